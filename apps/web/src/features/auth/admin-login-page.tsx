import { Navigate } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { HOME_PATH, useSession } from '../../lib/session.tsx';
import { showToast } from '../../lib/toast.ts';
import { FormMessage } from '../common/form-message.tsx';
import { LoginCard } from './login-card.tsx';
import { LoginForm } from './login-form.tsx';
import { useSignIn } from './use-sign-in.ts';

export function AdminLoginPage() {
  const t = useT();
  const { user } = useSession();
  const { submit, pending, error } = useSignIn('admin', (m) => {
    const text = t('common.failed', { message: m || t('signIn.loginFailed') });
    showToast('red', text);
    return text;
  });
  if (user?.role === 'admin') return <Navigate to={HOME_PATH.admin} replace />;
  return (
    <LoginCard title={t('signIn.admin.title')} subtitle={t('signIn.admin.subtitle')}>
      <LoginForm onSubmit={submit} pending={pending} />
      <FormMessage message={error ? { kind: 'error', text: error } : null} />
    </LoginCard>
  );
}
