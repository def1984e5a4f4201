import {
  Badge,
  Button,
  Group,
  Paper,
  PasswordInput,
  ScrollArea,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import type { TSuperadminSummary } from '@studydesk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api, messageOf } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.tsx';
import { confirmAction, notifyError, notifySuccess } from '../common/feedback.tsx';
import { PageHeader } from '../common/page-header.tsx';
import { TableState } from '../common/table-state.tsx';

const KEY = ['superadmins'];

export function SuperadminsPage() {
  const { user } = useSession();
  const client = useQueryClient();
  const [form, setForm] = useState({ email: '', password: '' });
  const [error, setError] = useState<string | null>(null);
  const list = useQuery({
    queryKey: KEY,
    queryFn: () => api.get<TSuperadminSummary[]>('/api/auth/superadmin'),
  });
  const refresh = () => client.invalidateQueries({ queryKey: KEY });

  const add = useMutation({
    mutationFn: () => api.post('/api/auth/superadmin', { email: form.email.trim(), password: form.password }),
    onSuccess: () => {
      setForm({ email: '', password: '' });
      notifySuccess('Super Admin added');
      return refresh();
    },
    onError: (err) => setError(messageOf(err, 'Failed to add Super Admin')),
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.delete(`/api/auth/superadmin/${id}`),
    onSuccess: () => {
      notifySuccess('Super Admin deleted');
      return refresh();
    },
    onError: (err) => notifyError(messageOf(err, 'Failed to delete Super Admin')),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.email.trim() || !form.password) {
      setError('Email and Password are required');
      return;
    }
    setError(null);
    add.mutate();
  };
  const askDelete = async (admin: TSuperadminSummary) => {
    const ok = await confirmAction({
      title: 'Delete super admin',
      message: `Delete the super admin ${admin.email}? They will be signed out.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (ok) remove.mutate(admin.id);
  };
  const rows = list.data ?? [];

  return (
    <Stack gap="lg">
      <PageHeader title="Manage Super Admins" description="People who run the whole platform." />
      <Paper withBorder p="md" radius="md">
        <form onSubmit={submit} noValidate>
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label="Email"
              type="email"
              value={form.email}
              onChange={(e) => {
                const email = e.currentTarget.value;
                setForm((f) => ({ ...f, email }));
              }}
              w={{ base: '100%', sm: 280 }}
            />
            <PasswordInput
              label="Password"
              value={form.password}
              onChange={(e) => {
                const password = e.currentTarget.value;
                setForm((f) => ({ ...f, password }));
              }}
              autoComplete="new-password"
              w={{ base: '100%', sm: 240 }}
            />
            <Button type="submit" loading={add.isPending}>
              Add Super Admin
            </Button>
          </Group>
          {error ? (
            <Text c="red" size="sm" mt="sm" role="alert">
              {error}
            </Text>
          ) : null}
        </form>
      </Paper>
      <Paper withBorder radius="md">
        <ScrollArea type="auto">
          <Table verticalSpacing="sm" miw={420} highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={80}>ID</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th w={120}>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <TableState
                columns={3}
                loading={list.isPending}
                error={list.isError ? messageOf(list.error, 'Failed to fetch Super Admins') : null}
                empty={rows.length === 0}
                emptyText="No super admins."
              />
              {rows.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>{s.id}</Table.Td>
                  <Table.Td>
                    {s.email}{' '}
                    {s.id === user?.id ? (
                      <Badge size="xs" variant="light" ml={4}>
                        you
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      disabled={s.id === user?.id || rows.length <= 1}
                      onClick={() => askDelete(s)}
                    >
                      Delete
                    </Button>
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
