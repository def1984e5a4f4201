import { Badge, Group, Paper, Select, Stack, Text } from '@mantine/core';
import type { TActivity } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminsQuery } from '../../admins/api/admins.ts';
import { DateField } from '../../common/date-field.tsx';
import { formatDateTime } from '../../common/format.ts';
import { PageHeader } from '../../common/page-header.tsx';
import { type Column, PagedTable } from '../../common/paged-table.tsx';
import { activityActionsQuery } from '../api/activities.ts';

const COLUMNS: Column<TActivity>[] = [
  { header: 'When', cell: (a) => formatDateTime(a.created_at) },
  {
    header: 'Who',
    cell: (a) => (
      <div>
        <Text size="sm">{a.actor_email ?? '—'}</Text>
        {a.actor_role ? (
          <Badge size="xs" variant="light">
            {a.actor_role}
          </Badge>
        ) : null}
      </div>
    ),
  },
  { header: 'Library', cell: (a) => a.admin_name ?? (a.admin_id ? `#${a.admin_id} (deleted)` : '—') },
  {
    header: 'Action',
    cell: (a) => (
      <Text size="sm" ff="monospace">
        {a.action}
      </Text>
    ),
  },
  {
    header: 'Target',
    cell: (a) => (a.target_type ? `${a.target_type}${a.target_id ? ` #${a.target_id}` : ''}` : '—'),
  },
  { header: 'IP', cell: (a) => a.ip ?? '—' },
];

const ROLES = [
  { value: 'admin', label: 'Admins' },
  { value: 'staff', label: 'Staff' },
  { value: 'student', label: 'Students' },
  { value: 'superadmin', label: 'Super admins' },
  { value: 'all', label: 'Everyone' },
];

/** Track All Admin Activities: the audit trail, newest first, filtered on the server. */
export function ActivitiesPage() {
  const [role, setRole] = useState('admin');
  const [adminId, setAdminId] = useState<string | null>(null);
  const [action, setAction] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const admins = useQuery(adminsQuery);
  const actions = useQuery(activityActionsQuery);

  const filters = {
    role,
    admin_id: adminId ?? undefined,
    action: action ?? undefined,
    from: from || undefined,
    to: to || undefined,
  };
  // A new filter starts again at page 1.
  const filtersKey = JSON.stringify(filters);

  return (
    <Stack gap="lg">
      <PageHeader
        title="Track All Admin Activities"
        description="Every change made in StudyDesk: who, what, when and from where."
      />
      <Paper withBorder p="md" radius="md">
        <Group align="flex-end" wrap="wrap" gap="sm">
          <Select
            label="Done by"
            data={ROLES}
            value={role}
            onChange={(v) => setRole(v ?? 'admin')}
            allowDeselect={false}
            w={160}
          />
          <Select
            label="Admin"
            placeholder="All admins"
            clearable
            searchable
            data={(admins.data ?? []).map((a) => ({ value: String(a.id), label: `${a.name} (${a.email})` }))}
            value={adminId}
            onChange={setAdminId}
            w={{ base: '100%', sm: 280 }}
          />
          <Select
            label="Action"
            placeholder="All actions"
            clearable
            searchable
            data={actions.data ?? []}
            value={action}
            onChange={setAction}
            w={{ base: '100%', sm: 220 }}
          />
          <DateField label="From" value={from} onChange={setFrom} w={170} />
          <DateField label="To" value={to} onChange={setTo} w={170} />
        </Group>
      </Paper>
      <PagedTable
        path="/api/auth/superadmin/activities"
        columns={COLUMNS}
        key={filtersKey}
        filters={filters}
        emptyText="No activity matches these filters."
        errorText="Failed to load activities"
      />
    </Stack>
  );
}
