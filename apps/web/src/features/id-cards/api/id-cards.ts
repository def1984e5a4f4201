import type { TStudentSummary } from '@studydesk/contract';
import { queryOptions } from '@tanstack/react-query';
import { translate } from '../../../i18n/i18n.ts';
import { api } from '../../../lib/api-client.ts';
import { useChange } from '../../../lib/use-change.ts';
import { dashboardKeys } from '../../dashboard/api/keys.ts';
import { studentKeys } from '../../students/api/keys.ts';
import { idCardKeys } from './keys.ts';

/** The signed-in student's own record, for their card. */
export const myCardQuery = queryOptions({
  queryKey: [...idCardKeys.all, 'mine'] as const,
  queryFn: () => api.get('/api/auth/student/me'),
  retry: false,
});

/** The library's students for the card list (first 500 matching the search). */
export const cardStudentsQuery = (q: string) =>
  queryOptions({
    queryKey: idCardKeys.list(q),
    queryFn: () =>
      api.getPage(`/api/manage/students/my-students?limit=500${q ? `&q=${encodeURIComponent(q)}` : ''}`),
  });

/** One student's record for the card preview. */
export const cardQuery = (id: number | null) =>
  queryOptions({
    queryKey: idCardKeys.card(id ?? 0),
    queryFn: () => api.get(`/api/manage/students/${id ?? 0}`),
    enabled: id !== null,
  });

/** The QR text and typed number of a student's card that is out. */
export const cardCodeQuery = (id: number | null, out: boolean) =>
  queryOptions({
    queryKey: [...idCardKeys.card(id ?? 0), 'code'] as const,
    queryFn: () => api.get(`/api/manage/students/${id ?? 0}/id-card`),
    enabled: id !== null && out,
  });

/** The signed-in student's card code, once the admin generated the card. */
export const myCardCodeQuery = (out: boolean) =>
  queryOptions({
    queryKey: [...idCardKeys.all, 'mine', 'code'] as const,
    queryFn: () => api.get('/api/auth/student/me/id-card'),
    enabled: out,
    retry: false,
  });

/** A new version of the card: every copy printed before refuses at the door. */
export const useRegenerateCard = () =>
  useChange({
    call: (id: number, key: string) => api.post(`/api/manage/students/${id}/id-card/regenerate`, {}, key),
    refresh: [idCardKeys.all],
    success: translate('toast.newCardIssuedPrintItThe'),
    failure: translate('toast.failedToIssueANewCard'),
  });

export const useToggleIdCard = () =>
  useChange({
    call: (s: TStudentSummary) =>
      api.patch(`/api/manage/students/${s.id}/toggle-id`, { idCardGenerated: !s.idCardGenerated }),
    refresh: [idCardKeys.all],
    failure: translate('toast.failedToUpdateTheIdCard'),
  });

/** Deleting from the card list removes the student (every student list refreshes). */
export const useDeleteCardStudent = () =>
  useChange({
    call: (id: number) => api.delete(`/api/manage/students/${id}`),
    refresh: [studentKeys.all, dashboardKeys.counts],
    success: translate('toast.studentDeletedSuccessfully'),
    failure: translate('toast.failedToDeleteStudent'),
  });
