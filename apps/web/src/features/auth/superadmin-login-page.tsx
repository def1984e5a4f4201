import { Navigate } from 'react-router';
import { HOME_PATH, useSession } from '../../lib/session.tsx';
import { FormMessage } from '../common/form-message.tsx';
import { LoginCard } from './login-card.tsx';
import { LoginForm } from './login-form.tsx';
import { useSignIn } from './use-sign-in.ts';

export function SuperadminLoginPage() {
  const { user } = useSession();
  const { submit, pending, error } = useSignIn('superadmin', (m) => m || 'Login failed. Try again.');
  if (user?.role === 'superadmin') return <Navigate to={HOME_PATH.superadmin} replace />;
  return (
    <LoginCard title="Superadmin Login" subtitle="Platform administration">
      <LoginForm onSubmit={submit} pending={pending} pendingLabel="Logging in..." />
      <FormMessage message={error ? { kind: 'error', text: error } : null} />
    </LoginCard>
  );
}
