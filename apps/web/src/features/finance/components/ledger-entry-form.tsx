import { NumberInput, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PAYMENT_METHODS, ZLedgerEntryRequest } from '@studydesk/contract';
import { type Translate, useT } from '../../../i18n/use-t.ts';
import { type ApiBody, api, messageOf } from '../../../lib/api-client.ts';
import { contractValidate } from '../../../lib/contract-form.ts';
import { useChange } from '../../../lib/use-change.ts';
import { InlineForm } from '../../common/inline-form.tsx';
import { financeKeys } from '../api/keys.ts';
import { methodLabel } from '../present.ts';

const TYPES = [
  { value: 'charge:admission', label: 'finance.ledger.admission' },
  { value: 'charge:late_fee', label: 'finance.ledger.lateFee' },
  { value: 'charge:manual', label: 'finance.ledger.other' },
  { value: 'discount:manual', label: 'finance.ledger.discount' },
  { value: 'refund:manual', label: 'finance.ledger.refund' },
] as const;
type Fields = {
  student_id: number;
  entry_type: string;
  charge_kind: string;
  method: string;
  amount: number | string;
  description: string;
};

/** Posts one entry. */
const usePostEntry = (t: Translate) =>
  useChange({
    call: (body: ApiBody<'post', '/api/ledger/entries'>, key) => api.post('/api/ledger/entries', body, key),
    // Everything derived from the money ledger lives under financeKeys.all.
    refresh: [financeKeys.all],
    success: t('finance.ledger.posted'),
    failure: t('finance.ledger.failed'),
    inline: true,
  });

/** The owner posts a charge, discount or refund to a student's ledger (never an edit). */
export function LedgerEntryForm({ studentId, onPosted }: { studentId: number; onPosted: () => void }) {
  const t = useT();
  const post = usePostEntry(t);
  const form = useForm<Fields>({
    initialValues: {
      student_id: studentId,
      entry_type: 'charge',
      charge_kind: 'admission',
      method: 'cash',
      amount: '',
      description: '',
    },
    validate: contractValidate<Fields>(ZLedgerEntryRequest, {
      fields: ['amount'],
      message: t('finance.ledger.enterAmount'),
    }),
  });
  const { entry_type, charge_kind } = form.values;
  const submit = form.onSubmit((values) => {
    const { charge_kind, method, ...body } = ZLedgerEntryRequest.parse(values);
    post.mutate(
      {
        ...body,
        ...(body.entry_type === 'charge' ? { charge_kind } : {}),
        ...(body.entry_type === 'refund' ? { method } : {}),
      },
      {
        onSuccess: () => {
          form.reset();
          onPosted();
        },
      },
    );
  });

  return (
    <InlineForm
      onSubmit={submit}
      submitLabel={t('finance.ledger.post')}
      pending={post.isPending}
      error={post.isError ? messageOf(post.error, t('finance.ledger.failed')) : null}
    >
      <Select
        label={t('finance.ledger.entry')}
        data={TYPES.map((type) => ({ value: type.value, label: t(type.label) }))}
        value={`${entry_type}:${charge_kind}`}
        onChange={(v) => {
          const [type = 'charge', kind = 'manual'] = (v ?? '').split(':');
          form.setValues({ entry_type: type, charge_kind: kind });
        }}
        allowDeselect={false}
        w={200}
      />
      <NumberInput
        label={t('finance.amount')}
        min={1}
        decimalScale={2}
        w={150}
        {...form.getInputProps('amount')}
      />
      {entry_type === 'refund' ? (
        <Select
          label={t('finance.ledger.refundedBy')}
          data={PAYMENT_METHODS.map((m) => ({ value: m, label: methodLabel(t, m) }))}
          allowDeselect={false}
          w={160}
          {...form.getInputProps('method')}
        />
      ) : null}
      <TextInput
        label={t('finance.ledger.description')}
        w={{ base: '100%', sm: 260 }}
        {...form.getInputProps('description')}
      />
    </InlineForm>
  );
}
