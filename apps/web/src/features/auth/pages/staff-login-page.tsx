import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Navigate } from 'react-router';
import { useT } from '../../../i18n/use-t.ts';
import { HOME_PATH, useSession } from '../../../lib/session.tsx';
import { FormMessage, type FormMessageValue } from '../../common/form-message.tsx';
import { FullScreenLoader } from '../../common/full-screen-loader.tsx';
import { useSignIn } from '../api/sign-in.ts';
import { LoginCard } from '../components/login-card.tsx';
import { LoginForm } from '../components/login-form.tsx';

// The registration form is fetched when asked for: the sign-in screen downloads only what it shows.
const StaffRegistration = lazy(() =>
  import('../components/staff-registration.tsx').then((m) => ({ default: m.StaffRegistration })),
);

/** Staff Login, or Staff Registration (done in a browser where the admin is signed in). */
export function StaffLoginPage() {
  const t = useT();
  const { user } = useSession();
  const [mode, setMode] = useState<'login' | 'register'>('login');
  const [notice, setNotice] = useState<FormMessageValue | null>(null);
  const signIn = useSignIn('staff');
  if (user?.role === 'staff') return <Navigate to={HOME_PATH.staff} replace />;

  if (mode === 'register') {
    return (
      <Suspense fallback={<FullScreenLoader />}>
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
      </Suspense>
    );
  }
  return (
    <LoginCard title={t('signIn.staff.title')} subtitle={t('signIn.staff.subtitle')}>
      <FormMessage message={notice} />
      <LoginForm onSubmit={signIn.mutate} pending={signIn.pending} />
      <FormMessage message={signIn.error ? { kind: 'error', text: signIn.error } : null} />
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
