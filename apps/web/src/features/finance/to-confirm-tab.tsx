import { Button, Group, Stack } from '@mantine/core';
import type { TPayment, TReceipt } from '@studydesk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { api, messageOf } from '../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../common/feedback.tsx';
import { formatDateTime, formatRupees } from '../common/format.ts';
import { type Column, PagedTable } from '../common/paged-table.tsx';
import { askReason } from '../common/reason-dialog.tsx';
import { ReceiptActions } from './receipt-actions.tsx';

export const PENDING_PATH = '/api/payments/pending';

/** The desk's 'To confirm' queue: payments students sent, confirmed into the ledger or rejected. */
export function ToConfirmTab() {
  const t = useT();
  const client = useQueryClient();
  const [busy, setBusy] = useState<number | null>(null);
  const [receipt, setReceipt] = useState<TReceipt | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: [PENDING_PATH] });
  const confirm = async (p: TPayment) => {
    setBusy(p.id);
    try {
      setReceipt(await api.post<TReceipt>(`/api/payments/${p.id}/confirm`));
      notifySuccess(t('finance.confirmQueue.confirmed', { amount: formatRupees(p.amount) }));
      await refresh();
    } catch (err) {
      notifyError(messageOf(err, t('finance.confirmQueue.confirmFailed')));
    } finally {
      setBusy(null);
    }
  };
  const reject = (p: TPayment) =>
    askReason({
      title: t('finance.confirmQueue.rejectTitle', { amount: formatRupees(p.amount), name: p.student_name }),
      label: t('finance.confirmQueue.reason'),
      confirmLabel: t('finance.confirmQueue.rejectPayment'),
      submit: async (reason) => {
        await api.post(`/api/payments/${p.id}/reject`, { reason });
        notifySuccess(t('finance.confirmQueue.rejected'));
        await refresh();
      },
    });
  const columns: Column<TPayment>[] = [
    { header: t('finance.column.date'), cell: (p) => formatDateTime(p.payment_date) },
    { header: t('finance.column.student'), cell: (p) => p.student_name },
    { header: t('finance.column.amount'), cell: (p) => formatRupees(p.amount) },
    { header: t('finance.column.for'), cell: (p) => p.description },
    { header: t('finance.column.reference'), cell: (p) => p.reference },
    { header: t('finance.column.utr'), cell: (p) => p.utr || '—' },
    {
      header: t('finance.column.actions'),
      cell: (p) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="compact-xs" loading={busy === p.id} onClick={() => confirm(p)}>
            {t('finance.confirmQueue.confirm')}
          </Button>
          <Button
            size="compact-xs"
            variant="light"
            color="red"
            disabled={busy === p.id}
            onClick={() => reject(p)}
          >
            {t('finance.confirmQueue.reject')}
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <Stack>
      {receipt ? (
        <Group>
          {t('finance.receipt.line', {
            number: receipt.number,
            name: receipt.customer_name,
            amount: formatRupees(receipt.amount),
          })}
          <ReceiptActions receipt={receipt} />
        </Group>
      ) : null}
      <PagedTable<TPayment>
        path={PENDING_PATH}
        columns={columns}
        emptyText={t('finance.confirmQueue.empty')}
        errorText={t('finance.confirmQueue.loadFailed')}
      />
    </Stack>
  );
}
