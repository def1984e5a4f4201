import { Alert, Badge, Button, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import type { TPayment, TStudentLedger } from '@studydesk/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.tsx';
import { mayHaveReachedServer, useSubmission } from '../../lib/use-submission.ts';
import { formatDateTime, formatRupees } from '../common/format.ts';
import { PageHeader } from '../common/page-header.tsx';
import { type Column, PagedTable } from '../common/paged-table.tsx';
import { BalanceLine } from './balance-line.tsx';
import { ReceiptActions } from './receipt-actions.tsx';
import { UpiPayPanel } from './upi-pay-panel.tsx';

const STATUS_COLOR: Record<TPayment['status'], string> = {
  Pending: 'yellow',
  Paid: 'green',
  Failed: 'red',
  Rejected: 'red',
};

/** Payment history with Pay Now: a Pending payment the library confirms (by UPI when it has a UPI ID). */
export function PaymentHistoryPage() {
  const { user } = useSession();
  const client = useQueryClient();
  const [amount, setAmount] = useState<number | string>('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [paying, setPaying] = useState<TPayment | null>(null);
  const submission = useSubmission();
  const studentId = user?.role === 'student' ? user.id : 0;
  const ledger = useQuery({
    queryKey: ['ledger', studentId],
    queryFn: () => api.get<TStudentLedger>(`/api/ledger/${studentId}`),
    enabled: studentId > 0,
  });
  if (user?.role !== 'student') return <Text c="red">Student not logged in.</Text>;
  const path = `/api/payments/${user.id}`;
  const refresh = () => client.invalidateQueries({ queryKey: [path] });

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!(Number(amount) > 0)) return setMessage({ ok: false, text: 'Enter a valid amount to pay' });
    await submission.run(async (key) => {
      try {
        const res = await api.post<{ message: string; payment: TPayment }>(
          '/api/payments',
          { student_id: user.id, amount: Number(amount), method: 'Online' },
          key,
        );
        setMessage({ ok: true, text: res.message });
        setAmount('');
        setPaying(res.payment);
        await refresh();
      } catch (err) {
        setMessage({ ok: false, text: 'Payment failed. Please try again.' });
        return mayHaveReachedServer(err);
      }
    });
  };

  const columns: Column<TPayment>[] = [
    { header: 'Date', cell: (p) => formatDateTime(p.payment_date) },
    { header: 'Amount', cell: (p) => formatRupees(p.amount) },
    { header: 'For', cell: (p) => p.description },
    { header: 'Method', cell: (p) => p.method },
    {
      header: 'Status',
      cell: (p) => (
        <Stack gap={2}>
          <Badge color={STATUS_COLOR[p.status]} variant="light">
            {p.status}
          </Badge>
          {p.reject_reason ? (
            <Text size="xs" c="red">
              {p.reject_reason}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { header: 'Reference', cell: (p) => [p.reference, p.utr && `UTR ${p.utr}`].filter(Boolean).join(' · ') },
    {
      header: 'Receipt',
      cell: (p) =>
        p.receipt_id && p.receipt_number ? (
          <ReceiptActions receipt={{ id: p.receipt_id, number: p.receipt_number, amount: p.amount }} />
        ) : p.upi_uri ? (
          <Button size="compact-xs" variant="light" onClick={() => setPaying(p)}>
            Pay by UPI
          </Button>
        ) : null,
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader title="Payment History" />
      {ledger.data ? <BalanceLine totals={ledger.data.totals} /> : null}
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={pay} noValidate>
          <Group align="flex-end" wrap="wrap">
            <NumberInput
              label="Amount (₹)"
              min={1}
              decimalScale={2}
              value={amount}
              onChange={setAmount}
              w={160}
            />
            <Button type="submit" loading={submission.pending}>
              Pay Now
            </Button>
          </Group>
        </form>
        {message ? (
          <Alert
            mt="sm"
            color={message.ok ? 'green' : 'red'}
            variant="light"
            role={message.ok ? 'status' : 'alert'}
          >
            {message.text}
          </Alert>
        ) : null}
      </Paper>
      {paying ? <UpiPayPanel key={paying.id} payment={paying} onSaved={refresh} /> : null}
      <PagedTable<TPayment>
        path={path}
        columns={columns}
        emptyText="No payments yet."
        errorText="Failed to fetch payment history."
      />
    </Stack>
  );
}
