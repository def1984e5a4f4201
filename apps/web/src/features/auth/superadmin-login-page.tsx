import { Navigate } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { HOME_PATH, useSession } from '../../lib/session.tsx';
import { FormMessage } from '../common/form-message.tsx';
import { LoginCard } from './login-card.tsx';
import { LoginForm } from './login-form.tsx';
import { useSignIn } from './use-sign-in.ts';

export function SuperadminLoginPage() {
  const t = useT();
  const { user } = useSession();
  const { submit, pending, error } = useSignIn('superadmin', (m) => m || t('signIn.loginFailedTryAgain'));
  if (user?.role === 'superadmin') return <Navigate to={HOME_PATH.superadmin} replace />;
  return (
    <LoginCard title={t('signIn.superadmin.title')} subtitle={t('signIn.superadmin.subtitle')}>
      <LoginForm onSubmit={submit} pending={pending} pendingLabel={t('signIn.loggingIn')} />
      <FormMessage message={error ? { kind: 'error', text: error } : null} />
    </LoginCard>
  );
}
