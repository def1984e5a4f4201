import {
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
import type { TAddAdminRequest, TAdminSummary, TResetPasswordResponse } from '@studydesk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError, api, messageOf } from '../../lib/api-client.ts';
import { fieldSetter } from '../../lib/fields.ts';
import { confirmAction, notifyError, notifySuccess } from '../common/feedback.tsx';
import { PageHeader } from '../common/page-header.tsx';
import { TableState } from '../common/table-state.tsx';
import { useTempPasswordDialog } from '../common/temp-password-dialog.tsx';

const KEY = ['admins'];
const EMPTY: TAddAdminRequest = { name: '', email: '', password: '' };

export function AdminsPage() {
  const client = useQueryClient();
  const [form, setForm] = useState(EMPTY);
  const [formMessage, setFormMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const temp = useTempPasswordDialog();
  const list = useQuery({ queryKey: KEY, queryFn: () => api.get<TAdminSummary[]>('/api/auth/admin/all') });
  const refresh = () => client.invalidateQueries({ queryKey: KEY });

  const add = useMutation({
    mutationFn: () =>
      api.post<{ message: string }>('/api/auth/admin/add', { ...form, email: form.email.trim() }),
    onSuccess: (res) => {
      setForm(EMPTY);
      setFormMessage({ ok: true, text: res.message });
      notifySuccess(res.message);
      return refresh();
    },
    onError: (err) => setFormMessage({ ok: false, text: messageOf(err, 'Failed to add admin.') }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.name.trim() || !form.email.trim() || !form.password) {
      setFormMessage({ ok: false, text: 'All fields are required.' });
      return;
    }
    add.mutate();
  };

  const remove = async (admin: TAdminSummary) => {
    const first = await confirmAction({
      title: 'Delete admin',
      message: `Delete the admin ${admin.name} (${admin.email})?`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!first) return;
    try {
      await api.delete(`/api/auth/admin/${admin.id}`);
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 409 && err.body.requires_confirmation)) {
        notifyError(messageOf(err, 'Failed to delete admin.'));
        return;
      }
      const second = await confirmAction({
        title: 'Delete this library and all its data?',
        message: `${err.message} Their students, staff, institutes, plans, fees, invoices, books, events and sessions are removed permanently (not archived). The activity trail is kept.`,
        confirmLabel: 'Delete admin and all data',
        danger: true,
      });
      if (!second) return;
      try {
        await api.delete(`/api/auth/admin/${admin.id}?confirm=delete-all-data`);
      } catch (again) {
        notifyError(messageOf(again, 'Failed to delete admin.'));
        return;
      }
    }
    notifySuccess('Admin deleted successfully!');
    await refresh();
  };

  const reset = async (admin: TAdminSummary) => {
    const ok = await confirmAction({
      title: 'Reset password',
      message: `Reset the password of ${admin.email}? Their sessions end and they must choose a new password at sign-in.`,
      confirmLabel: 'Reset Password',
    });
    if (!ok) return;
    try {
      const res = await api.post<TResetPasswordResponse>(`/api/auth/admin/reset-password/${admin.id}`);
      temp.show(admin.email, res.tempPassword);
      await refresh();
    } catch (err) {
      notifyError(messageOf(err, 'Failed to reset password.'));
    }
  };

  const set = fieldSetter(setForm);
  const rows = list.data ?? [];

  return (
    <Stack gap="lg">
      <PageHeader
        title="Manage Admins"
        description="Library owners. Each admin is one library with its own data."
      />
      <Paper withBorder p="md" radius="md">
        <form onSubmit={submit} noValidate>
          <Group align="flex-end" wrap="wrap">
            <TextInput label="Name" value={form.name} onChange={set('name')} w={{ base: '100%', sm: 220 }} />
            <TextInput
              label="Email"
              type="email"
              value={form.email}
              onChange={set('email')}
              w={{ base: '100%', sm: 260 }}
            />
            <PasswordInput
              label="Password"
              value={form.password}
              onChange={set('password')}
              autoComplete="new-password"
              w={{ base: '100%', sm: 220 }}
            />
            <Button type="submit" loading={add.isPending}>
              Add Admin
            </Button>
          </Group>
          {formMessage ? (
            <Text
              c={formMessage.ok ? 'green' : 'red'}
              size="sm"
              mt="sm"
              role={formMessage.ok ? 'status' : 'alert'}
            >
              {formMessage.text}
            </Text>
          ) : null}
        </form>
      </Paper>
      <Paper withBorder radius="md">
        <ScrollArea type="auto">
          <Table verticalSpacing="sm" miw={760} highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={70}>ID</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Password</Table.Th>
                <Table.Th>Students</Table.Th>
                <Table.Th>Staff</Table.Th>
                <Table.Th w={230}>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <TableState
                columns={7}
                loading={list.isPending}
                error={list.isError ? messageOf(list.error, 'Failed to fetch admins.') : null}
                empty={rows.length === 0}
                emptyText="No admins yet. Add the first library owner above."
              />
              {rows.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td>{a.id}</Table.Td>
                  <Table.Td>{a.name}</Table.Td>
                  <Table.Td>{a.email}</Table.Td>
                  <Table.Td>
                    <Text ff="monospace" size="sm" aria-label="Password hidden">
                      {a.password}
                    </Text>
                    {a.must_change_password ? (
                      <Text size="xs" c="orange">
                        temporary
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{a.students}</Table.Td>
                  <Table.Td>{a.staff}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" variant="light" onClick={() => reset(a)}>
                        Reset Password
                      </Button>
                      <Button size="xs" variant="light" color="red" onClick={() => remove(a)}>
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
      {temp.dialog}
    </Stack>
  );
}
