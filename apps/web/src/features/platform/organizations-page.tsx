import { Button, Group, Paper, ScrollArea, Stack, Table, TextInput } from '@mantine/core';
import type { TOrganization } from '@studydesk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api } from '../../lib/api-client.ts';
import { confirmAction, notifyError, notifySuccess } from '../common/feedback.tsx';
import { PageHeader } from '../common/page-header.tsx';
import { TableState } from '../common/table-state.tsx';

const KEY = ['organizations'];

export function OrganizationsPage() {
  const client = useQueryClient();
  const [name, setName] = useState('');
  const [editing, setEditing] = useState<{ id: number; name: string } | null>(null);
  const list = useQuery({
    queryKey: KEY,
    queryFn: () => api.get<TOrganization[]>('/api/superadmin/organizations'),
  });
  const refresh = () => client.invalidateQueries({ queryKey: KEY });

  const add = useMutation({
    mutationFn: (value: string) => api.post<TOrganization>('/api/superadmin/organizations', { name: value }),
    onSuccess: () => {
      setName('');
      notifySuccess('Organization added');
      return refresh();
    },
    onError: () => notifyError('Failed to add organization'),
  });
  const update = useMutation({
    mutationFn: (o: { id: number; name: string }) =>
      api.put(`/api/superadmin/organizations/${o.id}`, { name: o.name }),
    onSuccess: () => {
      setEditing(null);
      return refresh();
    },
    onError: () => notifyError('Failed to update organization'),
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.delete(`/api/superadmin/organizations/${id}`),
    onSuccess: () => refresh(),
    onError: () => notifyError('Failed to delete organization'),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = name.trim();
    if (!value) return; // spec: an empty name is silently ignored
    add.mutate(value);
  };
  const askDelete = async (id: number) => {
    if (
      await confirmAction({
        title: 'Delete organization',
        message: 'Are you sure you want to delete this organization?',
        confirmLabel: 'Delete',
        danger: true,
      })
    ) {
      remove.mutate(id);
    }
  };
  const rows = list.data ?? [];

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
      <Paper withBorder radius="md">
        <ScrollArea type="auto">
          <Table verticalSpacing="sm" miw={480} highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={80}>ID</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th w={200}>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <TableState
                columns={3}
                loading={list.isPending}
                error={list.isError ? 'Failed to load organizations' : null}
                empty={rows.length === 0}
                emptyText="No organizations yet. Add the first one above."
              />
              {rows.map((o) => (
                <Table.Tr key={o.id}>
                  <Table.Td>{o.id}</Table.Td>
                  <Table.Td>
                    {editing?.id === o.id ? (
                      <TextInput
                        aria-label="Organization name"
                        value={editing.name}
                        onChange={(e) => setEditing({ id: o.id, name: e.currentTarget.value })}
                        size="xs"
                      />
                    ) : (
                      o.name
                    )}
                  </Table.Td>
                  <Table.Td>
                    {editing?.id === o.id ? (
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="xs"
                          loading={update.isPending}
                          onClick={() =>
                            editing.name.trim() && update.mutate({ id: o.id, name: editing.name.trim() })
                          }
                        >
                          Save
                        </Button>
                        <Button size="xs" variant="default" onClick={() => setEditing(null)}>
                          Cancel
                        </Button>
                      </Group>
                    ) : (
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => setEditing({ id: o.id, name: o.name })}
                        >
                          Edit
                        </Button>
                        <Button size="xs" variant="light" color="red" onClick={() => askDelete(o.id)}>
                          Delete
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </Paper>
    </Stack>
  );
}
