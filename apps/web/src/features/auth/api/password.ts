import type { TRole, TSessionUser } from '@studydesk/contract';
import { useT } from '../../../i18n/use-t.ts';
import { api } from '../../../lib/api-client.ts';
import { useChange } from '../../../lib/use-change.ts';

type Send = (
  user: TSessionUser,
  current: string,
  next: string,
  key: string,
) => Promise<{ message?: string } | undefined>;

/** Each role's own endpoint and field names (spec sections 5, 7 and 8). */
const SEND: Record<TRole, Send> = {
  superadmin: (_u, currentPassword, newPassword) =>
    api.put('/api/auth/superadmin/change-password', { currentPassword, newPassword }),
  admin: (u, oldPassword, newPassword) =>
    api.put('/api/auth/admin/setting/change-password', { adminId: u.id, oldPassword, newPassword }),
  staff: (u, oldPassword, newPassword) => api.put(`/api/auth/staff/${u.id}`, { oldPassword, newPassword }),
  student: (u, currentPassword, newPassword, key) =>
    api.post('/api/auth/student/change-password', { email: u.email, currentPassword, newPassword }, key),
};

/**
 * Changes the signed-in person's password (their other sessions end). Answers the text to show: the
 * server's, or 'Password updated successfully'. The form shows a failure itself.
 */
export const useChangePassword = () => {
  const t = useT();
  return useChange({
    call: async (
      { user, current, next }: { user: TSessionUser; current: string; next: string },
      key: string,
    ) => {
      const res = await SEND[user.role](user, current, next, key);
      return res?.message || t('account.password.updated');
    },
    refresh: [],
    success: (text) => text,
    inline: true,
  });
};
