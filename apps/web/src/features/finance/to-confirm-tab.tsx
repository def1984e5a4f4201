import { Button, Group, Stack } from '@mantine/core';
import type { TPayment, TReceipt } from '@studydesk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, messageOf } from '../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../common/feedback.tsx';
import { formatDateTime, formatRupees } from '../common/format.ts';
import { type Column, PagedTable } from '../common/paged-table.tsx';
import { askReason } from '../common/reason-dialog.tsx';
import { ReceiptActions } from './receipt-actions.tsx';

export const PENDING_PATH = '/api/payments/pending';

/** The desk's 'To confirm' queue: payments students sent, confirmed into the ledger or rejected. */
export function ToConfirmTab() {
  const client = useQueryClient();
  const [busy, setBusy] = useState<number | null>(null);
  const [receipt, setReceipt] = useState<TReceipt | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: [PENDING_PATH] });
  const confirm = async (p: TPayment) => {
    setBusy(p.id);
    try {
      setReceipt(await api.post<TReceipt>(`/api/payments/${p.id}/confirm`));
      notifySuccess(`Payment of ${formatRupees(p.amount)} confirmed`);
      await refresh();
    } catch (err) {
      notifyError(messageOf(err, 'Failed to confirm the payment.'));
    } finally {
      setBusy(null);
    }
  };
  const reject = (p: TPayment) =>
    askReason({
      title: `Reject ${formatRupees(p.amount)} from ${p.student_name}`,
      label: 'Reason the student will see',
      confirmLabel: 'Reject payment',
      submit: async (reason) => {
        await api.post(`/api/payments/${p.id}/reject`, { reason });
        notifySuccess('Payment rejected');
        await refresh();
      },
    });
  const columns: Column<TPayment>[] = [
    { header: 'Date', cell: (p) => formatDateTime(p.payment_date) },
    { header: 'Student', cell: (p) => p.student_name },
    { header: 'Amount', cell: (p) => formatRupees(p.amount) },
    { header: 'For', cell: (p) => p.description },
    { header: 'Reference', cell: (p) => p.reference },
    { header: 'UTR', cell: (p) => p.utr || '—' },
    {
      header: 'Actions',
      cell: (p) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="compact-xs" loading={busy === p.id} onClick={() => confirm(p)}>
            Confirm
          </Button>
          <Button
            size="compact-xs"
            variant="light"
            color="red"
            disabled={busy === p.id}
            onClick={() => reject(p)}
          >
            Reject
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <Stack>
      {receipt ? (
        <Group>
          Receipt #{receipt.number} · {receipt.customer_name} · {formatRupees(receipt.amount)}
          <ReceiptActions receipt={receipt} />
        </Group>
      ) : null}
      <PagedTable<TPayment>
        path={PENDING_PATH}
        columns={columns}
        emptyText="Nothing to confirm."
        errorText="Failed to load payments to confirm."
      />
    </Stack>
  );
}
