import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { api, messageOf } from '../../lib/api-client.ts';
import { fieldSetter } from '../../lib/fields.ts';
import { HOME_PATH, useSession } from '../../lib/session.tsx';
import { showToast } from '../../lib/toast.ts';
import { FormMessage, type FormMessageValue } from '../common/form-message.tsx';
import { LoginCard } from './login-card.tsx';
import { LoginForm } from './login-form.tsx';
import { useSignIn } from './use-sign-in.ts';

type Mode = 'login' | 'register' | 'change-password';

const failed = (err: unknown, fallback: string) => `Failed! ${messageOf(err, fallback)}`;

/** One page, three modes: Student Login, Student Register, Change Password (spec section 2). */
export function StudentLoginPage() {
  const { user } = useSession();
  const [mode, setMode] = useState<Mode>('login');
  const [notice, setNotice] = useState<FormMessageValue | null>(null);
  const { submit, pending, error } = useSignIn('student', (m) => {
    const text = `Failed! ${m || 'Login failed'}`;
    showToast('red', text);
    return text;
  });
  if (user?.role === 'student') return <Navigate to={HOME_PATH.student} replace />;

  const go = (next: Mode, message: FormMessageValue | null = null) => {
    setNotice(message);
    setMode(next);
  };
  const backToLogin = (text: string) => {
    showToast('green', text);
    go('login', { kind: 'success', text });
  };

  if (mode === 'register') return <StudentRegister onDone={backToLogin} onLogin={() => go('login')} />;
  if (mode === 'change-password')
    return <StudentChangePassword onDone={backToLogin} onLogin={() => go('login')} />;
  return (
    <LoginCard title="Student Login" subtitle="See your seat, fees, books and ID card">
      <FormMessage message={notice} />
      <LoginForm onSubmit={submit} pending={pending} />
      <FormMessage message={error ? { kind: 'error', text: error } : null} />
      <Group justify="center" gap="xs">
        <Button variant="subtle" size="compact-sm" onClick={() => go('register')}>
          New student? Register
        </Button>
        <Button variant="subtle" size="compact-sm" onClick={() => go('change-password')}>
          Change Password
        </Button>
      </Group>
    </LoginCard>
  );
}

function StudentRegister({ onDone, onLogin }: { onDone(text: string): void; onLogin(): void }) {
  const [params] = useSearchParams();
  const [form, setForm] = useState({
    name: '',
    phone: '',
    course: '',
    email: '',
    password: '',
    join_code: (params.get('join') ?? '').toUpperCase(),
  });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const set = fieldSetter(setForm);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await api.post('/api/auth/student/register', { ...form, email: form.email.trim() });
      onDone('Registration successful. Please login.');
    } catch (err) {
      const text = failed(err, 'Registration failed');
      showToast('red', text);
      setError(text);
      setPending(false);
    }
  };

  return (
    <LoginCard title="Student Register" subtitle="Your library gives you its join code">
      <form onSubmit={submit}>
        <Stack gap="sm">
          <TextInput label="Name" required value={form.name} onChange={set('name')} autoComplete="name" />
          <TextInput
            label="Phone"
            type="tel"
            required
            value={form.phone}
            onChange={set('phone')}
            autoComplete="tel"
          />
          <TextInput
            label="Course"
            required
            value={form.course}
            onChange={set('course')}
            placeholder="e.g. UPSC CSE"
          />
          <TextInput
            label="Email"
            type="email"
            required
            value={form.email}
            onChange={set('email')}
            autoComplete="email"
          />
          <PasswordInput
            label="Password"
            required
            value={form.password}
            onChange={set('password')}
            autoComplete="new-password"
            description="At least 8 characters"
          />
          <TextInput
            label="Institute join code"
            required
            value={form.join_code}
            onChange={set('join_code')}
            autoCapitalize="characters"
          />
          <Button type="submit" fullWidth mt="xs" disabled={pending} loading={pending}>
            Register
          </Button>
        </Stack>
      </form>
      <FormMessage message={error ? { kind: 'error', text: error } : null} />
      <Anchor component="button" type="button" size="sm" onClick={onLogin} ta="center">
        Already registered? Login
      </Anchor>
    </LoginCard>
  );
}

function StudentChangePassword({ onDone, onLogin }: { onDone(text: string): void; onLogin(): void }) {
  const [form, setForm] = useState({ email: '', currentPassword: '', newPassword: '' });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const set = fieldSetter(setForm);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await api.post('/api/auth/student/change-password', { ...form, email: form.email.trim() });
      onDone('Password changed successfully. Please login with new password.');
    } catch (err) {
      const text = failed(err, 'Something went wrong');
      showToast('red', text);
      setError(text);
      setPending(false);
    }
  };

  return (
    <LoginCard title="Change Password" subtitle="Forgot it? Your library admin can give you a temporary one.">
      <form onSubmit={submit}>
        <Stack gap="sm">
          <TextInput
            label="Email"
            type="email"
            required
            value={form.email}
            onChange={set('email')}
            autoComplete="username"
          />
          <PasswordInput
            label="Current password"
            required
            value={form.currentPassword}
            onChange={set('currentPassword')}
            autoComplete="current-password"
          />
          <PasswordInput
            label="New password"
            required
            value={form.newPassword}
            onChange={set('newPassword')}
            autoComplete="new-password"
            description="At least 8 characters"
          />
          <Button type="submit" fullWidth mt="xs" disabled={pending} loading={pending}>
            Change Password
          </Button>
        </Stack>
      </form>
      <FormMessage message={error ? { kind: 'error', text: error } : null} />
      <Anchor component="button" type="button" size="sm" onClick={onLogin} ta="center">
        Back to Login
      </Anchor>
    </LoginCard>
  );
}
