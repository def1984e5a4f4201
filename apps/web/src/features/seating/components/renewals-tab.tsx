import { Button, SegmentedControl, Stack } from '@mantine/core';
import type { TRenewalEntry } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { type Column, DataTable } from '../../common/data-table.tsx';
import { formatDate, formatRupees } from '../../common/format.ts';
import { useReminderColumn } from '../../reminders/components/use-reminder-column.tsx';
import { renewalsQuery, useRenewPlan } from '../api/plans.ts';
import { ShiftLabel } from './shift-label.tsx';

const LISTS = [
  { value: 'expiring', label: 'seating.manage.expiring' },
  { value: 'lapsed', label: 'seating.manage.lapsed' },
] as const;

/** Plans to renew: ending within 7 days, or lapsed in the last 30, not yet renewed. */
export function RenewalsTab() {
  const t = useT();
  const [list, setList] = useState<'expiring' | 'lapsed'>('expiring');
  const rows = useQuery(renewalsQuery(list));
  const placeName = (e: TRenewalEntry) =>
    e.kind === 'seat'
      ? t('seating.manage.seatPlace', { place: e.place })
      : t('seating.manage.lockerPlace', { place: e.place });
  const renew = useRenewPlan();
  const busy = renew.isPending ? renew.variables : undefined;
  const reminders = useReminderColumn('expiry', rows.data ?? [], (e) => ({
    studentId: e.student_id,
    name: e.student_name,
    detail: t('seating.manage.detail', { place: placeName(e), date: formatDate(e.ends_on) }),
  }));
  const columns: Column<TRenewalEntry>[] = [
    { header: t('seating.column.student'), cell: (e) => e.student_name },
    {
      header: t('seating.manage.seatLocker'),
      cell: (e) => (
        <>
          {placeName(e)}
          {e.shift ? (
            <div>
              <ShiftLabel label={e.shift} size="xs" />
            </div>
          ) : null}
        </>
      ),
    },
    { header: t('seating.manage.endsOn'), cell: (e) => formatDate(e.ends_on) },
    {
      header: list === 'expiring' ? t('seating.manage.daysLeft') : t('seating.manage.price'),
      cell: (e) => (list === 'expiring' ? e.days_left : formatRupees(e.price)),
    },
    {
      header: t('seating.manage.action'),
      cell: (e) => (
        <Button
          size="xs"
          variant="light"
          color="teal"
          loading={busy?.kind === e.kind && busy.id === e.plan_id}
          onClick={() => renew.mutate({ kind: e.kind, id: e.plan_id, student: e.student_name })}
        >
          {t('seating.manage.renewFor', { price: formatRupees(e.price) })}
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
        data={LISTS.map((l) => ({ value: l.value, label: t(l.label) }))}
        w="fit-content"
      />
      {reminders.toolbar}
      <DataTable
        query={rows}
        errorText={t('seating.manage.renewalsFailed')}
        columns={columns}
        rowKey={(e) => `${e.kind}-${e.plan_id}`}
        emptyText={list === 'expiring' ? t('seating.manage.noneExpiring') : t('seating.manage.noneLapsed')}
        label={t('seating.manage.renewals')}
        minWidth={860}
      />
    </Stack>
  );
}
