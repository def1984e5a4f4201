import type { TStudentChangePasswordRequest, TStudentRegisterRequest } from '@studydesk/contract';
import { useT } from '../../../i18n/use-t.ts';
import { api } from '../../../lib/api-client.ts';
import { useAuthChange } from './use-auth-change.ts';

/** A student registers with their library's join code; `onDone` gets the success text. */
export function useRegisterStudent(onDone: (text: string) => void) {
  const t = useT();
  return useAuthChange({
    call: (body: TStudentRegisterRequest) => api.post('/api/auth/student/register', body),
    onSuccess: () => onDone(t('signIn.student.registered')),
    failure: (message) => t('common.failed', { message: message || t('signIn.registrationFailed') }),
    notify: true,
  });
}

/** A student changes a password they know (a forgotten one is reset by their admin). */
export function useChangeStudentPassword(onDone: (text: string) => void) {
  const t = useT();
  return useAuthChange({
    call: (body: TStudentChangePasswordRequest) => api.post('/api/auth/student/change-password', body),
    onSuccess: () => onDone(t('signIn.student.passwordChanged')),
    failure: (message) => t('common.failed', { message: message || t('signIn.student.somethingWrong') }),
    notify: true,
  });
}
