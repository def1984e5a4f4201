import { Button, SegmentedControl, Stack } from '@mantine/core';
import type { TRenewalEntry } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Column, DataTable } from '../../common/data-table.tsx';
import { formatDate, formatRupees } from '../../common/format.ts';
import { useReminderColumn } from '../../reminders/components/use-reminder-column.tsx';
import { renewalsQuery, useRenewPlan } from '../api/plans.ts';
import { ShiftLabel } from './shift-label.tsx';

const LISTS = [
  { value: 'expiring', label: 'Expiring this week' },
  { value: 'lapsed', label: 'Lapsed in the last 30 days' },
] as const;

/** Plans to renew: ending within 7 days, or lapsed in the last 30, not yet renewed. */
export function RenewalsTab() {
  const [list, setList] = useState<'expiring' | 'lapsed'>('expiring');
  const rows = useQuery(renewalsQuery(list));
  const renew = useRenewPlan();
  const busy = renew.isPending ? renew.variables : undefined;
  const reminders = useReminderColumn('expiry', rows.data ?? [], (e) => ({
    studentId: e.student_id,
    name: e.student_name,
    detail: `${e.kind === 'seat' ? 'Seat' : 'Locker'} ${e.place} · ends ${formatDate(e.ends_on)}`,
  }));
  const columns: Column<TRenewalEntry>[] = [
    { header: 'Student', cell: (e) => e.student_name },
    {
      header: 'Seat / locker',
      cell: (e) => (
        <>
          {e.kind === 'seat' ? `Seat ${e.place}` : `Locker ${e.place}`}
          {e.shift ? (
            <div>
              <ShiftLabel label={e.shift} size="xs" />
            </div>
          ) : null}
        </>
      ),
    },
    { header: 'Ends on', cell: (e) => formatDate(e.ends_on) },
    {
      header: list === 'expiring' ? 'Days left' : 'Price',
      cell: (e) => (list === 'expiring' ? e.days_left : formatRupees(e.price)),
    },
    {
      header: 'Action',
      cell: (e) => (
        <Button
          size="xs"
          variant="light"
          color="teal"
          loading={busy?.kind === e.kind && busy.id === e.plan_id}
          onClick={() => renew.mutate({ kind: e.kind, id: e.plan_id, student: e.student_name })}
        >
          Renew ({formatRupees(e.price)})
        </Button>
      ),
    },
    reminders.column,
  ];
  return (
    <Stack gap="md">
      <SegmentedControl
        value={list}
        onChange={(v) => setList(v as typeof list)}
        data={LISTS.map((l) => ({ value: l.value, label: l.label }))}
        w="fit-content"
      />
      {reminders.toolbar}
      <DataTable
        query={rows}
        errorText="Failed to load renewals."
        columns={columns}
        rowKey={(e) => `${e.kind}-${e.plan_id}`}
        emptyText={list === 'expiring' ? 'No plan ends this week.' : 'No plan lapsed in the last 30 days.'}
        label="Renewals"
        minWidth={860}
      />
    </Stack>
  );
}
