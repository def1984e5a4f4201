import type { TStaffRegisterRequest } from '@studydesk/contract';
import { useT } from '../../../i18n/use-t.ts';
import { api } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';
import { useAuthChange } from './use-auth-change.ts';

/** The signed-in admin registers a staff member from the staff sign-in page; `onDone` gets the success text. */
export function useRegisterStaff(onDone: (text: string) => void) {
  const t = useT();
  return useAuthChange({
    call: (body: TStaffRegisterRequest) => api.post('/api/auth/staff/register', body),
    onSuccess: () => {
      const text = t('signIn.staff.registered');
      showToast('green', text);
      onDone(text);
    },
    failure: (message) => t('common.failed', { message: message || t('signIn.registrationFailed') }),
    notify: true,
  });
}
