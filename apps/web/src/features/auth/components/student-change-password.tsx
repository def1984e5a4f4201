import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { fieldSetter } from '../../../lib/fields.ts';
import { FormMessage } from '../../common/form-message.tsx';
import { useChangeStudentPassword } from '../api/student-account.ts';
import { LoginCard } from './login-card.tsx';

/** Change Password from the sign-in page: email, current password, new password. */
export function StudentChangePassword({ onDone, onLogin }: { onDone(text: string): void; onLogin(): void }) {
  const t = useT();
  const [form, setForm] = useState({ email: '', currentPassword: '', newPassword: '' });
  const change = useChangeStudentPassword(onDone);
  const set = fieldSetter(setForm);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate({ ...form, email: form.email.trim() });
  };

  return (
    <LoginCard title={t('signIn.student.changePassword')} subtitle={t('signIn.student.changeSubtitle')}>
      <form onSubmit={submit}>
        <Stack gap="sm">
          <TextInput
            label={t('signIn.email')}
            type="email"
            required
            value={form.email}
            onChange={set('email')}
            autoComplete="username"
          />
          <PasswordInput
            label={t('signIn.student.currentPassword')}
            required
            value={form.currentPassword}
            onChange={set('currentPassword')}
            autoComplete="current-password"
          />
          <PasswordInput
            label={t('signIn.student.newPassword')}
            required
            value={form.newPassword}
            onChange={set('newPassword')}
            autoComplete="new-password"
            description={t('signIn.passwordHint')}
          />
          <Button type="submit" fullWidth mt="xs" disabled={change.pending} loading={change.pending}>
            {t('signIn.student.changePassword')}
          </Button>
        </Stack>
      </form>
      <FormMessage message={change.error ? { kind: 'error', text: change.error } : null} />
      <Anchor component="button" type="button" size="sm" onClick={onLogin} ta="center">
        {t('signIn.student.backToLogin')}
      </Anchor>
    </LoginCard>
  );
}
