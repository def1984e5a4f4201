import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import type { TDues } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { download } from '../../../lib/upload.ts';
import { type Column, DataTable } from '../../common/data-table.tsx';
import { DateField } from '../../common/date-field.tsx';
import { notifyError } from '../../common/feedback.tsx';
import { formatDate, formatRupees } from '../../common/format.ts';
import { useReminderColumn } from '../../reminders/components/use-reminder-column.tsx';
import { shiftsQuery } from '../../seating/api/shifts.ts';
import { ShiftLabel, shiftOptionLabel } from '../../seating/components/shift-label.tsx';
import { duesExportUrl, duesQuery } from '../api/dues.ts';
import { studentName } from './student-name.tsx';

type TDuesRow = TDues['rows'][number];

/** The owner's dues: every student owing money, sortable and filterable, with the total and an .xlsx export. */
export function DuesTab() {
  const [filter, setFilter] = useState({ sort: 'amount', shift_id: '', plan: '', expires_before: '' });
  const shifts = useQuery(shiftsQuery);
  const params = new URLSearchParams({ limit: '500' });
  for (const [k, v] of Object.entries(filter)) if (v) params.set(k, v);
  const dues = useQuery(duesQuery(params));
  const rowsQuery = useQuery({ ...duesQuery(params), select: (d) => d.rows });
  const rows = rowsQuery.data ?? [];
  const reminders = useReminderColumn('dues', rows, (r) => ({
    studentId: r.student_id,
    name: r.name,
    detail: `${formatRupees(r.due)} due · ${r.days_overdue} days overdue`,
  }));
  const columns: Column<TDuesRow>[] = [
    { header: 'Student', cell: studentName },
    { header: 'Phone', cell: (r) => r.phone },
    { header: 'Shift', cell: (r) => (r.shift ? <ShiftLabel label={r.shift} /> : '—') },
    { header: 'Plan ends', cell: (r) => (r.plan_ends_on ? formatDate(r.plan_ends_on) : '—') },
    { header: 'Days overdue', cell: (r) => r.days_overdue },
    {
      header: 'Due',
      cell: (r) => (
        <Text span fw={700} size="sm">
          {formatRupees(r.due)}
        </Text>
      ),
    },
    reminders.column,
  ];
  /** A filter field's value and onChange. */
  const bind = (key: keyof typeof filter) => ({
    value: filter[key] || null,
    onChange: (value: string | null) => setFilter((f) => ({ ...f, [key]: value ?? '' })),
  });

  return (
    <Stack>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={2} size="h3" data-testid="total-outstanding">
          Total outstanding {formatRupees(dues.data?.total_outstanding ?? 0)}
        </Title>
        <Button
          variant="light"
          onClick={() =>
            download(duesExportUrl(params), 'dues.xlsx').catch(() => notifyError('Failed to export dues.'))
          }
        >
          Export .xlsx
        </Button>
      </Group>
      {reminders.toolbar}
      <Group align="flex-end" wrap="wrap">
        <Select
          label="Sort by"
          data={[
            { value: 'amount', label: 'Amount due' },
            { value: 'overdue', label: 'Days overdue' },
          ]}
          allowDeselect={false}
          {...bind('sort')}
          w={170}
        />
        <Select
          label="Shift"
          clearable
          data={(shifts.data ?? []).map((s) => ({ value: String(s.id), label: shiftOptionLabel(s) }))}
          w={200}
          {...bind('shift_id')}
        />
        <Select
          label="Plan"
          clearable
          data={[
            { value: 'seat', label: 'Has a seat plan' },
            { value: 'locker', label: 'Has a locker plan' },
            { value: 'none', label: 'No plan' },
          ]}
          w={190}
          {...bind('plan')}
        />
        <DateField
          label="Plan ends by"
          clearable
          w={170}
          value={filter.expires_before}
          onChange={bind('expires_before').onChange}
        />
      </Group>
      <DataTable
        query={rowsQuery}
        errorText="Failed to load dues."
        columns={columns}
        rowKey={(r) => r.student_id}
        emptyText="No student owes anything."
        label="Dues"
        minWidth={820}
      />
    </Stack>
  );
}
