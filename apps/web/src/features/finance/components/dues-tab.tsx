import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import type { TDues } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { download } from '../../../lib/upload.ts';
import { type Column, DataTable } from '../../common/data-table.tsx';
import { DateField } from '../../common/date-field.tsx';
import { notifyError } from '../../common/feedback.tsx';
import { formatDate, formatRupees } from '../../common/format.ts';
import {
  LastMessageCell,
  NextReminderCell,
  PauseReminders,
} from '../../reminders/components/dunning-cells.tsx';
import { useReminderColumn } from '../../reminders/components/use-reminder-column.tsx';
import { shiftsQuery } from '../../seating/api/shifts.ts';
import { ShiftLabel, shiftOptionLabel } from '../../seating/components/shift-label.tsx';
import { duesExportUrl, duesQuery } from '../api/dues.ts';
import { studentName } from './student-name.tsx';

type TDuesRow = TDues['rows'][number];

/** The owner's dues: every student owing money, sortable and filterable, with the total and an .xlsx export. */
export function DuesTab() {
  const t = useT();
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
    detail: t('finance.dues.detail', { amount: formatRupees(r.due), days: r.days_overdue }),
  }));
  const columns: Column<TDuesRow>[] = [
    { header: t('finance.dues.student'), cell: studentName },
    { header: t('finance.dues.phone'), cell: (r) => r.phone },
    { header: t('finance.dues.shift'), cell: (r) => (r.shift ? <ShiftLabel label={r.shift} /> : '—') },
    { header: t('finance.dues.planEnds'), cell: (r) => (r.plan_ends_on ? formatDate(r.plan_ends_on) : '—') },
    { header: t('finance.dues.daysOverdue'), cell: (r) => r.days_overdue },
    {
      header: t('finance.dues.due'),
      cell: (r) => (
        <Text span fw={700} size="sm">
          {formatRupees(r.due)}
        </Text>
      ),
    },
    reminders.column,
    { header: t('finance.dues.lastMessage'), cell: (r) => <LastMessageCell message={r.last_message} /> },
    {
      header: t('finance.dues.nextReminder'),
      cell: (r) => (
        <Stack gap={2} align="flex-start">
          <NextReminderCell next={r.next_reminder} />
          <PauseReminders studentId={r.student_id} name={r.name} paused={r.paused} />
        </Stack>
      ),
    },
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
          {t('finance.dues.total', { amount: formatRupees(dues.data?.total_outstanding ?? 0) })}
        </Title>
        <Button
          variant="light"
          onClick={() =>
            download(duesExportUrl(params), 'dues.xlsx').catch(() =>
              notifyError(t('finance.dues.exportFailed')),
            )
          }
        >
          {t('finance.dues.export')}
        </Button>
      </Group>
      {reminders.toolbar}
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('finance.dues.sortBy')}
          data={[
            { value: 'amount', label: t('finance.dues.amountDue') },
            { value: 'overdue', label: t('finance.dues.daysOverdue') },
          ]}
          allowDeselect={false}
          {...bind('sort')}
          w={170}
        />
        <Select
          label={t('finance.dues.shift')}
          clearable
          data={(shifts.data ?? []).map((s) => ({ value: String(s.id), label: shiftOptionLabel(s) }))}
          w={200}
          {...bind('shift_id')}
        />
        <Select
          label={t('finance.dues.plan')}
          clearable
          data={[
            { value: 'seat', label: t('finance.dues.hasSeat') },
            { value: 'locker', label: t('finance.dues.hasLocker') },
            { value: 'none', label: t('finance.dues.noPlan') },
          ]}
          w={190}
          {...bind('plan')}
        />
        <DateField
          label={t('finance.dues.endsBy')}
          clearable
          w={170}
          value={filter.expires_before}
          onChange={bind('expires_before').onChange}
        />
      </Group>
      <DataTable
        query={rowsQuery}
        errorText={t('finance.dues.loadFailed')}
        columns={columns}
        rowKey={(r) => r.student_id}
        emptyText={t('finance.dues.empty')}
        label={t('finance.dues.label')}
        minWidth={1100}
      />
    </Stack>
  );
}
