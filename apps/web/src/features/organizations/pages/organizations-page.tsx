import { Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import type { TOrganization } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
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
      title: 'Delete organization',
      message: 'Are you sure you want to delete this organization?',
      confirmLabel: 'Delete',
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
    { header: 'ID', cell: (o) => o.id },
    {
      header: 'Name',
      cell: (o) =>
        editing?.id === o.id ? (
          <TextInput
            aria-label="Organization name"
            value={editing.name}
            onChange={(e) => setEditing({ id: o.id, name: e.currentTarget.value })}
            size="xs"
          />
        ) : (
          o.name
        ),
    },
    {
      header: 'Actions',
      cell: (o) =>
        editing?.id === o.id ? (
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" loading={rename.isPending} onClick={save}>
              Save
            </Button>
            <Button size="xs" variant="default" onClick={() => setEditing(null)}>
              Cancel
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
      <PageHeader title="Manage Organizations" />
      <Paper withBorder p="md" radius="md">
        <form onSubmit={submit}>
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label="New Organization Name"
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              w={{ base: '100%', sm: 360 }}
            />
            <Button type="submit" loading={add.isPending}>
              Add
            </Button>
          </Group>
        </form>
      </Paper>
      <DataTable
        query={list}
        errorText="Failed to load organizations"
        columns={columns}
        rowKey={(o) => o.id}
        emptyText="No organizations yet. Add the first one above."
        label="Organizations"
        minWidth={480}
      />
    </Stack>
  );
}
