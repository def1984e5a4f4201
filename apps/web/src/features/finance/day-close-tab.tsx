import { Button, Group, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { PAYMENT_METHOD_LABELS, type TDayClose } from '@studydesk/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api, messageOf } from '../../lib/api-client.ts';
import { formatDate, formatRupees } from '../common/format.ts';
import classes from './day-close.module.css';

/** Day close: collections of a date or range by method and by collector, the cash to hand over; printable. */
export function DayCloseTab() {
  const [range, setRange] = useState({ from: '', to: '' });
  const params = new URLSearchParams();
  if (range.from) params.set('from', range.from);
  if (range.to) params.set('to', range.to);
  const report = useQuery({
    queryKey: ['/api/day-close', params.toString()],
    queryFn: () => api.get<TDayClose>(`/api/day-close?${params}`),
    placeholderData: keepPreviousData,
  });
  const r = report.data;
  return (
    <Stack>
      <Group align="flex-end" className={classes.noPrint}>
        <TextInput
          label="From"
          type="date"
          value={range.from}
          onChange={(e) => setRange({ ...range, from: e.currentTarget.value })}
          w={170}
        />
        <TextInput
          label="To"
          type="date"
          value={range.to}
          onChange={(e) => setRange({ ...range, to: e.currentTarget.value })}
          w={170}
        />
        <Button variant="light" onClick={() => window.print()}>
          Print
        </Button>
      </Group>
      {report.isError ? (
        <Text c="red" role="alert">
          {messageOf(report.error, 'Failed to load the day close.')}
        </Text>
      ) : null}
      {r ? (
        <Stack>
          <Title order={2} size="h3">
            Day close {r.from === r.to ? formatDate(r.from) : `${formatDate(r.from)} – ${formatDate(r.to)}`}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Paper withBorder p="md">
              <Text c="dimmed">Collected</Text>
              <Text fw={700} fz="xl" data-testid="day-total">
                {formatRupees(r.total)}
              </Text>
              <Text size="sm">{r.count} receipts</Text>
            </Paper>
            <Paper withBorder p="md">
              <Text c="dimmed">Cash to hand over</Text>
              <Text fw={700} fz="xl" data-testid="cash-to-hand-over">
                {formatRupees(r.cash_to_hand_over)}
              </Text>
            </Paper>
          </SimpleGrid>
          <Title order={3} size="h4">
            By method
          </Title>
          <Table withTableBorder>
            <Table.Tbody>
              {r.by_method.map((m) => (
                <Table.Tr key={m.method}>
                  <Table.Td>{PAYMENT_METHOD_LABELS[m.method]}</Table.Td>
                  <Table.Td>{m.count}</Table.Td>
                  <Table.Td>{formatRupees(m.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Title order={3} size="h4">
            By collector
          </Title>
          <Table withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Collected by</Table.Th>
                <Table.Th>Receipts</Table.Th>
                <Table.Th>Total</Table.Th>
                <Table.Th>Cash</Table.Th>
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
            Receipts
          </Title>
          <Table withTableBorder>
            <Table.Tbody>
              {r.receipts.map((x) => (
                <Table.Tr key={x.id}>
                  <Table.Td>#{x.number}</Table.Td>
                  <Table.Td>{x.customer_name}</Table.Td>
                  <Table.Td>{PAYMENT_METHOD_LABELS[x.method]}</Table.Td>
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
