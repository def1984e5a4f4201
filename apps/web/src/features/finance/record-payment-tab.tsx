import { Alert, Button, Group, NumberInput, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type TReceipt,
  type TStudentLedger,
} from '@studydesk/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api, messageOf } from '../../lib/api-client.ts';
import { mayHaveReachedServer, useSubmission } from '../../lib/use-submission.ts';
import { formatRupees } from '../common/format.ts';
import { useStudentOptions } from '../common/student-options.ts';
import { BalanceLine } from './balance-line.tsx';
import { ReceiptActions } from './receipt-actions.tsx';

const METHODS = PAYMENT_METHODS.filter((m) => m !== 'online').map((m) => ({
  value: m,
  label: PAYMENT_METHOD_LABELS[m],
}));
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
    if (!form.student_id) return setError('Choose a student');
    if (!(Number(form.amount) > 0)) return setError('Enter an amount above 0');
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
        setError(messageOf(err, 'Failed to record the payment.'));
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
              label="Student"
              searchable
              data={students.data}
              value={form.student_id}
              onChange={(v) => setForm({ ...form, student_id: v })}
              w={{ base: '100%', sm: 280 }}
              error={students.error}
            />
            <NumberInput
              label="Amount (₹)"
              min={1}
              decimalScale={2}
              thousandSeparator=","
              thousandsGroupStyle="lakh"
              value={form.amount}
              onChange={(v) => setForm({ ...form, amount: v })}
              w={160}
            />
            <Select
              label="Method"
              data={METHODS}
              value={form.method}
              onChange={(v) => setForm({ ...form, method: v ?? 'cash' })}
              allowDeselect={false}
              w={150}
            />
            <TextInput
              label="Reference (UTR, cheque no.)"
              value={form.reference}
              onChange={(e) => setForm({ ...form, reference: e.currentTarget.value })}
              w={200}
            />
            <TextInput
              label="Date"
              type="date"
              value={form.paid_on}
              onChange={(e) => setForm({ ...form, paid_on: e.currentTarget.value })}
              w={170}
            />
            <TextInput
              label="Note"
              value={form.note}
              onChange={(e) => setForm({ ...form, note: e.currentTarget.value })}
              w={{ base: '100%', sm: 240 }}
            />
            <Button type="submit" loading={submission.pending}>
              Record payment
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
        <Alert color="green" variant="light" role="status" title={`Receipt #${receipt.number}`}>
          <Stack gap="xs">
            <Text size="sm">
              {formatRupees(receipt.amount)} from {receipt.customer_name}
              {receipt.balance_after === null
                ? ''
                : receipt.balance_after < 0
                  ? ` · Advance ${formatRupees(-receipt.balance_after)}`
                  : ` · Due ${formatRupees(receipt.balance_after)}`}
            </Text>
            <ReceiptActions receipt={receipt} />
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}
