import { Alert, Button, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import type { TPayment } from '@studydesk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.tsx';
import { formatDateTime, formatRupees } from '../common/format.ts';
import { PageHeader } from '../common/page-header.tsx';
import { type Column, PagedTable } from '../common/paged-table.tsx';

const COLUMNS: Column<TPayment>[] = [
  { header: 'Date', cell: (p) => formatDateTime(p.payment_date) },
  { header: 'Amount', cell: (p) => formatRupees(p.amount) },
  { header: 'Method', cell: (p) => p.method },
  { header: 'Status', cell: (p) => p.status },
];

/** Payment history with Pay Now (recorded as Pending until the library confirms it). */
export function PaymentHistoryPage() {
  const { user } = useSession();
  const client = useQueryClient();
  const [amount, setAmount] = useState<number | string>('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  if (user?.role !== 'student') return <Text c="red">Student not logged in.</Text>;
  const path = `/api/payments/${user.id}`;

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!(Number(amount) > 0)) return setMessage({ ok: false, text: 'Enter a valid amount to pay' });
    try {
      const res = await api.post<{ message: string }>('/api/payments', {
        student_id: user.id,
        amount: Number(amount),
        method: 'Online',
      });
      setMessage({ ok: true, text: res.message });
      setAmount('');
      await client.invalidateQueries({ queryKey: [path] });
    } catch {
      setMessage({ ok: false, text: 'Payment failed. Please try again.' });
    }
  };

  return (
    <Stack gap="lg">
      <PageHeader title="Payment History" />
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
            <Button type="submit">Pay Now</Button>
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
      <PagedTable<TPayment>
        path={path}
        columns={COLUMNS}
        emptyText="No payments yet."
        errorText="Failed to fetch payment history."
      />
    </Stack>
  );
}
