import {
  Button,
  Group,
  Paper,
  ScrollArea,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { TDues, TReminderLang, TShift } from '@studydesk/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../lib/api-client.ts';
import { download } from '../../lib/upload.ts';
import { notifyError } from '../common/feedback.tsx';
import { formatDate, formatRupees } from '../common/format.ts';
import { TableState } from '../common/table-state.tsx';
import { BulkReminders } from '../reminders/bulk-reminders.tsx';
import { RemindButtons, ReminderLanguage } from '../reminders/remind-buttons.tsx';
import { useLastReminders } from '../reminders/use-reminders.ts';

/** The owner's dues: every student owing money, sortable and filterable, with the total and an .xlsx export. */
export function DuesTab() {
  const [filter, setFilter] = useState({ sort: 'amount', shift_id: '', plan: '', expires_before: '' });
  const shifts = useQuery({ queryKey: ['shifts'], queryFn: () => api.get<TShift[]>('/api/shifts') });
  const params = new URLSearchParams({ limit: '500' });
  for (const [k, v] of Object.entries(filter)) if (v) params.set(k, v);
  const dues = useQuery({
    queryKey: ['/api/dues', params.toString()],
    queryFn: () => api.get<TDues>(`/api/dues?${params}`),
    placeholderData: keepPreviousData,
  });
  const [lang, setLang] = useState<TReminderLang>('en');
  const rows = dues.data?.rows ?? [];
  const last = useLastReminders(rows.map((r) => r.student_id));
  const set = (key: keyof typeof filter) => (value: string | null) =>
    setFilter((f) => ({ ...f, [key]: value ?? '' }));

  return (
    <Stack>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={2} size="h3" data-testid="total-outstanding">
          Total outstanding {formatRupees(dues.data?.total_outstanding ?? 0)}
        </Title>
        <Button
          variant="light"
          onClick={() =>
            download(`/api/dues/export?${params}`, 'dues.xlsx').catch(() =>
              notifyError('Failed to export dues.'),
            )
          }
        >
          Export .xlsx
        </Button>
      </Group>
      <Group gap="sm" wrap="wrap">
        <ReminderLanguage value={lang} onChange={setLang} />
        <BulkReminders
          kind="dues"
          lang={lang}
          targets={rows.map((r) => ({
            studentId: r.student_id,
            name: r.name,
            detail: `${formatRupees(r.due)} due · ${r.days_overdue} days overdue`,
          }))}
        />
      </Group>
      <Group align="flex-end" wrap="wrap">
        <Select
          label="Sort by"
          data={[
            { value: 'amount', label: 'Amount due' },
            { value: 'overdue', label: 'Days overdue' },
          ]}
          value={filter.sort}
          onChange={set('sort')}
          allowDeselect={false}
          w={170}
        />
        <Select
          label="Shift"
          clearable
          data={(shifts.data ?? []).map((s) => ({ value: String(s.id), label: s.duration }))}
          value={filter.shift_id || null}
          onChange={set('shift_id')}
          w={200}
        />
        <Select
          label="Plan"
          clearable
          data={[
            { value: 'seat', label: 'Has a seat plan' },
            { value: 'locker', label: 'Has a locker plan' },
            { value: 'none', label: 'No plan' },
          ]}
          value={filter.plan || null}
          onChange={set('plan')}
          w={190}
        />
        <TextInput
          label="Plan ends by"
          type="date"
          value={filter.expires_before}
          onChange={(e) => set('expires_before')(e.currentTarget.value)}
          w={170}
        />
      </Group>
      <Paper withBorder radius="md">
        <ScrollArea type="auto">
          <Table miw={820} verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Student</Table.Th>
                <Table.Th>Phone</Table.Th>
                <Table.Th>Shift</Table.Th>
                <Table.Th>Plan ends</Table.Th>
                <Table.Th>Days overdue</Table.Th>
                <Table.Th>Due</Table.Th>
                <Table.Th>Remind</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <TableState
                columns={7}
                loading={dues.isPending}
                error={dues.isError ? 'Failed to load dues.' : null}
                empty={(dues.data?.rows.length ?? 0) === 0}
                emptyText="No student owes anything."
              />
              {dues.data?.rows.map((r) => (
                <Table.Tr key={r.student_id}>
                  <Table.Td>
                    {r.name}{' '}
                    <Text span c="dimmed" size="sm">
                      ({r.student_code})
                    </Text>
                  </Table.Td>
                  <Table.Td>{r.phone}</Table.Td>
                  <Table.Td>{r.shift ?? '—'}</Table.Td>
                  <Table.Td>{r.plan_ends_on ? formatDate(r.plan_ends_on) : '—'}</Table.Td>
                  <Table.Td>{r.days_overdue}</Table.Td>
                  <Table.Td fw={700}>{formatRupees(r.due)}</Table.Td>
                  <Table.Td>
                    <RemindButtons
                      studentId={r.student_id}
                      name={r.name}
                      kind="dues"
                      lang={lang}
                      last={last.get(r.student_id)}
                    />
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
