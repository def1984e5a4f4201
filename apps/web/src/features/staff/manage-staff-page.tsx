import {
  Button,
  Group,
  Paper,
  PasswordInput,
  ScrollArea,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import type { TStaffMember } from '@studydesk/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api, messageOf } from '../../lib/api-client.ts';
import { fieldSetter } from '../../lib/fields.ts';
import { useSession } from '../../lib/session.tsx';
import { confirmAction, notifyError, notifySuccess } from '../common/feedback.tsx';
import { PageHeader } from '../common/page-header.tsx';
import { TableState } from '../common/table-state.tsx';

const EMPTY = { name: '', email: '', password: '', phone: '' };

/** Manage Staff: add (with password), edit (password optional), delete. */
export function ManageStaffPage() {
  const { user } = useSession();
  const client = useQueryClient();
  const adminEmail = user?.admin_email ?? '';
  const path = `/api/auth/staff/all?admin_email=${encodeURIComponent(adminEmail)}&limit=500`;
  const list = useQuery({
    queryKey: ['staff', path],
    queryFn: () => api.get<TStaffMember[]>(path),
    enabled: Boolean(adminEmail),
  });
  const [form, setForm] = useState(EMPTY);
  const [editing, setEditing] = useState<number | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ['staff'] });

  const set = fieldSetter(setForm);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.name.trim() || !form.email.trim() || (editing === null && !form.password)) {
      setError(editing === null ? 'Name, email and password are required.' : 'Name and email are required.');
      return;
    }
    setError(null);
    setPending(true);
    const body = {
      ...form,
      email: form.email.trim(),
      admin_id: user?.admin_id,
      admin_name: user?.admin_name,
      admin_email: user?.admin_email,
    };
    try {
      if (editing === null) await api.post('/api/auth/staff/add', body);
      else await api.put(`/api/auth/staff/edit/${editing}`, body);
      notifySuccess(editing === null ? 'Staff added successfully!' : 'Staff updated successfully!');
      setForm(EMPTY);
      setEditing(null);
      await refresh();
    } catch (err) {
      setError(messageOf(err, 'Something went wrong.'));
    } finally {
      setPending(false);
    }
  };

  const remove = async (member: TStaffMember) => {
    const ok = await confirmAction({
      title: 'Delete staff',
      message: `Delete ${member.name}? They are signed out at once.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!ok) return;
    try {
      await api.delete(`/api/auth/staff/delete/${member.id}`);
      notifySuccess('Staff deleted successfully!');
      await refresh();
    } catch (err) {
      notifyError(messageOf(err, 'Failed to delete staff.'));
    }
  };

  const rows = list.data ?? [];
  if (!adminEmail) return <Text c="red">Admin email not found.</Text>;

  return (
    <Stack gap="lg">
      <PageHeader
        title="Manage Staff"
        description="People at your front desk. They see your students only."
      />
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
              <TextInput label="Name" withAsterisk value={form.name} onChange={set('name')} />
              <TextInput label="Email" withAsterisk type="email" value={form.email} onChange={set('email')} />
              {editing === null ? (
                <PasswordInput
                  label="Password"
                  withAsterisk
                  value={form.password}
                  onChange={set('password')}
                  autoComplete="new-password"
                />
              ) : (
                <PasswordInput
                  label="New password"
                  value={form.password}
                  onChange={set('password')}
                  description="Empty keeps it"
                  autoComplete="new-password"
                />
              )}
              <TextInput label="Phone" type="tel" value={form.phone} onChange={set('phone')} />
            </SimpleGrid>
            {error ? (
              <Text c="red" size="sm" role="alert">
                {error}
              </Text>
            ) : null}
            <Group>
              <Button type="submit" loading={pending}>
                {editing === null ? 'Add Staff' : 'Update Staff'}
              </Button>
              {editing !== null ? (
                <Button
                  variant="default"
                  onClick={() => {
                    setEditing(null);
                    setForm(EMPTY);
                    setError(null);
                  }}
                >
                  Cancel
                </Button>
              ) : null}
            </Group>
          </Stack>
        </form>
      </Paper>
      <Paper withBorder radius="md">
        <ScrollArea type="auto">
          <Table verticalSpacing="sm" miw={720} highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={70}>ID</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Phone</Table.Th>
                <Table.Th>Added By</Table.Th>
                <Table.Th w={160}>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <TableState
                columns={6}
                loading={list.isPending}
                error={list.isError ? 'Failed to fetch staff' : null}
                empty={rows.length === 0}
                emptyText="No staff yet. Add the first person above."
              />
              {rows.map((m) => (
                <Table.Tr key={m.id}>
                  <Table.Td>{m.id}</Table.Td>
                  <Table.Td>{m.name}</Table.Td>
                  <Table.Td>{m.email}</Table.Td>
                  <Table.Td>{m.phone || '—'}</Table.Td>
                  <Table.Td>{m.admin_name}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => {
                          setEditing(m.id);
                          setForm({ name: m.name, email: m.email, password: '', phone: m.phone });
                          setError(null);
                        }}
                      >
                        Edit
                      </Button>
                      <Button size="xs" variant="light" color="red" onClick={() => remove(m)}>
                        Delete
                      </Button>
                    </Group>
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
