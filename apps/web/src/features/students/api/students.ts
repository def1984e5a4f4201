import { queryOptions } from '@tanstack/react-query';
import { translate } from '../../../i18n/i18n.ts';
import { api } from '../../../lib/api-client.ts';
import { sendForm } from '../../../lib/upload.ts';
import { useChange } from '../../../lib/use-change.ts';
import { dashboardKeys } from '../../dashboard/api/keys.ts';
import { financeKeys } from '../../finance/api/keys.ts';
import { studentKeys } from './keys.ts';

export const STUDENTS_PATH = '/api/manage/students/my-students';

/** One student's record, for the edit form. */
export const studentQuery = (id: string) =>
  queryOptions({
    queryKey: studentKeys.record(id),
    queryFn: () => api.get(`/api/manage/students/${Number(id)}`),
  });

/** Basic info, the fee ledger with its running balance, seat history. */
export const studentDetailsQuery = (id: string) =>
  queryOptions({
    queryKey: studentKeys.details(id),
    queryFn: () => api.get(`/api/fees/student/${Number(id)}`),
    retry: false,
  });

/** Registers (no id) or edits a student; the form is multipart because of the photo. */
export const useSaveStudent = (id?: string) =>
  useChange({
    call: (form: FormData, key) =>
      id
        ? sendForm('PUT', `/api/manage/students/${id}`, form)
        : sendForm('POST', '/api/manage/students/register', form, { idempotencyKey: key }),
    refresh: [studentKeys.all, dashboardKeys.counts],
    success: id ? translate('toast.studentUpdatedSuccessfully') : translate('toast.studentAddedSuccessfully'),
    failure: id ? translate('toast.failedToSaveStudent') : translate('toast.failedToAddStudent'),
  });

export const useDeleteStudent = () =>
  useChange({
    call: (id: number) => api.delete(`/api/manage/students/${id}`),
    refresh: [studentKeys.all, dashboardKeys.counts],
    success: translate('toast.studentDeletedSuccessfully'),
    failure: translate('toast.failedToDeleteStudent'),
  });

export const useResetStudentPassword = () =>
  useChange({
    call: (id: number, key) => api.post(`/api/manage/students/${id}/reset-password`, {}, key),
    refresh: [],
    failure: translate('toast.failedToResetPassword'),
  });

export const useReverseEntry = (studentId: string) =>
  useChange({
    call: ({ entryId, reason }: { entryId: number; reason: string }, key) =>
      api.post(`/api/ledger/entries/${entryId}/reverse`, { reason }, key),
    refresh: [studentKeys.details(studentId), financeKeys.all],
    success: translate('toast.reversalPosted'),
    inline: true,
  });
