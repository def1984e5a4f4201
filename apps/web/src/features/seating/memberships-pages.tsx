import { Badge, Button, Stack, TextInput, Title } from '@mantine/core';
import type { TLockerPlan, TSeatPlan } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Translate, useT } from '../../i18n/use-t.ts';
import { api } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.tsx';
import { notifyError } from '../common/feedback.tsx';
import { formatRupees } from '../common/format.ts';
import { PageHeader } from '../common/page-header.tsx';
import { planDates } from './plan-dates.tsx';
import { SimpleTable } from './simple-table.tsx';
import { ValidityBadge } from './validity-badge.tsx';

/** Seat plans' columns; a student's own list leaves out the Student column. */
const seatColumns = (t: Translate, withStudent: boolean) => [
  { header: t('seating.column.seat'), cell: (p: TSeatPlan) => p.seat_number },
  { header: t('seating.column.shift'), cell: (p: TSeatPlan) => p.shift ?? t('place.wholeDay') },
  ...(withStudent
    ? [{ header: t('seating.column.student'), cell: (p: TSeatPlan) => p.student_name ?? '—' }]
    : []),
  { header: t('seating.column.dates'), cell: (p: TSeatPlan) => planDates(p) },
  { header: t('seating.column.price'), cell: (p: TSeatPlan) => formatRupees(p.price) },
  {
    header: t('seating.column.validity'),
    cell: (p: TSeatPlan) => <ValidityBadge validity={p.validity} daysLeft={p.days_left} />,
  },
  { header: t('seating.column.status'), cell: (p: TSeatPlan) => planStatus(t, p.status) },
];
const lockerColumns = (t: Translate, withStudent: boolean) => [
  { header: t('seating.column.plan'), cell: (p: TLockerPlan) => p.name },
  { header: t('seating.column.locker'), cell: (p: TLockerPlan) => p.locker_number ?? '—' },
  ...(withStudent
    ? [{ header: t('seating.column.student'), cell: (p: TLockerPlan) => p.student_name ?? '—' }]
    : []),
  { header: t('seating.column.dates'), cell: (p: TLockerPlan) => planDates(p) },
  { header: t('seating.column.price'), cell: (p: TLockerPlan) => formatRupees(p.price) },
  {
    header: t('seating.column.validity'),
    cell: (p: TLockerPlan) => <ValidityBadge validity={p.validity} daysLeft={p.days_left} />,
  },
  { header: t('seating.column.status'), cell: (p: TLockerPlan) => planStatus(t, p.status) },
];

/** A plan's status as the server names it ('Active', 'Inactive'), in the language shown. */
function planStatus(t: Translate, status: string): string {
  if (status === 'Active') return t('status.active');
  if (status === 'Inactive') return t('status.inactive');
  if (status === 'Expired') return t('status.expired');
  return status;
}

/** Staff: Memberships (Lockers & Seats) of their admin's library, read-only. */
export function StaffMembershipsPage() {
  const t = useT();
  const { user } = useSession();
  const adminId = user?.admin_id;
  const seats = useQuery({
    queryKey: ['all-seats', adminId],
    queryFn: () => api.get<TSeatPlan[]>(`/api/memberships/all-seats/${adminId}`),
    enabled: Boolean(adminId),
  });
  const lockers = useQuery({
    queryKey: ['all-lockers', adminId],
    queryFn: () => api.get<TLockerPlan[]>(`/api/memberships/all-lockers/${adminId}`),
    enabled: Boolean(adminId),
  });
  const failed = seats.isError || lockers.isError ? t('seating.staffMemberships.failed') : null;
  return (
    <Stack gap="lg">
      <PageHeader title={t('seating.staffMemberships.title')} />
      <Title order={2} size="h4">
        {t('seating.staffMemberships.seats')}
      </Title>
      <SimpleTable
        rows={seats.data ?? []}
        columns={seatColumns(t, true)}
        rowKey={(p) => p.id}
        loading={seats.isPending}
        error={failed}
        emptyText={t('seating.staffMemberships.noSeats')}
        label={t('seating.staffMemberships.seats')}
      />
      <Title order={2} size="h4">
        {t('seating.staffMemberships.lockers')}
      </Title>
      <SimpleTable
        rows={lockers.data ?? []}
        columns={lockerColumns(t, true)}
        rowKey={(p) => p.id}
        loading={lockers.isPending}
        error={failed}
        emptyText={t('seating.staffMemberships.noLockers')}
        label={t('seating.staffMemberships.lockers')}
      />
    </Stack>
  );
}

/** Student: My Seat & Locker Details. */
export function MySeatPage() {
  const t = useT();
  const { user } = useSession();
  const id = user?.role === 'student' ? user.id : null;
  const seats = useQuery({
    queryKey: ['my-seat', id],
    queryFn: () => api.get<TSeatPlan[]>(`/api/auth/locker-plan/my-seat/${id}`),
    enabled: id !== null,
  });
  const lockers = useQuery({
    queryKey: ['my-locker', id],
    queryFn: () => api.get<TLockerPlan[]>(`/api/auth/locker-plan/my-locker/${id}`),
    enabled: id !== null,
  });
  if (id === null)
    return <PageHeader title={t('seating.mySeat.title')} description={t('seating.mySeat.notLoggedIn')} />;
  const failed = seats.isError || lockers.isError ? t('seating.mySeat.failed') : null;
  return (
    <Stack gap="lg">
      <PageHeader title={t('seating.mySeat.title')} />
      <Title order={2} size="h4">
        {t('seating.mySeat.seatAndSlot')}
      </Title>
      <SimpleTable
        rows={seats.data ?? []}
        columns={seatColumns(t, false)}
        rowKey={(p) => p.id}
        loading={seats.isPending}
        error={failed}
        emptyText={t('seating.mySeat.noSeat')}
        label={t('seating.mySeat.mySeat')}
      />
      <Title order={2} size="h4">
        {t('seating.mySeat.locker')}
      </Title>
      <SimpleTable
        rows={lockers.data ?? []}
        columns={lockerColumns(t, false)}
        rowKey={(p) => p.id}
        loading={lockers.isPending}
        error={failed}
        emptyText={t('seating.mySeat.noLocker')}
        label={t('seating.mySeat.myLocker')}
      />
    </Stack>
  );
}

interface Membership {
  id: string;
  kind: 'Seat' | 'Locker';
  name: string;
  price: number;
  starts_on: string | null;
  ends_on: string | null;
  status: 'Active' | 'Expired';
}

/** Student Memberships: search by name; Active, else Expired. */
export function MyMembershipsPage() {
  const t = useT();
  const { user } = useSession();
  const [q, setQ] = useState('');
  const id = user?.role === 'student' ? user.id : null;
  const list = useQuery({
    queryKey: ['memberships', id],
    queryFn: () => api.get<Membership[]>(`/api/memberships/${id}`),
    enabled: id !== null,
  });
  const rows = (list.data ?? []).filter((m) => m.name.toLowerCase().includes(q.trim().toLowerCase()));
  return (
    <Stack gap="lg">
      <PageHeader title={t('seating.memberships.title')} />
      <TextInput
        label={t('seating.memberships.search')}
        value={q}
        onChange={(e) => setQ(e.currentTarget.value)}
        maw={320}
      />
      <SimpleTable
        rows={rows}
        rowKey={(m) => m.id}
        loading={list.isPending}
        error={list.isError ? t('seating.memberships.failed') : null}
        emptyText={t('seating.memberships.empty')}
        columns={[
          { header: t('seating.column.name'), cell: (m) => m.name },
          {
            header: t('seating.column.type'),
            cell: (m) => (m.kind === 'Seat' ? t('place.seat') : t('place.locker')),
          },
          { header: t('seating.column.price'), cell: (m) => formatRupees(m.price) },
          { header: t('seating.column.dates'), cell: (m) => planDates(m) },
          {
            header: t('seating.column.status'),
            cell: (m) => (
              <Badge color={m.status === 'Active' ? 'green' : 'gray'} variant="light">
                {planStatus(t, m.status)}
              </Badge>
            ),
          },
          {
            header: t('seating.column.actions'),
            cell: () => (
              <Button
                size="compact-xs"
                variant="light"
                color="red"
                onClick={() => notifyError(t('seating.memberships.deleteUnavailable'))}
              >
                {t('seating.memberships.delete')}
              </Button>
            ),
          },
        ]}
      />
    </Stack>
  );
}
