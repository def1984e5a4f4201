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
import { useT } from '../../../i18n/use-t.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { formatDate, formatRupees as rupees } from '../../common/format.ts';
import { PageHeader } from '../../common/page-header.tsx';
import { askReason } from '../../common/reason-dialog.tsx';
import { TableState } from '../../common/table-state.tsx';
import { CreditNotesList } from '../../finance/components/credit-notes-list.tsx';
import { LedgerEntryForm } from '../../finance/components/ledger-entry-form.tsx';
import { StudentPauses } from '../../seating/components/plan-pauses.tsx';
import { studentDetailsQuery, useReverseEntry } from '../api/students.ts';

/** Student details: basic info, the fee ledger with its running balance, seat history. */
export function StudentDetailsPage() {
  const t = useT();
  const { id } = useParams();
  const details = useQuery(studentDetailsQuery(id ?? ''));
  const reversal = useReverseEntry(id ?? '');
  if (details.isPending) return <Skeleton h={320} radius="md" />;
  if (details.isError) {
    return (
      <Stack gap="lg">
        <PageHeader title={t('finance.student.title')} />
        <Text c="red" role="alert">
          {messageOf(details.error, t('finance.student.loadFailed'))}
        </Text>
      </Stack>
    );
  }
  const { student, feeHistory, seatHistory } = details.data;
  const reverse = (entryId: number, description: string) =>
    askReason({
      title: t('finance.student.reverseTitle', { description }),
      label: t('finance.student.reason'),
      confirmLabel: t('finance.student.postReversal'),
      submit: async (reason) => {
        await reversal.mutateAsync({ entryId, reason });
      },
    });
  const info: [string, string][] = [
    [t('finance.student.studentId'), student.student_id],
    [t('finance.student.name'), student.name],
    [t('finance.student.father'), student.father_name || '—'],
    [t('finance.student.admission'), formatDate(student.admission_date)],
    [t('finance.student.seat'), student.seat ?? '—'],
    [t('finance.student.locker'), student.locker ?? '—'],
    [t('finance.student.fees'), rupees(student.fees)],
    [t('finance.student.paid'), rupees(student.paid)],
    [t('finance.student.discount'), rupees(student.discount)],
    student.advance > 0
      ? [t('finance.student.advance'), rupees(student.advance)]
      : [t('finance.student.due'), rupees(student.due)],
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('finance.student.title')}
        description={`${student.name} · ${student.student_id}`}
      />
      <Group>
        <Button component={Link} to={`/admin/money?tab=record&student=${student.id}`} variant="light">
          {t('finance.student.record')}
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
        {t('finance.student.feeHistory')}
      </Title>
      <LedgerEntryForm studentId={student.id} onPosted={() => details.refetch()} />
      <Paper withBorder radius="md">
        <ScrollArea type="auto">
          <Table miw={480} verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('finance.student.date')}</Table.Th>
                <Table.Th>{t('finance.student.entry')}</Table.Th>
                <Table.Th>{t('finance.student.fees')}</Table.Th>
                <Table.Th>{t('finance.student.paid')}</Table.Th>
                <Table.Th>{t('finance.student.discount')}</Table.Th>
                <Table.Th>{t('finance.student.balance')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <TableState
                columns={7}
                loading={false}
                error={null}
                empty={feeHistory.length === 0}
                emptyText={t('finance.student.noFees')}
              />
              {feeHistory.map((f) => (
                <Table.Tr key={f.id}>
                  <Table.Td>{formatDate(f.date)}</Table.Td>
                  <Table.Td>{f.description}</Table.Td>
                  <Table.Td>{rupees(f.fees)}</Table.Td>
                  <Table.Td>{rupees(f.paid)}</Table.Td>
                  <Table.Td>{rupees(f.discount)}</Table.Td>
                  <Table.Td>
                    {f.balance < 0
                      ? t('finance.student.advanceAmount', { amount: rupees(-f.balance) })
                      : rupees(f.due)}
                  </Table.Td>
                  <Table.Td>
                    {f.reversible ? (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        onClick={() => reverse(f.id, f.description)}
                      >
                        {t('finance.student.reverse')}
                      </Button>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </Paper>
      <CreditNotesList studentId={student.id} />
      <StudentPauses studentId={student.id} />
      <Title order={2} size="h4">
        {t('finance.student.seatHistory')}
      </Title>
      <Paper withBorder radius="md">
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('finance.student.date')}</Table.Th>
              <Table.Th>{t('finance.student.seat')}</Table.Th>
              <Table.Th>{t('finance.student.locker')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <TableState
              columns={3}
              loading={false}
              error={null}
              empty={seatHistory.length === 0}
              emptyText={t('finance.student.noSeats')}
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
