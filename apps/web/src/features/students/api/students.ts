import { queryOptions } from '@tanstack/react-query';
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
    success: id ? 'Student updated successfully!' : 'Student added successfully!',
    failure: id ? 'Failed to save student' : 'Failed to add student',
  });

export const useDeleteStudent = () =>
  useChange({
    call: (id: number) => api.delete(`/api/manage/students/${id}`),
    refresh: [studentKeys.all, dashboardKeys.counts],
    success: 'Student deleted successfully!',
    failure: 'Failed to delete student',
  });

export const useResetStudentPassword = () =>
  useChange({
    call: (id: number, key) => api.post(`/api/manage/students/${id}/reset-password`, {}, key),
    refresh: [],
    failure: 'Failed to reset password.',
  });

export const useReverseEntry = (studentId: string) =>
  useChange({
    call: ({ entryId, reason }: { entryId: number; reason: string }, key) =>
      api.post(`/api/ledger/entries/${entryId}/reverse`, { reason }, key),
    refresh: [studentKeys.details(studentId), financeKeys.all],
    success: 'Reversal posted',
    inline: true,
  });
