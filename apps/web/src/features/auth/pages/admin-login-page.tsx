import { Navigate } from 'react-router';
import { useT } from '../../../i18n/use-t.ts';
import { HOME_PATH, useSession } from '../../../lib/session.tsx';
import { FormMessage } from '../../common/form-message.tsx';
import { useSignIn } from '../api/sign-in.ts';
import { LoginCard } from '../components/login-card.tsx';
import { LoginForm } from '../components/login-form.tsx';

export function AdminLoginPage() {
  const t = useT();
  const { user } = useSession();
  const signIn = useSignIn('admin');
  if (user?.role === 'admin') return <Navigate to={HOME_PATH.admin} replace />;
  return (
    <LoginCard title={t('signIn.admin.title')} subtitle={t('signIn.admin.subtitle')}>
      <LoginForm onSubmit={signIn.mutate} pending={signIn.pending} />
      <FormMessage message={signIn.error ? { kind: 'error', text: signIn.error } : null} />
    </LoginCard>
  );
}
