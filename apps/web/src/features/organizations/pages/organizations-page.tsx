import { Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import type { TOrganization } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { type Column, DataTable } from '../../common/data-table.tsx';
import { confirmAction } from '../../common/feedback.tsx';
import { PageHeader } from '../../common/page-header.tsx';
import { EditDeleteButtons } from '../../common/row-actions.tsx';
import {
  organizationsQuery,
  useAddOrganization,
  useDeleteOrganization,
  useRenameOrganization,
} from '../api/organizations.ts';

export function OrganizationsPage() {
  const t = useT();
  const [name, setName] = useState('');
  const [editing, setEditing] = useState<{ id: number; name: string } | null>(null);
  const list = useQuery(organizationsQuery);
  const add = useAddOrganization();
  const rename = useRenameOrganization();
  const remove = useDeleteOrganization();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = name.trim();
    if (!value) return; // spec: an empty name is silently ignored
    add.mutate(value, { onSuccess: () => setName('') });
  };
  const askDelete = async (id: number) => {
    const ok = await confirmAction({
      title: t('platform.organizations.deleteTitle'),
      message: t('platform.organizations.deleteMessage'),
      confirmLabel: t('platform.common.delete'),
      danger: true,
    });
    if (ok) remove.mutate(id);
  };
  const save = () => {
    const value = editing?.name.trim();
    if (editing && value)
      rename.mutate({ id: editing.id, name: value }, { onSuccess: () => setEditing(null) });
  };

  const columns: Column<TOrganization>[] = [
    { header: t('platform.common.id'), cell: (o) => o.id },
    {
      header: t('platform.common.name'),
      cell: (o) =>
        editing?.id === o.id ? (
          <TextInput
            aria-label={t('platform.organizations.nameLabel')}
            value={editing.name}
            onChange={(e) => setEditing({ id: o.id, name: e.currentTarget.value })}
            size="xs"
          />
        ) : (
          o.name
        ),
    },
    {
      header: t('platform.common.actions'),
      cell: (o) =>
        editing?.id === o.id ? (
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" loading={rename.isPending} onClick={save}>
              {t('platform.common.save')}
            </Button>
            <Button size="xs" variant="default" onClick={() => setEditing(null)}>
              {t('platform.common.cancel')}
            </Button>
          </Group>
        ) : (
          <EditDeleteButtons
            onEdit={() => setEditing({ id: o.id, name: o.name })}
            onDelete={() => askDelete(o.id)}
          />
        ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader title={t('platform.organizations.title')} />
      <Paper withBorder p="md" radius="md">
        <form onSubmit={submit}>
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label={t('platform.organizations.newName')}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              w={{ base: '100%', sm: 360 }}
            />
            <Button type="submit" loading={add.isPending}>
              {t('platform.common.add')}
            </Button>
          </Group>
        </form>
      </Paper>
      <DataTable
        query={list}
        errorText={t('platform.organizations.loadFailed')}
        columns={columns}
        rowKey={(o) => o.id}
        emptyText={t('platform.organizations.empty')}
        label={t('platform.organizations.label')}
        minWidth={480}
      />
    </Stack>
  );
}
