import type { TRole } from '@studydesk/contract';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullScreenLoader } from '../features/common/full-screen-loader.tsx';
import { CHANGE_PASSWORD_PATH, useSession } from '../lib/session.tsx';

/**
 * Spec guard: 'Loading...' while the session is read; no user, or a role not in `roles`,
 * goes to '/' (replacing history). A temporary password must be replaced first.
 */
export function Guard({ roles, children }: { roles?: readonly TRole[]; children: ReactNode }) {
  const { status, user, signedOutTo } = useSession();
  const location = useLocation();
  if (status === 'loading') return <FullScreenLoader />;
  if (!user) return <Navigate to={signedOutTo ?? '/'} replace />;
  if (roles && !roles.includes(user.role)) return <Navigate to="/" replace />;
  const changePassword = CHANGE_PASSWORD_PATH[user.role];
  if (user.must_change_password && location.pathname !== changePassword) {
    return <Navigate to={changePassword} replace />;
  }
  return children;
}
