import { Button, Group } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Navigate } from 'react-router';
import { useT } from '../../../i18n/use-t.ts';
import { HOME_PATH, useSession } from '../../../lib/session.tsx';
import { showToast } from '../../../lib/toast.ts';
import { FormMessage, type FormMessageValue } from '../../common/form-message.tsx';
import { FullScreenLoader } from '../../common/full-screen-loader.tsx';
import { useSignIn } from '../api/sign-in.ts';
import { LoginCard } from '../components/login-card.tsx';
import { LoginForm } from '../components/login-form.tsx';

// Registering and changing a password come after a tap: every sign-in page shares this page's
// chunk, so their forms are fetched only then.
const StudentRegister = lazy(() =>
  import('../components/student-register.tsx').then((m) => ({ default: m.StudentRegister })),
);
const StudentChangePassword = lazy(() =>
  import('../components/student-change-password.tsx').then((m) => ({ default: m.StudentChangePassword })),
);

type Mode = 'login' | 'register' | 'change-password';

/** One page, three modes: Student Login, Student Register, Change Password (spec section 2). */
export function StudentLoginPage() {
  const t = useT();
  const { user } = useSession();
  const [mode, setMode] = useState<Mode>('login');
  const [notice, setNotice] = useState<FormMessageValue | null>(null);
  const signIn = useSignIn('student');
  if (user?.role === 'student') return <Navigate to={HOME_PATH.student} replace />;

  const go = (next: Mode, message: FormMessageValue | null = null) => {
    setNotice(message);
    setMode(next);
  };
  const backToLogin = (text: string) => {
    showToast('green', text);
    go('login', { kind: 'success', text });
  };

  if (mode !== 'login')
    return (
      <Suspense fallback={<FullScreenLoader />}>
        {mode === 'register' ? (
          <StudentRegister onDone={backToLogin} onLogin={() => go('login')} />
        ) : (
          <StudentChangePassword onDone={backToLogin} onLogin={() => go('login')} />
        )}
      </Suspense>
    );
  return (
    <LoginCard title={t('signIn.student.title')} subtitle={t('signIn.student.subtitle')}>
      <FormMessage message={notice} />
      <LoginForm onSubmit={signIn.mutate} pending={signIn.pending} />
      <FormMessage message={signIn.error ? { kind: 'error', text: signIn.error } : null} />
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
