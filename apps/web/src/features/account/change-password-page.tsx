import { Alert, Button, Paper, PasswordInput, Stack } from '@mantine/core';
import type { TRole, TSessionUser } from '@studydesk/contract';
import { type FormEvent, useState } from 'react';
import type { MessageKey } from '../../i18n/keys.ts';
import { useT } from '../../i18n/use-t.ts';
import { api, messageOf } from '../../lib/api-client.ts';
import { fieldSetter } from '../../lib/fields.ts';
import { useSession } from '../../lib/session.tsx';
import { notifySuccess } from '../common/feedback.tsx';
import { FormMessage, type FormMessageValue } from '../common/form-message.tsx';
import { PageHeader } from '../common/page-header.tsx';

interface RoleRules {
  title: MessageKey;
  mismatch: MessageKey;
  failure: MessageKey;
  send(user: TSessionUser, current: string, next: string): Promise<{ message?: string }>;
}

/** Each role's own endpoint and words (spec sections 5, 7 and 8). */
const RULES: Record<TRole, RoleRules> = {
  superadmin: {
    title: 'account.password.title',
    mismatch: 'account.password.mismatch',
    failure: 'account.password.failure',
    send: (_u, currentPassword, newPassword) =>
      api.put('/api/auth/superadmin/change-password', { currentPassword, newPassword }),
  },
  admin: {
    title: 'account.password.settingsTitle',
    mismatch: 'account.password.adminMismatch',
    failure: 'account.password.adminFailure',
    send: (u, oldPassword, newPassword) =>
      api.put('/api/auth/admin/setting/change-password', { adminId: u.id, oldPassword, newPassword }),
  },
  staff: {
    title: 'account.password.title',
    mismatch: 'account.password.mismatch',
    failure: 'account.password.failure',
    send: (u, oldPassword, newPassword) => api.put(`/api/auth/staff/${u.id}`, { oldPassword, newPassword }),
  },
  student: {
    title: 'account.password.title',
    mismatch: 'account.password.mismatch',
    failure: 'account.password.failure',
    send: (u, currentPassword, newPassword) =>
      api.post('/api/auth/student/change-password', { email: u.email, currentPassword, newPassword }),
  },
};

const EMPTY = { current: '', next: '', confirm: '' };

/** Current, new and confirm; other sessions of the account end on success. */
export function ChangePasswordPage() {
  const t = useT();
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
      setMessage({ kind: 'error', text: t('account.password.fillBoth') });
      return;
    }
    if (next !== confirm) {
      setMessage({ kind: 'error', text: t(rules.mismatch) });
      return;
    }
    setPending(true);
    setMessage(null);
    try {
      const res = await rules.send(user, current, next);
      const text = res?.message || t('account.password.updated');
      setForm(EMPTY);
      setMessage({ kind: 'success', text });
      notifySuccess(text);
      await refresh();
    } catch (err) {
      setMessage({ kind: 'error', text: messageOf(err, t(rules.failure)) });
    } finally {
      setPending(false);
    }
  };
  const set = fieldSetter(setForm);

  return (
    <Stack gap="lg" maw={520}>
      <PageHeader title={t(rules.title)} description={t('account.password.description')} />
      {user.must_change_password ? (
        <Alert color="yellow" variant="light">
          {t('account.password.temporary')}
        </Alert>
      ) : null}
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <PasswordInput
              label={t('account.password.current')}
              value={form.current}
              onChange={set('current')}
              autoComplete="current-password"
            />
            <PasswordInput
              label={t('account.password.new')}
              value={form.next}
              onChange={set('next')}
              autoComplete="new-password"
              description={t('account.password.hint')}
            />
            <PasswordInput
              label={t('account.password.confirm')}
              value={form.confirm}
              onChange={set('confirm')}
              autoComplete="new-password"
            />
            <Button type="submit" loading={pending} mt="xs">
              {t('account.password.submit')}
            </Button>
            <FormMessage message={message} />
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
