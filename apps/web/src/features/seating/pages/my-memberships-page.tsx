import { Badge, Stack, TextInput } from '@mantine/core';
import type { TMembership } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { useSession } from '../../../lib/session.tsx';
import { type Column, DataTable } from '../../common/data-table.tsx';
import { formatRupees } from '../../common/format.ts';
import { PageHeader } from '../../common/page-header.tsx';
import { myMembershipsQuery } from '../api/memberships.ts';
import { planStatus } from '../components/plan-columns.tsx';
import { PlanPauses } from '../components/plan-pauses.tsx';
import { planDates } from '../present.tsx';

/** Student Memberships: search by name; Active, else Expired. Nothing to delete: the library ends a plan. */
export function MyMembershipsPage() {
  const t = useT();
  const { user } = useSession();
  const [q, setQ] = useState('');
  const id = user?.role === 'student' ? user.id : 0;
  const search = q.trim().toLowerCase();
  const list = useQuery({
    ...myMembershipsQuery(id),
    select: (rows) => rows.filter((m) => m.name.toLowerCase().includes(search)),
  });
  // Seat plans running now or starting later can be paused ('seat-12' is seat plan 12).
  const all = useQuery(myMembershipsQuery(id));
  const pausable = (all.data ?? [])
    .filter((m) => m.kind === 'Seat' && m.status === 'Active')
    .map((m) => ({ id: Number(m.id.slice('seat-'.length)), label: m.name }));
  const columns: Column<TMembership>[] = [
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
  ];
  return (
    <Stack gap="lg">
      <PageHeader title={t('seating.memberships.title')} />
      <TextInput
        label={t('seating.memberships.search')}
        value={q}
        onChange={(e) => setQ(e.currentTarget.value)}
        maw={320}
      />
      <DataTable
        query={list}
        errorText={t('seating.memberships.failed')}
        columns={columns}
        rowKey={(m) => m.id}
        emptyText={t('seating.memberships.empty')}
      />
      <PlanPauses studentId={id} plans={pausable} asStudent />
    </Stack>
  );
}
