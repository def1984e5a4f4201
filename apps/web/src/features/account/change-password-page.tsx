import { Alert, Button, Paper, PasswordInput, Stack } from '@mantine/core';
import type { TRole, TSessionUser } from '@studydesk/contract';
import { type FormEvent, useState } from 'react';
import { api, messageOf } from '../../lib/api-client.ts';
import { fieldSetter } from '../../lib/fields.ts';
import { useSession } from '../../lib/session.tsx';
import { notifySuccess } from '../common/feedback.tsx';
import { FormMessage, type FormMessageValue } from '../common/form-message.tsx';
import { PageHeader } from '../common/page-header.tsx';

interface RoleRules {
  title: string;
  mismatch: string;
  failure: string;
  send(user: TSessionUser, current: string, next: string): Promise<{ message?: string }>;
}

/** Each role's own endpoint and words (spec sections 5, 7 and 8). */
const RULES: Record<TRole, RoleRules> = {
  superadmin: {
    title: 'Change Password',
    mismatch: 'New passwords do not match',
    failure: 'Something went wrong',
    send: (_u, currentPassword, newPassword) =>
      api.put('/api/auth/superadmin/change-password', { currentPassword, newPassword }),
  },
  admin: {
    title: 'Settings',
    mismatch: 'New password and confirm password do not match',
    failure: 'Error changing password',
    send: (u, oldPassword, newPassword) =>
      api.put('/api/auth/admin/setting/change-password', { adminId: u.id, oldPassword, newPassword }),
  },
  staff: {
    title: 'Change Password',
    mismatch: 'New passwords do not match',
    failure: 'Something went wrong',
    send: (u, oldPassword, newPassword) => api.put(`/api/auth/staff/${u.id}`, { oldPassword, newPassword }),
  },
  student: {
    title: 'Change Password',
    mismatch: 'New passwords do not match',
    failure: 'Something went wrong',
    send: (u, currentPassword, newPassword) =>
      api.post('/api/auth/student/change-password', { email: u.email, currentPassword, newPassword }),
  },
};

const EMPTY = { current: '', next: '', confirm: '' };

/** Current, new and confirm; other sessions of the account end on success. */
export function ChangePasswordPage() {
  const { user, refresh } = useSession();
  const [form, setForm] = useState(EMPTY);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  if (!user) return null;
  const rules = RULES[user.role];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const current = form.current.trim();
    const next = form.next.trim();
    const confirm = form.confirm.trim();
    if (!current || !next) {
      setMessage({ kind: 'error', text: 'Please fill both fields' });
      return;
    }
    if (next !== confirm) {
      setMessage({ kind: 'error', text: rules.mismatch });
      return;
    }
    setPending(true);
    setMessage(null);
    try {
      const res = await rules.send(user, current, next);
      const text = res?.message || 'Password updated successfully';
      setForm(EMPTY);
      setMessage({ kind: 'success', text });
      notifySuccess(text);
      await refresh();
    } catch (err) {
      setMessage({ kind: 'error', text: messageOf(err, rules.failure) });
    } finally {
      setPending(false);
    }
  };
  const set = fieldSetter(setForm);

  return (
    <Stack gap="lg" maw={520}>
      <PageHeader
        title={rules.title}
        description="Change your password. Your other signed-in devices are signed out."
      />
      {user.must_change_password ? (
        <Alert color="yellow" variant="light">
          You signed in with a temporary password. Choose a new one to continue.
        </Alert>
      ) : null}
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <PasswordInput
              label="Current password"
              value={form.current}
              onChange={set('current')}
              autoComplete="current-password"
            />
            <PasswordInput
              label="New password"
              value={form.next}
              onChange={set('next')}
              autoComplete="new-password"
              description="At least 8 characters"
            />
            <PasswordInput
              label="Confirm new password"
              value={form.confirm}
              onChange={set('confirm')}
              autoComplete="new-password"
            />
            <Button type="submit" loading={pending} mt="xs">
              Change Password
            </Button>
            <FormMessage message={message} />
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
