import { Badge, Button, Stack, TextInput, Title } from '@mantine/core';
import type { TLockerPlan, TSeatPlan } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.tsx';
import { notifyError } from '../common/feedback.tsx';
import { formatRupees } from '../common/format.ts';
import { PageHeader } from '../common/page-header.tsx';
import { planDates } from './plan-dates.tsx';
import { SimpleTable } from './simple-table.tsx';
import { ValidityBadge } from './validity-badge.tsx';

const seatColumns = [
  { header: 'Seat', cell: (p: TSeatPlan) => p.seat_number },
  { header: 'Shift', cell: (p: TSeatPlan) => p.shift ?? 'Whole day' },
  { header: 'Student', cell: (p: TSeatPlan) => p.student_name ?? '—' },
  { header: 'Dates', cell: (p: TSeatPlan) => planDates(p) },
  { header: 'Price', cell: (p: TSeatPlan) => formatRupees(p.price) },
  {
    header: 'Validity',
    cell: (p: TSeatPlan) => <ValidityBadge validity={p.validity} daysLeft={p.days_left} />,
  },
  { header: 'Status', cell: (p: TSeatPlan) => p.status },
];
const lockerColumns = [
  { header: 'Plan', cell: (p: TLockerPlan) => p.name },
  { header: 'Locker', cell: (p: TLockerPlan) => p.locker_number ?? '—' },
  { header: 'Student', cell: (p: TLockerPlan) => p.student_name ?? '—' },
  { header: 'Dates', cell: (p: TLockerPlan) => planDates(p) },
  { header: 'Price', cell: (p: TLockerPlan) => formatRupees(p.price) },
  {
    header: 'Validity',
    cell: (p: TLockerPlan) => <ValidityBadge validity={p.validity} daysLeft={p.days_left} />,
  },
  { header: 'Status', cell: (p: TLockerPlan) => p.status },
];

/** Staff: Memberships (Lockers & Seats) of their admin's library, read-only. */
export function StaffMembershipsPage() {
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
  const failed = seats.isError || lockers.isError ? 'Failed to fetch lockers or seats data.' : null;
  return (
    <Stack gap="lg">
      <PageHeader title="Memberships (Lockers & Seats)" />
      <Title order={2} size="h4">
        Seats
      </Title>
      <SimpleTable
        rows={seats.data ?? []}
        columns={seatColumns}
        rowKey={(p) => p.id}
        loading={seats.isPending}
        error={failed}
        emptyText="No seats held."
        label="Seats"
      />
      <Title order={2} size="h4">
        Lockers
      </Title>
      <SimpleTable
        rows={lockers.data ?? []}
        columns={lockerColumns}
        rowKey={(p) => p.id}
        loading={lockers.isPending}
        error={failed}
        emptyText="No lockers held."
        label="Lockers"
      />
    </Stack>
  );
}

/** Student: My Seat & Locker Details. */
export function MySeatPage() {
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
    return <PageHeader title="My Seat & Locker Details" description="Student not logged in." />;
  const failed = seats.isError || lockers.isError ? 'Failed to fetch seat or locker data.' : null;
  return (
    <Stack gap="lg">
      <PageHeader title="My Seat & Locker Details" />
      <Title order={2} size="h4">
        Seat & time slot
      </Title>
      <SimpleTable
        rows={seats.data ?? []}
        columns={seatColumns.filter((c) => c.header !== 'Student')}
        rowKey={(p) => p.id}
        loading={seats.isPending}
        error={failed}
        emptyText="No seat assigned yet."
        label="My seat"
      />
      <Title order={2} size="h4">
        Locker
      </Title>
      <SimpleTable
        rows={lockers.data ?? []}
        columns={lockerColumns.filter((c) => c.header !== 'Student')}
        rowKey={(p) => p.id}
        loading={lockers.isPending}
        error={failed}
        emptyText="No locker assigned yet."
        label="My locker"
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
      <PageHeader title="Student Memberships" />
      <TextInput label="Search by name" value={q} onChange={(e) => setQ(e.currentTarget.value)} maw={320} />
      <SimpleTable
        rows={rows}
        rowKey={(m) => m.id}
        loading={list.isPending}
        error={list.isError ? 'Error fetching memberships' : null}
        emptyText="No memberships yet."
        columns={[
          { header: 'Name', cell: (m) => m.name },
          { header: 'Type', cell: (m) => m.kind },
          { header: 'Price', cell: (m) => formatRupees(m.price) },
          { header: 'Dates', cell: (m) => planDates(m) },
          {
            header: 'Status',
            cell: (m) => (
              <Badge color={m.status === 'Active' ? 'green' : 'gray'} variant="light">
                {m.status}
              </Badge>
            ),
          },
          {
            header: 'Actions',
            cell: () => (
              <Button
                size="compact-xs"
                variant="light"
                color="red"
                onClick={() => notifyError('Deleting a membership is not available. Ask your library.')}
              >
                Delete
              </Button>
            ),
          },
        ]}
      />
    </Stack>
  );
}
