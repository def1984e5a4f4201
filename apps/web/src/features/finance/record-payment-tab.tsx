import { Alert, Button, Group, NumberInput, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { PAYMENT_METHODS, type TReceipt, type TStudentLedger } from '@studydesk/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { api, messageOf } from '../../lib/api-client.ts';
import { mayHaveReachedServer, useSubmission } from '../../lib/use-submission.ts';
import { formatRupees } from '../common/format.ts';
import { useStudentOptions } from '../common/student-options.ts';
import { BalanceLine } from './balance-line.tsx';
import { methodLabel } from './method-label.ts';
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

/** Money taken at the desk: a numbered receipt (A4 or thermal, shareable) and the balance after it. */
export function RecordPaymentTab({ initialStudent }: { initialStudent: string | null }) {
  const t = useT();
  const client = useQueryClient();
  const students = useStudentOptions();
  const submission = useSubmission();
  const [form, setForm] = useState(() => empty(initialStudent));
  const [error, setError] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<TReceipt | null>(null);
  const ledger = useQuery({
    queryKey: ['ledger', Number(form.student_id)],
    queryFn: () => api.get<TStudentLedger>(`/api/ledger/${form.student_id}`),
    enabled: Boolean(form.student_id),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.student_id) return setError(t('finance.recordPayment.chooseStudent'));
    if (!(Number(form.amount) > 0)) return setError(t('finance.recordPayment.enterAmount'));
    await submission.run(async (key) => {
      try {
        const made = await api.post<TReceipt>(
          '/api/desk-payments',
          {
            student_id: Number(form.student_id),
            amount: Number(form.amount),
            method: form.method,
            reference: form.reference.trim(),
            note: form.note.trim(),
            ...(form.paid_on ? { paid_on: form.paid_on } : {}),
          },
          key,
        );
        setReceipt(made);
        setError(null);
        setForm(empty(form.student_id));
        await client.invalidateQueries({ queryKey: ['ledger'] });
      } catch (err) {
        setError(messageOf(err, t('finance.recordPayment.failed')));
        return mayHaveReachedServer(err);
      }
    });
  };

  return (
    <Stack>
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={submit} noValidate>
          <Group align="flex-end" wrap="wrap">
            <Select
              label={t('finance.recordPayment.student')}
              searchable
              data={students.data}
              value={form.student_id}
              onChange={(v) => setForm({ ...form, student_id: v })}
              w={{ base: '100%', sm: 280 }}
              error={students.error}
            />
            <NumberInput
              label={t('finance.amount')}
              min={1}
              decimalScale={2}
              thousandSeparator=","
              thousandsGroupStyle="lakh"
              value={form.amount}
              onChange={(v) => setForm({ ...form, amount: v })}
              w={160}
            />
            <Select
              label={t('finance.recordPayment.method')}
              data={DESK_METHODS.map((m) => ({ value: m, label: methodLabel(t, m) }))}
              value={form.method}
              onChange={(v) => setForm({ ...form, method: v ?? 'cash' })}
              allowDeselect={false}
              w={150}
            />
            <TextInput
              label={t('finance.recordPayment.reference')}
              value={form.reference}
              onChange={(e) => setForm({ ...form, reference: e.currentTarget.value })}
              w={200}
            />
            <TextInput
              label={t('finance.recordPayment.date')}
              type="date"
              value={form.paid_on}
              onChange={(e) => setForm({ ...form, paid_on: e.currentTarget.value })}
              w={170}
            />
            <TextInput
              label={t('finance.recordPayment.note')}
              value={form.note}
              onChange={(e) => setForm({ ...form, note: e.currentTarget.value })}
              w={{ base: '100%', sm: 240 }}
            />
            <Button type="submit" loading={submission.pending}>
              {t('finance.recordPayment.submit')}
            </Button>
          </Group>
          {error ? (
            <Text c="red" size="sm" mt="sm" role="alert">
              {error}
            </Text>
          ) : null}
        </form>
      </Paper>
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
