import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { TLoginRequest } from '@studydesk/contract';
import { type FormEvent, useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';

/** Email + password + 'Login'; the page decides what a submit does and what pending reads. */
export function LoginForm({
  onSubmit,
  pending,
  pendingLabel,
}: {
  onSubmit(credentials: TLoginRequest): void;
  pending: boolean;
  /** Button text while pending (the superadmin page reads 'Logging in...'). */
  pendingLabel?: string;
}) {
  const t = useT();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ email: email.trim(), password });
  };
  return (
    <form onSubmit={submit} noValidate={false}>
      <Stack gap="sm">
        <TextInput
          label={t('signIn.email')}
          type="email"
          required
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <PasswordInput
          label={t('signIn.password')}
          required
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <Button type="submit" fullWidth mt="xs" disabled={pending} loading={pending && !pendingLabel}>
          {pending && pendingLabel ? pendingLabel : t('signIn.login')}
        </Button>
      </Stack>
    </form>
  );
}
