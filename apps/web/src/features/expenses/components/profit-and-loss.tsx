import { Button, Group, Paper, Select, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { download } from '../../../lib/upload.ts';
import { notifyError } from '../../common/feedback.tsx';
import { formatRupees } from '../../common/format.ts';
import { ShiftLabel } from '../../seating/components/shift-label.tsx';
import { profitExportUrl, profitQuery } from '../api/expenses.ts';
import { lastMonths, monthLabel } from './expense-list.tsx';
import { categoryLabel } from './labels.ts';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

/** A month's profit and loss: collections, refunds, expenses by category, profit, per seat and per shift; .xlsx. */
export function ProfitAndLoss({ thisMonth }: { thisMonth: string }) {
  const t = useT();
  const [month, setMonth] = useState(thisMonth);
  const pl = useQuery(profitQuery(month));
  const p = pl.data;
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Select
          label={t('finance.expenses.month')}
          data={lastMonths(thisMonth).map((m) => ({ value: m, label: monthLabel(m) }))}
          value={month}
          onChange={(v) => setMonth(v ?? thisMonth)}
          allowDeselect={false}
          maw={260}
        />
        <Button
          variant="light"
          onClick={() =>
            download(profitExportUrl(month), `profit-${month}.xlsx`).catch(() =>
              notifyError(t('finance.expenses.exportFailed')),
            )
          }
        >
          {t('finance.expenses.export')}
        </Button>
      </Group>
      {pl.isPending ? (
        <Skeleton h={160} radius="md" />
      ) : pl.isError || !p ? (
        <Text c="red.8" role="alert">
          {t('finance.expenses.profitFailed')}
        </Text>
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, md: 5 }} spacing="sm">
            <Figure
              label={t('finance.expenses.collections')}
              value={formatRupees(p.collections)}
              testId="pl-collections"
            />
            <Figure
              label={t('finance.expenses.refunds')}
              value={formatRupees(p.refunds)}
              testId="pl-refunds"
            />
            <Figure
              label={t('finance.expenses.expensesTotal')}
              value={formatRupees(p.expenses)}
              testId="pl-expenses"
            />
            <Figure label={t('finance.expenses.profit')} value={formatRupees(p.profit)} testId="pl-profit" />
            <Figure
              label={t('finance.expenses.perSeat', { seats: p.seats })}
              value={p.profit_per_seat === null ? '—' : formatRupees(p.profit_per_seat)}
              testId="pl-per-seat"
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Paper withBorder p="md" radius="md">
              <Title order={3} size="h5" mb="xs">
                {t('finance.expenses.byCategory')}
              </Title>
              {p.expenses_by_category.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('finance.expenses.noneThisMonth')}
                </Text>
              ) : (
                <Table>
                  <Table.Tbody>
                    {p.expenses_by_category.map((e) => (
                      <Table.Tr key={e.category}>
                        <Table.Td>{categoryLabel(t, e.category)}</Table.Td>
                        <Table.Td ta="right">{formatRupees(e.amount)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </Paper>
            <Paper withBorder p="md" radius="md">
              <Title order={3} size="h5" mb="xs">
                {t('finance.expenses.byShift')}
              </Title>
              <Table.ScrollContainer minWidth={420}>
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('finance.expenses.shift')}</Table.Th>
                      <Table.Th ta="right">{t('finance.expenses.collections')}</Table.Th>
                      <Table.Th ta="right">{t('finance.expenses.expensesTotal')}</Table.Th>
                      <Table.Th ta="right">{t('finance.expenses.profit')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {p.shifts.map((s) => (
                      <Table.Tr key={s.shift ?? '-'}>
                        <Table.Td>
                          {s.shift ? <ShiftLabel label={s.shift} size="xs" /> : t('finance.expenses.noShift')}
                        </Table.Td>
                        <Table.Td ta="right">{formatRupees(s.collections - s.refunds)}</Table.Td>
                        <Table.Td ta="right">{formatRupees(s.expenses)}</Table.Td>
                        <Table.Td ta="right">{formatRupees(s.profit)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <Text size="xs" c="dimmed" mt="xs">
                {t('finance.expenses.shiftRule')}
              </Text>
            </Paper>
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
