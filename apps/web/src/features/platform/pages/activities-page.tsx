import { Badge, Group, Paper, Select, Stack, Text } from '@mantine/core';
import type { TActivity } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { MessageKey } from '../../../i18n/keys.ts';
import { useT } from '../../../i18n/use-t.ts';
import { adminsQuery } from '../../admins/api/admins.ts';
import { DateField } from '../../common/date-field.tsx';
import { formatDateTime } from '../../common/format.ts';
import { PageHeader } from '../../common/page-header.tsx';
import { type Column, PagedTable } from '../../common/paged-table.tsx';
import { activityActionsQuery } from '../api/activities.ts';

const ROLE_KEYS: Record<string, MessageKey> = {
  superadmin: 'roles.superadmin',
  admin: 'roles.admin',
  staff: 'roles.staff',
  student: 'roles.student',
};

/** Track All Admin Activities: the audit trail, newest first, filtered on the server. */
export function ActivitiesPage() {
  const t = useT();
  const roleName = (role: string) => (ROLE_KEYS[role] ? t(ROLE_KEYS[role]) : role);
  const columns: Column<TActivity>[] = [
    { header: t('platform.activities.when'), cell: (a) => formatDateTime(a.created_at) },
    {
      header: t('platform.activities.who'),
      cell: (a) => (
        <div>
          <Text size="sm">{a.actor_email ?? '—'}</Text>
          {a.actor_role ? (
            <Badge size="xs" variant="light">
              {roleName(a.actor_role)}
            </Badge>
          ) : null}
        </div>
      ),
    },
    {
      header: t('platform.activities.library'),
      cell: (a) => a.admin_name ?? (a.admin_id ? t('platform.activities.deleted', { id: a.admin_id }) : '—'),
    },
    {
      header: t('platform.activities.action'),
      cell: (a) => (
        <Text size="sm" ff="monospace">
          {a.action}
        </Text>
      ),
    },
    {
      header: t('platform.activities.target'),
      cell: (a) =>
        a.target_type ? (
          <Text size="sm" ff="monospace">
            {`${a.target_type}${a.target_id ? ` #${a.target_id}` : ''}`}
          </Text>
        ) : (
          '—'
        ),
    },
    { header: t('platform.activities.ip'), cell: (a) => a.ip ?? '—' },
  ];
  const roles = [
    { value: 'admin', label: t('platform.dashboard.admins') },
    { value: 'staff', label: t('platform.common.staff') },
    { value: 'student', label: t('platform.common.students') },
    { value: 'superadmin', label: t('platform.activities.superadmins') },
    { value: 'all', label: t('platform.activities.everyone') },
  ];
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
      <PageHeader title={t('platform.activities.title')} description={t('platform.activities.description')} />
      <Paper withBorder p="md" radius="md">
        <Group align="flex-end" wrap="wrap" gap="sm">
          <Select
            label={t('platform.activities.doneBy')}
            data={roles}
            value={role}
            onChange={(v) => setRole(v ?? 'admin')}
            allowDeselect={false}
            w={160}
          />
          <Select
            label={t('platform.common.admin')}
            placeholder={t('platform.activities.allAdmins')}
            clearable
            searchable
            data={(admins.data ?? []).map((a) => ({ value: String(a.id), label: `${a.name} (${a.email})` }))}
            value={adminId}
            onChange={setAdminId}
            w={{ base: '100%', sm: 280 }}
          />
          <Select
            label={t('platform.activities.action')}
            placeholder={t('platform.activities.allActions')}
            clearable
            searchable
            data={actions.data ?? []}
            value={action}
            onChange={setAction}
            w={{ base: '100%', sm: 220 }}
          />
          <DateField label={t('platform.activities.from')} value={from} onChange={setFrom} w={170} />
          <DateField label={t('platform.activities.to')} value={to} onChange={setTo} w={170} />
        </Group>
      </Paper>
      <PagedTable
        path="/api/auth/superadmin/activities"
        columns={columns}
        key={filtersKey}
        filters={filters}
        emptyText={t('platform.activities.empty')}
        errorText={t('platform.activities.loadFailed')}
      />
    </Stack>
  );
}
