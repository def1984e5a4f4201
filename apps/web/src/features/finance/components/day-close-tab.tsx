import { Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { DateField } from '../../common/date-field.tsx';
import { formatDate, formatRupees } from '../../common/format.ts';
import { dayCloseQuery } from '../api/day-close.ts';
import classes from './day-close.module.css';
import { methodLabel } from './method-label.ts';

/** Day close: collections of a date or range by method and by collector, the cash to hand over; printable. */
export function DayCloseTab() {
  const t = useT();
  const [range, setRange] = useState({ from: '', to: '' });
  const report = useQuery(dayCloseQuery(range));
  const r = report.data;
  return (
    <Stack>
      <Group align="flex-end" className={classes.noPrint}>
        <DateField
          label={t('finance.dayClose.from')}
          clearable
          value={range.from}
          onChange={(from) => setRange({ ...range, from })}
          w={170}
        />
        <DateField
          label={t('finance.dayClose.to')}
          clearable
          value={range.to}
          onChange={(to) => setRange({ ...range, to })}
          w={170}
        />
        <Button variant="light" onClick={() => window.print()}>
          {t('finance.dayClose.print')}
        </Button>
      </Group>
      {report.isError ? (
        <Text c="red" role="alert">
          {messageOf(report.error, t('finance.dayClose.loadFailed'))}
        </Text>
      ) : null}
      {r ? (
        <Stack>
          <Title order={2} size="h3">
            {t('finance.dayClose.title', {
              dates: r.from === r.to ? formatDate(r.from) : `${formatDate(r.from)} – ${formatDate(r.to)}`,
            })}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Paper withBorder p="md">
              <Text c="dimmed">{t('finance.dayClose.collected')}</Text>
              <Text fw={700} fz="xl" data-testid="day-total">
                {formatRupees(r.total)}
              </Text>
              <Text size="sm">{t('finance.dayClose.count', { count: r.count })}</Text>
            </Paper>
            <Paper withBorder p="md">
              <Text c="dimmed">{t('finance.dayClose.cashToHandOver')}</Text>
              <Text fw={700} fz="xl" data-testid="cash-to-hand-over">
                {formatRupees(r.cash_to_hand_over)}
              </Text>
            </Paper>
          </SimpleGrid>
          <Title order={3} size="h4">
            {t('finance.dayClose.byMethod')}
          </Title>
          <Table withTableBorder>
            <Table.Tbody>
              {r.by_method.map((m) => (
                <Table.Tr key={m.method}>
                  <Table.Td>{methodLabel(t, m.method)}</Table.Td>
                  <Table.Td>{m.count}</Table.Td>
                  <Table.Td>{formatRupees(m.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Title order={3} size="h4">
            {t('finance.dayClose.byCollector')}
          </Title>
          <Table withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('finance.column.collectedBy')}</Table.Th>
                <Table.Th>{t('finance.column.receipts')}</Table.Th>
                <Table.Th>{t('finance.column.total')}</Table.Th>
                <Table.Th>{t('finance.column.cash')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {r.by_collector.map((c) => (
                <Table.Tr key={`${c.role}:${c.name}`}>
                  <Table.Td>
                    {c.name} ({c.role})
                  </Table.Td>
                  <Table.Td>{c.count}</Table.Td>
                  <Table.Td>{formatRupees(c.amount)}</Table.Td>
                  <Table.Td>{formatRupees(c.cash)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Title order={3} size="h4">
            {t('finance.dayClose.receipts')}
          </Title>
          <Table withTableBorder>
            <Table.Tbody>
              {r.receipts.map((x) => (
                <Table.Tr key={x.id}>
                  <Table.Td>#{x.number}</Table.Td>
                  <Table.Td>{x.customer_name}</Table.Td>
                  <Table.Td>{methodLabel(t, x.method)}</Table.Td>
                  <Table.Td>{x.reference}</Table.Td>
                  <Table.Td>{x.collected_by}</Table.Td>
                  <Table.Td>{formatRupees(x.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      ) : null}
    </Stack>
  );
}
