import {
  Button,
  Group,
  NumberInput,
  Paper,
  ScrollArea,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { feeDue, type TFeeRecord } from '@studydesk/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, messageOf } from '../../lib/api-client.ts';
import { download } from '../../lib/upload.ts';
import { notifyError, notifySuccess } from '../common/feedback.tsx';
import { formatRupees } from '../common/format.ts';
import { PageHeader } from '../common/page-header.tsx';
import { TableState } from '../common/table-state.tsx';

/** Fees Management: 'Manage Fees' (editable per student) and 'Invoice' (per-student PDF). */
export function FeesPage() {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const url = q
    ? `/api/fees/search?query=${encodeURIComponent(q)}&limit=100`
    : '/api/fees/students?limit=100';
  const fees = useQuery({ queryKey: ['fees', url], queryFn: () => api.get<TFeeRecord[]>(url) });
  const rows = fees.data ?? [];
  const error = fees.isError ? (q ? 'Search failed' : 'Failed to load students') : null;

  return (
    <Stack gap="lg">
      <PageHeader
        title="Fees Management"
        description="Seat and locker fees, payments and discounts per student."
      />
      <TextInput
        label="Search students"
        placeholder="Name or student ID"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={340}
      />
      <Tabs defaultValue="manage">
        <Tabs.List>
          <Tabs.Tab value="manage">Manage Fees</Tabs.Tab>
          <Tabs.Tab value="invoice">Invoice</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="manage" pt="md">
          <Paper withBorder radius="md">
            <ScrollArea type="auto">
              <Table verticalSpacing="xs" miw={980} aria-label="Fees">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Student</Table.Th>
                    <Table.Th>Seat price</Table.Th>
                    <Table.Th>Locker price</Table.Th>
                    <Table.Th>Total</Table.Th>
                    <Table.Th>Paid</Table.Th>
                    <Table.Th>Discount</Table.Th>
                    <Table.Th>Due</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  <TableState
                    columns={8}
                    loading={fees.isPending}
                    error={error}
                    empty={rows.length === 0}
                    emptyText="No students found"
                  />
                  {rows.map((r) => (
                    <FeeRow key={r.student_id} record={r} />
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
          </Paper>
        </Tabs.Panel>
        <Tabs.Panel value="invoice" pt="md">
          <Paper withBorder radius="md">
            <Table verticalSpacing="sm" aria-label="Invoices per student">
              <Table.Tbody>
                <TableState
                  columns={3}
                  loading={fees.isPending}
                  error={error}
                  empty={rows.length === 0}
                  emptyText="No students found"
                />
                {rows.map((r) => (
                  <Table.Tr key={r.student_id}>
                    <Table.Td>
                      {r.name}{' '}
                      <Text span c="dimmed" size="sm">
                        ({r.student_code})
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {r.advance > 0 ? `Advance ${formatRupees(r.advance)}` : `Due ${formatRupees(r.due)}`}
                    </Table.Td>
                    <Table.Td w={180}>
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() =>
                          download(
                            `/api/fees/invoice/${r.student_id}`,
                            `invoice-${r.student_code}.pdf`,
                          ).catch(() =>
                            notifyError('Failed to download invoice. Please check backend route.'),
                          )
                        }
                      >
                        Download invoice
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** One editable row; the due updates live as seat + locker - paid - discount, never below 0. */
function FeeRow({ record }: { record: TFeeRecord }) {
  const client = useQueryClient();
  const [values, setValues] = useState({
    seat_price: record.seat_price,
    locker_price: record.locker_price,
    paid: record.paid,
    discount: record.discount,
  });
  const [pending, setPending] = useState(false);
  const num = (key: keyof typeof values) => (v: number | string) =>
    setValues((f) => ({ ...f, [key]: Number(v) || 0 }));
  const total = values.seat_price + values.locker_price;

  const save = async () => {
    setPending(true);
    try {
      const res = await api.post<{ message?: string }>('/api/fees/assign', {
        student_id: record.student_id,
        ...values,
        total_fees: total,
      });
      notifySuccess(res.message || 'Fees assigned successfully!');
      await client.invalidateQueries({ queryKey: ['fees'] });
    } catch (err) {
      notifyError(messageOf(err, 'Failed to assign fees'));
    } finally {
      setPending(false);
    }
  };

  const input = (key: keyof typeof values, label: string) => (
    <NumberInput
      aria-label={`${label} for ${record.name}`}
      min={0}
      decimalScale={2}
      value={values[key]}
      onChange={num(key)}
      size="xs"
      w={110}
      prefix="₹"
    />
  );
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={600}>
          {record.name}
        </Text>
        <Text size="xs" c="dimmed">
          {record.student_code}
          {record.father_name ? ` · ${record.father_name}` : ''}
        </Text>
      </Table.Td>
      <Table.Td>{input('seat_price', 'Seat price')}</Table.Td>
      <Table.Td>{input('locker_price', 'Locker price')}</Table.Td>
      <Table.Td>{formatRupees(total)}</Table.Td>
      <Table.Td>{input('paid', 'Paid')}</Table.Td>
      <Table.Td>{input('discount', 'Discount')}</Table.Td>
      <Table.Td>
        <Text fw={700} data-testid={`due-${record.student_id}`}>
          {formatRupees(feeDue(values))}
        </Text>
      </Table.Td>
      <Table.Td>
        <Group>
          <Button size="xs" onClick={save} loading={pending}>
            Save
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
