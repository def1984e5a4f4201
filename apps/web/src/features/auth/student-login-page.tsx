import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { type Translate, useT } from '../../i18n/use-t.ts';
import { api, messageOf } from '../../lib/api-client.ts';
import { fieldSetter } from '../../lib/fields.ts';
import { HOME_PATH, useSession } from '../../lib/session.tsx';
import { showToast } from '../../lib/toast.ts';
import { FormMessage, type FormMessageValue } from '../common/form-message.tsx';
import { LoginCard } from './login-card.tsx';
import { LoginForm } from './login-form.tsx';
import { useSignIn } from './use-sign-in.ts';

type Mode = 'login' | 'register' | 'change-password';

const failed = (t: Translate, err: unknown, fallback: string) =>
  t('common.failed', { message: messageOf(err, fallback) });

/** One page, three modes: Student Login, Student Register, Change Password (spec section 2). */
export function StudentLoginPage() {
  const t = useT();
  const { user } = useSession();
  const [mode, setMode] = useState<Mode>('login');
  const [notice, setNotice] = useState<FormMessageValue | null>(null);
  const { submit, pending, error } = useSignIn('student', (m) => {
    const text = t('common.failed', { message: m || t('signIn.loginFailed') });
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
    <LoginCard title={t('signIn.student.title')} subtitle={t('signIn.student.subtitle')}>
      <FormMessage message={notice} />
      <LoginForm onSubmit={submit} pending={pending} />
      <FormMessage message={error ? { kind: 'error', text: error } : null} />
      <Group justify="center" gap="xs">
        <Button variant="subtle" size="compact-sm" onClick={() => go('register')}>
          {t('signIn.student.newStudent')}
        </Button>
        <Button variant="subtle" size="compact-sm" onClick={() => go('change-password')}>
          {t('signIn.student.changePassword')}
        </Button>
      </Group>
    </LoginCard>
  );
}

function StudentRegister({ onDone, onLogin }: { onDone(text: string): void; onLogin(): void }) {
  const t = useT();
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
      onDone(t('signIn.student.registered'));
    } catch (err) {
      const text = failed(t, err, t('signIn.registrationFailed'));
      showToast('red', text);
      setError(text);
      setPending(false);
    }
  };

  return (
    <LoginCard title={t('signIn.student.registerTitle')} subtitle={t('signIn.student.registerSubtitle')}>
      <form onSubmit={submit}>
        <Stack gap="sm">
          <TextInput
            label={t('signIn.name')}
            required
            value={form.name}
            onChange={set('name')}
            autoComplete="name"
          />
          <TextInput
            label={t('signIn.phone')}
            type="tel"
            required
            value={form.phone}
            onChange={set('phone')}
            autoComplete="tel"
          />
          <TextInput
            label={t('signIn.student.course')}
            required
            value={form.course}
            onChange={set('course')}
            placeholder={t('signIn.student.coursePlaceholder')}
          />
          <TextInput
            label={t('signIn.email')}
            type="email"
            required
            value={form.email}
            onChange={set('email')}
            autoComplete="email"
          />
          <PasswordInput
            label={t('signIn.password')}
            required
            value={form.password}
            onChange={set('password')}
            autoComplete="new-password"
            description={t('signIn.passwordHint')}
          />
          <TextInput
            label={t('signIn.student.joinCode')}
            required
            value={form.join_code}
            onChange={set('join_code')}
            autoCapitalize="characters"
          />
          <Button type="submit" fullWidth mt="xs" disabled={pending} loading={pending}>
            {t('signIn.register')}
          </Button>
        </Stack>
      </form>
      <FormMessage message={error ? { kind: 'error', text: error } : null} />
      <Anchor component="button" type="button" size="sm" onClick={onLogin} ta="center">
        {t('signIn.alreadyRegistered')}
      </Anchor>
    </LoginCard>
  );
}

function StudentChangePassword({ onDone, onLogin }: { onDone(text: string): void; onLogin(): void }) {
  const t = useT();
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
      onDone(t('signIn.student.passwordChanged'));
    } catch (err) {
      const text = failed(t, err, t('signIn.student.somethingWrong'));
      showToast('red', text);
      setError(text);
      setPending(false);
    }
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
          <Button type="submit" fullWidth mt="xs" disabled={pending} loading={pending}>
            {t('signIn.student.changePassword')}
          </Button>
        </Stack>
      </form>
      <FormMessage message={error ? { kind: 'error', text: error } : null} />
      <Anchor component="button" type="button" size="sm" onClick={onLogin} ta="center">
        {t('signIn.student.backToLogin')}
      </Anchor>
    </LoginCard>
  );
}
