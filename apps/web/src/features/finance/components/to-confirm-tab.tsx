import { Button, Group, Stack, Text } from '@mantine/core';
import type { TPayment, TReceipt } from '@studydesk/contract';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { formatDateTime, formatRupees } from '../../common/format.ts';
import { type Column, PagedTable } from '../../common/paged-table.tsx';
import { askReason } from '../../common/reason-dialog.tsx';
import { financeKeys } from '../api/keys.ts';
import { PENDING_PATH, useConfirmPayment, useRejectPayment } from '../api/payments.ts';
import { ReceiptActions } from './receipt-actions.tsx';

/** The desk's 'To confirm' queue: payments students sent, confirmed into the ledger or rejected. */
export function ToConfirmTab() {
  const t = useT();
  const confirm = useConfirmPayment();
  const reject = useRejectPayment();
  const [receipt, setReceipt] = useState<TReceipt | null>(null);
  const busy = (p: TPayment) => confirm.isPending && confirm.variables?.id === p.id;
  const askToReject = (p: TPayment) =>
    askReason({
      title: t('finance.confirmQueue.rejectTitle', { amount: formatRupees(p.amount), name: p.student_name }),
      label: t('finance.confirmQueue.reason'),
      confirmLabel: t('finance.confirmQueue.rejectPayment'),
      submit: async (reason) => {
        await reject.mutateAsync({ id: p.id, reason });
      },
    });
  const columns: Column<TPayment>[] = [
    { header: t('finance.column.date'), cell: (p) => formatDateTime(p.payment_date) },
    { header: t('finance.column.student'), cell: (p) => p.student_name },
    { header: t('finance.column.amount'), cell: (p) => formatRupees(p.amount) },
    { header: t('finance.column.for'), cell: (p) => p.description },
    { header: t('finance.column.reference'), cell: (p) => p.reference },
    {
      header: t('finance.column.utr'),
      cell: (p) => (
        <Stack gap={4}>
          {p.utr ? <Text size="sm">{p.utr}</Text> : null}
          {p.screenshot ? (
            <Button
              component="a"
              href={`/api/${p.screenshot}`}
              target="_blank"
              rel="noreferrer"
              size="compact-xs"
              variant="light"
            >
              {t('finance.confirmQueue.screenshot')}
            </Button>
          ) : null}
        </Stack>
      ),
    },
    {
      header: t('finance.column.actions'),
      cell: (p) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="compact-xs"
            loading={busy(p)}
            onClick={() => confirm.mutate(p, { onSuccess: setReceipt })}
          >
            {t('finance.confirmQueue.confirm')}
          </Button>
          <Button
            size="compact-xs"
            variant="light"
            color="red"
            disabled={busy(p)}
            onClick={() => askToReject(p)}
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
      <PagedTable
        path={PENDING_PATH}
        queryKey={financeKeys.pending()}
        columns={columns}
        emptyText={t('finance.confirmQueue.empty')}
        errorText={t('finance.confirmQueue.loadFailed')}
      />
    </Stack>
  );
}
