import type { TLoginRequest, TRole } from '@studydesk/contract';
import { useNavigate } from 'react-router';
import { useT } from '../../../i18n/use-t.ts';
import { CHANGE_PASSWORD_PATH, HOME_PATH, useSession } from '../../../lib/session.tsx';
import { useAuthChange } from './use-auth-change.ts';

/**
 * Signs in as `role` and goes to its home (or to the password change a temporary password asks
 * for). A refusal reads 'Failed: …' with a notification; the superadmin's page shows the server's
 * message alone.
 */
export function useSignIn(role: TRole) {
  const t = useT();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const superadmin = role === 'superadmin';
  return useAuthChange({
    call: ({ email, password }: TLoginRequest) => signIn(role, email, password),
    onSuccess: (user) =>
      navigate(user.must_change_password ? CHANGE_PASSWORD_PATH[role] : HOME_PATH[role], { replace: true }),
    failure: (message) =>
      superadmin
        ? message || t('signIn.loginFailedTryAgain')
        : t('common.failed', { message: message || t('signIn.loginFailed') }),
    notify: !superadmin,
  });
}
