import { NumberInput, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, ZLedgerEntryRequest } from '@studydesk/contract';
import { type ApiBody, api, messageOf } from '../../../lib/api-client.ts';
import { contractValidate } from '../../../lib/contract-form.ts';
import { useChange } from '../../../lib/use-change.ts';
import { InlineForm } from '../../common/inline-form.tsx';
import { financeKeys } from '../api/keys.ts';

const TYPES = [
  { value: 'charge:admission', label: 'Charge: admission' },
  { value: 'charge:late_fee', label: 'Charge: late fee' },
  { value: 'charge:manual', label: 'Charge: other' },
  { value: 'discount:manual', label: 'Discount' },
  { value: 'refund:manual', label: 'Refund' },
];
type Fields = {
  student_id: number;
  entry_type: string;
  charge_kind: string;
  method: string;
  amount: number | string;
  description: string;
};

/** Posts one entry. */
const usePostEntry = () =>
  useChange({
    call: (body: ApiBody<'post', '/api/ledger/entries'>, key) => api.post('/api/ledger/entries', body, key),
    // Everything derived from the money ledger lives under financeKeys.all.
    refresh: [financeKeys.all],
    success: 'Entry posted',
    failure: 'Failed to post the entry.',
    inline: true,
  });

/** The owner posts a charge, discount or refund to a student's ledger (never an edit). */
export function LedgerEntryForm({ studentId, onPosted }: { studentId: number; onPosted: () => void }) {
  const post = usePostEntry();
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
      message: 'Enter an amount above 0',
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
      submitLabel="Post entry"
      pending={post.isPending}
      error={post.isError ? messageOf(post.error, 'Failed to post the entry.') : null}
    >
      <Select
        label="Entry"
        data={TYPES}
        value={`${entry_type}:${charge_kind}`}
        onChange={(v) => {
          const [type = 'charge', kind = 'manual'] = (v ?? '').split(':');
          form.setValues({ entry_type: type, charge_kind: kind });
        }}
        allowDeselect={false}
        w={200}
      />
      <NumberInput label="Amount (₹)" min={1} decimalScale={2} w={150} {...form.getInputProps('amount')} />
      {entry_type === 'refund' ? (
        <Select
          label="Refunded by"
          data={PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }))}
          allowDeselect={false}
          w={160}
          {...form.getInputProps('method')}
        />
      ) : null}
      <TextInput label="Description" w={{ base: '100%', sm: 260 }} {...form.getInputProps('description')} />
    </InlineForm>
  );
}
