import { Alert, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PAYMENT_METHODS, type TReceipt, ZDeskPaymentRequest } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { contractValidate } from '../../../lib/contract-form.ts';
import { DateField } from '../../common/date-field.tsx';
import { formatRupees } from '../../common/format.ts';
import { InlineForm } from '../../common/inline-form.tsx';
import { StudentSelect } from '../../students/components/student-select.tsx';
import { studentLedgerQuery } from '../api/ledger.ts';
import { useRecordPayment } from '../api/receipts.ts';
import { methodLabel } from '../present.ts';
import { BalanceLine } from './balance-line.tsx';
import { ReceiptActions } from './receipt-actions.tsx';

const DESK_METHODS = PAYMENT_METHODS.filter((m) => m !== 'online');
const empty = (studentId: string | null) => ({
  student_id: studentId,
  amount: '' as number | string,
  method: 'cash',
  reference: '',
  paid_on: '',
  note: '',
});
type Fields = ReturnType<typeof empty>;
/** The request as the contract reads it: no date means the library's today. */
const request = ({ paid_on, ...values }: Fields) => ({ ...values, paid_on: paid_on || undefined });
const bySchema = contractValidate<ReturnType<typeof request>>(ZDeskPaymentRequest);

/** Money taken at the desk: a numbered receipt (A4 or thermal, shareable) and the balance after it. */
export function RecordPaymentTab({ initialStudent }: { initialStudent: string | null }) {
  const t = useT();
  const record = useRecordPayment();
  const [receipt, setReceipt] = useState<TReceipt | null>(null);
  const form = useForm<Fields>({
    initialValues: empty(initialStudent),
    validate: (values) => {
      if (!values.student_id) return { student_id: t('finance.recordPayment.chooseStudent') };
      if (!(Number(values.amount) > 0)) return { amount: t('finance.recordPayment.enterAmount') };
      return bySchema(request(values));
    },
  });
  const ledger = useQuery(studentLedgerQuery(Number(form.values.student_id)));
  const submit = form.onSubmit((values) =>
    record.mutate(ZDeskPaymentRequest.parse(request(values)), {
      onSuccess: (made) => {
        setReceipt(made);
        form.setValues(empty(values.student_id));
      },
    }),
  );

  return (
    <Stack>
      <InlineForm
        onSubmit={submit}
        submitLabel={t('finance.recordPayment.submit')}
        pending={record.isPending}
        error={record.isError ? messageOf(record.error, t('finance.recordPayment.failed')) : null}
      >
        <StudentSelect
          label={t('finance.recordPayment.student')}
          w={{ base: '100%', sm: 280 }}
          {...form.getInputProps('student_id')}
        />
        <NumberInput
          label={t('finance.amount')}
          min={1}
          decimalScale={2}
          hideControls
          inputMode="decimal"
          thousandSeparator=","
          thousandsGroupStyle="lakh"
          w={160}
          {...form.getInputProps('amount')}
        />
        <Select
          label={t('finance.recordPayment.method')}
          data={DESK_METHODS.map((m) => ({ value: m, label: methodLabel(t, m) }))}
          allowDeselect={false}
          w={150}
          {...form.getInputProps('method')}
        />
        <TextInput
          label={t('finance.recordPayment.reference')}
          w={{ base: '100%', sm: 240 }}
          {...form.getInputProps('reference')}
        />
        <DateField
          label={t('finance.recordPayment.date')}
          clearable
          w={170}
          value={form.values.paid_on}
          onChange={(day) => form.setFieldValue('paid_on', day)}
          error={form.errors.paid_on}
        />
        <TextInput
          label={t('finance.recordPayment.note')}
          w={{ base: '100%', sm: 240 }}
          {...form.getInputProps('note')}
        />
      </InlineForm>
      {ledger.data ? <BalanceLine totals={ledger.data.totals} /> : null}
      {receipt ? (
        <Alert
          color="green"
          variant="light"
          role="status"
          title={t('finance.receipt.title', { number: receipt.number })}
        >
          <Stack gap="xs">
            <Text size="sm">
              {t('finance.receipt.from', {
                amount: formatRupees(receipt.amount),
                name: receipt.customer_name,
              })}
              {receipt.balance_after === null
                ? ''
                : receipt.balance_after < 0
                  ? t('finance.receipt.advanceAfter', { amount: formatRupees(-receipt.balance_after) })
                  : t('finance.receipt.dueAfter', { amount: formatRupees(receipt.balance_after) })}
            </Text>
            <ReceiptActions receipt={receipt} />
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}
