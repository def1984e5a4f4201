import { Alert, Badge, Button, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import type { TPayment, TStudentLedger } from '@studydesk/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { MessageKey } from '../../i18n/keys.ts';
import { useT } from '../../i18n/use-t.ts';
import { api } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.tsx';
import { mayHaveReachedServer, useSubmission } from '../../lib/use-submission.ts';
import { formatDateTime, formatRupees } from '../common/format.ts';
import { PageHeader } from '../common/page-header.tsx';
import { type Column, PagedTable } from '../common/paged-table.tsx';
import { BalanceLine } from './balance-line.tsx';
import { methodLabel } from './method-label.ts';
import { ReceiptActions } from './receipt-actions.tsx';
import { UpiPayPanel } from './upi-pay-panel.tsx';

const STATUS: Record<TPayment['status'], { color: string; label: MessageKey }> = {
  Pending: { color: 'yellow', label: 'status.pending' },
  Paid: { color: 'green', label: 'status.paid' },
  Failed: { color: 'red', label: 'status.failed' },
  Rejected: { color: 'red', label: 'status.rejected' },
};

/** Payment history with Pay Now: a Pending payment the library confirms (by UPI when it has a UPI ID). */
export function PaymentHistoryPage() {
  const t = useT();
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
  if (user?.role !== 'student') return <Text c="red">{t('finance.history.notLoggedIn')}</Text>;
  const path = `/api/payments/${user.id}`;
  const refresh = () => client.invalidateQueries({ queryKey: [path] });

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!(Number(amount) > 0)) return setMessage({ ok: false, text: t('finance.history.enterAmount') });
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
        setMessage({ ok: false, text: t('finance.history.failed') });
        return mayHaveReachedServer(err);
      }
    });
  };

  const columns: Column<TPayment>[] = [
    { header: t('finance.column.date'), cell: (p) => formatDateTime(p.payment_date) },
    { header: t('finance.column.amount'), cell: (p) => formatRupees(p.amount) },
    { header: t('finance.column.for'), cell: (p) => p.description },
    { header: t('finance.column.method'), cell: (p) => methodLabel(t, p.method) },
    {
      header: t('finance.column.status'),
      cell: (p) => (
        <Stack gap={2}>
          <Badge color={STATUS[p.status].color} variant="light">
            {t(STATUS[p.status].label)}
          </Badge>
          {p.reject_reason ? (
            <Text size="xs" c="red">
              {p.reject_reason}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      header: t('finance.column.reference'),
      cell: (p) =>
        [p.reference, p.utr && t('finance.history.utr', { utr: p.utr })].filter(Boolean).join(' · '),
    },
    {
      header: t('finance.column.receipt'),
      cell: (p) =>
        p.receipt_id && p.receipt_number ? (
          <ReceiptActions receipt={{ id: p.receipt_id, number: p.receipt_number, amount: p.amount }} />
        ) : p.upi_uri ? (
          <Button size="compact-xs" variant="light" onClick={() => setPaying(p)}>
            {t('finance.history.payByUpi')}
          </Button>
        ) : null,
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader title={t('finance.history.title')} />
      {ledger.data ? <BalanceLine totals={ledger.data.totals} /> : null}
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={pay} noValidate>
          <Group align="flex-end" wrap="wrap">
            <NumberInput
              label={t('finance.amount')}
              min={1}
              decimalScale={2}
              value={amount}
              onChange={setAmount}
              w={160}
            />
            <Button type="submit" loading={submission.pending}>
              {t('finance.history.payNow')}
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
        emptyText={t('finance.history.empty')}
        errorText={t('finance.history.loadFailed')}
      />
    </Stack>
  );
}
