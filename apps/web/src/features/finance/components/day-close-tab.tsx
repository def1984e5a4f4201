import { Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { TDayClose } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { DateField } from '../../common/date-field.tsx';
import { formatDate, formatRupees } from '../../common/format.ts';
import { type Column, FramedRows } from '../../common/rows-or-cards.tsx';
import { dayCloseQuery } from '../api/day-close.ts';
import { channelLabel, methodLabel } from '../present.ts';
import classes from './day-close.module.css';

/** The range's two date fields and their labels. */
const RANGE_ENDS = [
  ['from', 'finance.dayClose.from'],
  ['to', 'finance.dayClose.to'],
] as const;

/** One of the report's lists under its heading (the heading names the list for screen readers too). */
function TitledRows<T>(props: {
  title: string;
  rows: T[];
  columns: Column<T>[];
  rowKey(row: T): string | number;
}) {
  const t = useT();
  return (
    <>
      <Title order={3} size="h4">
        {props.title}
      </Title>
      <FramedRows
        rows={props.rows}
        columns={props.columns}
        rowKey={props.rowKey}
        loading={false}
        error={null}
        emptyText={t('finance.receiptsTab.empty')}
        label={props.title}
      />
    </>
  );
}

/** Day close: collections of a date or range by method (and how they came in: desk, Razorpay, bank statement) and by collector, the cash to hand over; printable (cards on a phone). */
export function DayCloseTab() {
  const t = useT();
  const [range, setRange] = useState({ from: '', to: '' });
  const report = useQuery(dayCloseQuery(range));
  const r = report.data;
  const collectorColumns: Column<TDayClose['by_collector'][number]>[] = [
    { header: t('finance.column.collectedBy'), cell: (c) => `${c.name} (${c.role})` },
    { header: t('finance.column.receipts'), cell: (c) => c.count },
    { header: t('finance.column.total'), cell: (c) => formatRupees(c.amount) },
    { header: t('finance.column.cash'), cell: (c) => formatRupees(c.cash) },
  ];
  const receiptColumns: Column<TDayClose['receipts'][number]>[] = [
    { header: t('finance.column.number'), cell: (x) => `#${x.number}` },
    { header: t('finance.column.receivedFrom'), cell: (x) => x.customer_name },
    { header: t('finance.column.method'), cell: (x) => methodLabel(t, x.method) },
    { header: t('finance.column.reference'), cell: (x) => x.reference },
    { header: t('finance.column.collectedBy'), cell: (x) => x.collected_by },
    { header: t('finance.column.amount'), cell: (x) => formatRupees(x.amount) },
  ];
  return (
    <Stack>
      <Group align="flex-end" className={classes.noPrint}>
        {RANGE_ENDS.map(([end, label]) => (
          <DateField
            key={end}
            label={t(label)}
            clearable
            value={range[end]}
            onChange={(day) => setRange({ ...range, [end]: day })}
            w={170}
          />
        ))}
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
              {r.by_channel.map((m) => (
                <Table.Tr key={`${m.method}:${m.channel}`}>
                  <Table.Td>
                    {methodLabel(t, m.method)} · {channelLabel(t, m.channel)}
                  </Table.Td>
                  <Table.Td>{m.count}</Table.Td>
                  <Table.Td>{formatRupees(m.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <TitledRows
            title={t('finance.dayClose.byCollector')}
            rows={r.by_collector}
            columns={collectorColumns}
            rowKey={(c) => `${c.role}:${c.name}`}
          />
          <TitledRows
            title={t('finance.dayClose.receipts')}
            rows={r.receipts}
            columns={receiptColumns}
            rowKey={(x) => x.id}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
