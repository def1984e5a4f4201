import { Button, Paper, ScrollArea, Stack, Table, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../i18n/use-t.ts';
import { notifyError } from '../../common/feedback.tsx';
import { formatDate, formatRupees } from '../../common/format.ts';
import { TableState } from '../../common/table-state.tsx';
import { creditNoteLabel, creditNotesQuery, downloadCreditNote } from '../api/refunds.ts';

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
                  <Table.Td>{formatRupees(n.amount)}</Table.Td>
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
