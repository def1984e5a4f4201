import { Button, Group, Stack, Text } from '@mantine/core';
import type { TReceipt } from '@studydesk/contract';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { useSession } from '../../../lib/session.tsx';
import { formatDate, formatRupees } from '../../common/format.ts';
import { type Column, PagedTable } from '../../common/paged-table.tsx';
import { financeKeys } from '../api/keys.ts';
import { RECEIPTS_PATH } from '../api/receipts.ts';
import { methodLabel } from '../present.ts';
import { ReceiptActions } from './receipt-actions.tsx';
import { RefundDialog } from './refund-dialog.tsx';

/** Every receipt of the library, newest first, to download again or share; the owner refunds one. */
export function ReceiptsTab() {
  const t = useT();
  const { user } = useSession();
  const [refunding, setRefunding] = useState<TReceipt | null>(null);
  const columns: Column<TReceipt>[] = [
    {
      header: t('finance.column.number'),
      cell: (r) => {
        const invoice = r.tax_documents.find((d) => d.kind === 'invoice');
        return invoice ? (
          <Stack gap={0}>
            <span>#{r.number}</span>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {t('finance.gst.invoiceNo', { number: invoice.number })}
            </Text>
          </Stack>
        ) : (
          `#${r.number}`
        );
      },
    },
    { header: t('finance.column.date'), cell: (r) => formatDate(r.paid_on) },
    { header: t('finance.column.receivedFrom'), cell: (r) => r.customer_name },
    {
      header: t('finance.column.method'),
      cell: (r) => `${methodLabel(t, r.method)}${r.reference ? ` · ${r.reference}` : ''}`,
    },
    { header: t('finance.column.amount'), cell: (r) => formatRupees(r.amount) },
    { header: t('finance.column.collectedBy'), cell: (r) => r.collected_by },
    {
      header: t('finance.column.receipt'),
      cell: (r) => (
        <Group gap="xs" wrap="nowrap">
          <ReceiptActions receipt={r} />
          {user?.role === 'admin' ? (
            <Button size="compact-xs" variant="subtle" color="red" onClick={() => setRefunding(r)}>
              {t('finance.refund.action')}
            </Button>
          ) : null}
        </Group>
      ),
    },
  ];
  return (
    <>
      {refunding ? <RefundDialog receipt={refunding} onClose={() => setRefunding(null)} /> : null}
      <PagedTable
        path={RECEIPTS_PATH}
        queryKey={financeKeys.receipts()}
        columns={columns}
        emptyText={t('finance.receiptsTab.empty')}
        errorText={t('finance.receiptsTab.loadFailed')}
      />
    </>
  );
}
