import { Navigate } from 'react-router';
import { HOME_PATH, useSession } from '../../lib/session.tsx';
import { showToast } from '../../lib/toast.ts';
import { FormMessage } from '../common/form-message.tsx';
import { LoginCard } from './login-card.tsx';
import { LoginForm } from './login-form.tsx';
import { useSignIn } from './use-sign-in.ts';

export function AdminLoginPage() {
  const { user } = useSession();
  const { submit, pending, error } = useSignIn('admin', (m) => {
    const text = `Failed! ${m || 'Login failed'}`;
    showToast('red', text);
    return text;
  });
  if (user?.role === 'admin') return <Navigate to={HOME_PATH.admin} replace />;
  return (
    <LoginCard title="Admin Login" subtitle="For library and institute owners">
      <LoginForm onSubmit={submit} pending={pending} />
      <FormMessage message={error ? { kind: 'error', text: error } : null} />
    </LoginCard>
  );
}
