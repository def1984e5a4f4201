import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { TCreatedResponse } from '@studydesk/contract';
import { type FormEvent, useState } from 'react';
import { Navigate } from 'react-router';
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
  const { user } = useSession();
  const [mode, setMode] = useState<'login' | 'register'>('login');
  const [notice, setNotice] = useState<FormMessageValue | null>(null);
  const { submit, pending, error } = useSignIn('staff', (m) => {
    const text = `Failed! ${m || 'Login failed'}`;
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
    <LoginCard title="Staff Login" subtitle="Front desk and library staff">
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
        New staff? Register
      </Button>
    </LoginCard>
  );
}

function StaffRegistration({ onDone, onBack }: { onDone(message: string): void; onBack(): void }) {
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
      const text = 'Registration successful! Please login.';
      showToast('green', text);
      setForm(EMPTY);
      onDone(text);
    } catch (err) {
      const text = `Failed! ${messageOf(err, 'Registration failed')}`;
      showToast('red', text);
      setError(text);
    } finally {
      setPending(false);
    }
  };

  return (
    <LoginCard title="Staff Registration" subtitle={isAdmin ? `Adds staff to ${user?.name}` : undefined}>
      {isAdmin ? null : (
        <Alert color="blue" variant="light">
          Staff are registered by their admin: sign in as the admin in this browser first, or ask your admin
          to add you.
        </Alert>
      )}
      <form onSubmit={submit}>
        <Stack gap="sm">
          <TextInput label="Name" required value={form.name} onChange={set('name')} disabled={!isAdmin} />
          <TextInput
            label="Phone"
            type="tel"
            required
            value={form.phone}
            onChange={set('phone')}
            disabled={!isAdmin}
          />
          <TextInput
            label="Email"
            type="email"
            required
            value={form.email}
            onChange={set('email')}
            disabled={!isAdmin}
          />
          <PasswordInput
            label="Password"
            required
            autoComplete="new-password"
            value={form.password}
            onChange={set('password')}
            disabled={!isAdmin}
          />
          <Button type="submit" fullWidth mt="xs" disabled={!isAdmin || pending} loading={pending}>
            Register
          </Button>
        </Stack>
      </form>
      <FormMessage message={error ? { kind: 'error', text: error } : null} />
      <Anchor component="button" type="button" size="sm" onClick={onBack} ta="center">
        Already registered? Login
      </Anchor>
    </LoginCard>
  );
}
