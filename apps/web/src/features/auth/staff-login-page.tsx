import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { TCreatedResponse } from '@studydesk/contract';
import { type FormEvent, useState } from 'react';
import { Navigate } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { api, messageOf } from '../../lib/api-client.ts';
import { fieldSetter } from '../../lib/fields.ts';
import { HOME_PATH, useSession } from '../../lib/session.tsx';
import { showToast } from '../../lib/toast.ts';
import { FormMessage, type FormMessageValue } from '../common/form-message.tsx';
import { LoginCard } from './login-card.tsx';
import { LoginForm } from './login-form.tsx';
import { useSignIn } from './use-sign-in.ts';

const EMPTY = { name: '', phone: '', email: '', password: '' };

/** Staff Login, or Staff Registration (done in a browser where the admin is signed in). */
export function StaffLoginPage() {
  const t = useT();
  const { user } = useSession();
  const [mode, setMode] = useState<'login' | 'register'>('login');
  const [notice, setNotice] = useState<FormMessageValue | null>(null);
  const { submit, pending, error } = useSignIn('staff', (m) => {
    const text = t('common.failed', { message: m || t('signIn.loginFailed') });
    showToast('red', text);
    return text;
  });
  if (user?.role === 'staff') return <Navigate to={HOME_PATH.staff} replace />;

  if (mode === 'register') {
    return (
      <StaffRegistration
        onDone={(text) => {
          setNotice({ kind: 'success', text });
          setMode('login');
        }}
        onBack={() => {
          setNotice(null);
          setMode('login');
        }}
      />
    );
  }
  return (
    <LoginCard title={t('signIn.staff.title')} subtitle={t('signIn.staff.subtitle')}>
      <FormMessage message={notice} />
      <LoginForm onSubmit={submit} pending={pending} />
      <FormMessage message={error ? { kind: 'error', text: error } : null} />
      <Button
        variant="subtle"
        onClick={() => {
          setNotice(null);
          setMode('register');
        }}
      >
        {t('signIn.staff.newStaff')}
      </Button>
    </LoginCard>
  );
}

function StaffRegistration({ onDone, onBack }: { onDone(message: string): void; onBack(): void }) {
  const t = useT();
  const { user } = useSession();
  const [form, setForm] = useState(EMPTY);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const isAdmin = user?.role === 'admin';
  const set = fieldSetter(setForm);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!user || !isAdmin) return;
    setPending(true);
    setError(null);
    try {
      await api.post<TCreatedResponse>('/api/auth/staff/register', {
        ...form,
        email: form.email.trim(),
        admin_id: user.admin_id,
        admin_name: user.admin_name,
        admin_email: user.admin_email,
      });
      const text = t('signIn.staff.registered');
      showToast('green', text);
      setForm(EMPTY);
      onDone(text);
    } catch (err) {
      const text = t('common.failed', { message: messageOf(err, t('signIn.registrationFailed')) });
      showToast('red', text);
      setError(text);
    } finally {
      setPending(false);
    }
  };

  return (
    <LoginCard
      title={t('signIn.staff.registerTitle')}
      subtitle={isAdmin ? t('signIn.staff.registerFor', { name: user?.name ?? '' }) : undefined}
    >
      {isAdmin ? null : (
        <Alert color="blue" variant="light">
          {t('signIn.staff.adminFirst')}
        </Alert>
      )}
      <form onSubmit={submit}>
        <Stack gap="sm">
          <TextInput
            label={t('signIn.name')}
            required
            value={form.name}
            onChange={set('name')}
            disabled={!isAdmin}
          />
          <TextInput
            label={t('signIn.phone')}
            type="tel"
            required
            value={form.phone}
            onChange={set('phone')}
            disabled={!isAdmin}
          />
          <TextInput
            label={t('signIn.email')}
            type="email"
            required
            value={form.email}
            onChange={set('email')}
            disabled={!isAdmin}
          />
          <PasswordInput
            label={t('signIn.password')}
            required
            autoComplete="new-password"
            value={form.password}
            onChange={set('password')}
            disabled={!isAdmin}
          />
          <Button type="submit" fullWidth mt="xs" disabled={!isAdmin || pending} loading={pending}>
            {t('signIn.register')}
          </Button>
        </Stack>
      </form>
      <FormMessage message={error ? { kind: 'error', text: error } : null} />
      <Anchor component="button" type="button" size="sm" onClick={onBack} ta="center">
        {t('signIn.alreadyRegistered')}
      </Anchor>
    </LoginCard>
  );
}
