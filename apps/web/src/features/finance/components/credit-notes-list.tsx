import { Button, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import type { TCreditNote } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import type { MessageKey } from '../../../i18n/keys.ts';
import { useT } from '../../../i18n/use-t.ts';
import { notifyError } from '../../common/feedback.tsx';
import { formatDate, formatRupees } from '../../common/format.ts';
import { TableState } from '../../common/table-state.tsx';
import { creditNoteLabel, creditNotesQuery, downloadCreditNote } from '../api/refunds.ts';

/** How the money of a refund went back: by hand, or through the gateway and how far. */
const STATE: Record<NonNullable<TCreditNote['gateway_status']> | 'hand', { key: MessageKey; color: string }> =
  {
    hand: { key: 'finance.refund.byHand', color: 'dimmed' },
    pending: { key: 'finance.refund.pending', color: 'blue.8' },
    processed: { key: 'finance.refund.processed', color: 'green.9' },
    failed: { key: 'finance.refund.gatewayFailed', color: 'red.8' },
  };

/** A student's refunds: each credit note with its receipt, reason and PDF. */
export function CreditNotesList({ studentId }: { studentId: number }) {
  const t = useT();
  const notes = useQuery(creditNotesQuery(studentId));
  const rows = notes.data ?? [];
  return (
    <Stack gap="xs" data-testid="credit-notes">
      <Title order={2} size="h4">
        {t('finance.refund.listTitle')}
      </Title>
      <Paper withBorder radius="md">
        <ScrollArea type="auto">
          <Table miw={480} verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('finance.refund.note')}</Table.Th>
                <Table.Th>{t('finance.column.date')}</Table.Th>
                <Table.Th>{t('finance.column.amount')}</Table.Th>
                <Table.Th>{t('finance.refund.reason')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <TableState
                columns={5}
                loading={notes.isPending}
                error={notes.isError ? t('finance.refund.loadFailed') : null}
                empty={rows.length === 0}
                emptyText={t('finance.refund.empty')}
              />
              {rows.map((n) => (
                <Table.Tr key={n.id}>
                  <Table.Td>
                    {creditNoteLabel(n)} · {t('finance.refund.ofReceipt', { number: n.receipt_number })}
                    {n.gst ? ` · ${n.gst.number}` : ''}
                  </Table.Td>
                  <Table.Td>{formatDate(n.issued_on)}</Table.Td>
                  <Table.Td>
                    <Stack gap={4} align="flex-start">
                      {formatRupees(n.amount)}
                      <Text size="xs" fw={600} c={STATE[n.gateway_status ?? 'hand'].color}>
                        {t(STATE[n.gateway_status ?? 'hand'].key)}
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td>{n.reason}</Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-xs"
                      variant="light"
                      onClick={() =>
                        downloadCreditNote(n).catch(() => notifyError(t('finance.refund.downloadFailed')))
                      }
                    >
                      {t('finance.refund.pdf')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </Paper>
    </Stack>
  );
}
