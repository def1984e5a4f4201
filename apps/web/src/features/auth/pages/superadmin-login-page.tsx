import { Navigate } from 'react-router';
import { useT } from '../../../i18n/use-t.ts';
import { HOME_PATH, useSession } from '../../../lib/session.tsx';
import { FormMessage } from '../../common/form-message.tsx';
import { useSignIn } from '../api/sign-in.ts';
import { LoginCard } from '../components/login-card.tsx';
import { LoginForm } from '../components/login-form.tsx';

export function SuperadminLoginPage() {
  const t = useT();
  const { user } = useSession();
  const signIn = useSignIn('superadmin');
  if (user?.role === 'superadmin') return <Navigate to={HOME_PATH.superadmin} replace />;
  return (
    <LoginCard title={t('signIn.superadmin.title')} subtitle={t('signIn.superadmin.subtitle')}>
      <LoginForm onSubmit={signIn.mutate} pending={signIn.pending} pendingLabel={t('signIn.loggingIn')} />
      <FormMessage message={signIn.error ? { kind: 'error', text: signIn.error } : null} />
    </LoginCard>
  );
}
