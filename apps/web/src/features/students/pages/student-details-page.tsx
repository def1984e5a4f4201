import {
  Button,
  Group,
  Paper,
  ScrollArea,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { messageOf } from '../../../lib/api-client.ts';
import { formatDate, formatRupees as rupees } from '../../common/format.ts';
import { PageHeader } from '../../common/page-header.tsx';
import { askReason } from '../../common/reason-dialog.tsx';
import { TableState } from '../../common/table-state.tsx';
import { LedgerEntryForm } from '../../finance/components/ledger-entry-form.tsx';
import { studentDetailsQuery, useReverseEntry } from '../api/students.ts';

/** Student details: basic info, the fee ledger with its running balance, seat history. */
export function StudentDetailsPage() {
  const { id } = useParams();
  const details = useQuery(studentDetailsQuery(id ?? ''));
  const reversal = useReverseEntry(id ?? '');
  if (details.isPending) return <Skeleton h={320} radius="md" />;
  if (details.isError) {
    return (
      <Stack gap="lg">
        <PageHeader title="Student Details" />
        <Text c="red" role="alert">
          {messageOf(details.error, 'Failed to load student details')}
        </Text>
      </Stack>
    );
  }
  const { student, feeHistory, seatHistory } = details.data;
  const reverse = (entryId: number, description: string) =>
    askReason({
      title: `Reverse “${description}”`,
      label: 'Reason',
      confirmLabel: 'Post reversal',
      submit: async (reason) => {
        await reversal.mutateAsync({ entryId, reason });
      },
    });
  const info: [string, string][] = [
    ['Student ID', student.student_id],
    ['Name', student.name],
    ["Father's name", student.father_name || '—'],
    ['Admission date', formatDate(student.admission_date)],
    ['Seat', student.seat ?? '—'],
    ['Locker', student.locker ?? '—'],
    ['Fees', rupees(student.fees)],
    ['Paid', rupees(student.paid)],
    ['Discount', rupees(student.discount)],
    student.advance > 0 ? ['Advance', rupees(student.advance)] : ['Due', rupees(student.due)],
  ];

  return (
    <Stack gap="lg">
      <PageHeader title="Student Details" description={`${student.name} · ${student.student_id}`} />
      <Group>
        <Button component={Link} to={`/admin/money?tab=record&student=${student.id}`} variant="light">
          Record payment
        </Button>
      </Group>
      <Paper withBorder p="lg" radius="md">
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="md">
          {info.map(([label, value]) => (
            <div key={label}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                {label}
              </Text>
              <Text fw={600}>{value}</Text>
            </div>
          ))}
        </SimpleGrid>
      </Paper>
      <Title order={2} size="h4">
        Fee history
      </Title>
      <LedgerEntryForm studentId={student.id} onPosted={() => details.refetch()} />
      <Paper withBorder radius="md">
        <ScrollArea type="auto">
          <Table miw={480} verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Entry</Table.Th>
                <Table.Th>Fees</Table.Th>
                <Table.Th>Paid</Table.Th>
                <Table.Th>Discount</Table.Th>
                <Table.Th>Balance</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <TableState
                columns={7}
                loading={false}
                error={null}
                empty={feeHistory.length === 0}
                emptyText="No fees recorded yet."
              />
              {feeHistory.map((f) => (
                <Table.Tr key={f.id}>
                  <Table.Td>{formatDate(f.date)}</Table.Td>
                  <Table.Td>{f.description}</Table.Td>
                  <Table.Td>{rupees(f.fees)}</Table.Td>
                  <Table.Td>{rupees(f.paid)}</Table.Td>
                  <Table.Td>{rupees(f.discount)}</Table.Td>
                  <Table.Td>{f.balance < 0 ? `Advance ${rupees(-f.balance)}` : rupees(f.due)}</Table.Td>
                  <Table.Td>
                    {f.reversible ? (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        onClick={() => reverse(f.id, f.description)}
                      >
                        Reverse
                      </Button>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </Paper>
      <Title order={2} size="h4">
        Seat history
      </Title>
      <Paper withBorder radius="md">
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Seat</Table.Th>
              <Table.Th>Locker</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <TableState
              columns={3}
              loading={false}
              error={null}
              empty={seatHistory.length === 0}
              emptyText="No seats assigned yet."
            />
            {seatHistory.map((s) => (
              <Table.Tr key={s.id}>
                <Table.Td>{formatDate(s.date)}</Table.Td>
                <Table.Td>{s.seat ?? '—'}</Table.Td>
                <Table.Td>{s.locker ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    </Stack>
  );
}
