import type { TLeadUpdateRequest } from '@studydesk/contract';
import { api } from '../../../lib/api-client.ts';
import { useChange } from '../../../lib/use-change.ts';
import { dashboardKeys } from '../../dashboard/api/keys.ts';
import { publicPageKeys } from './keys.ts';

export const LEADS_PATH = '/api/leads';

export const useUpdateLead = () =>
  useChange({
    call: ({ id, body }: { id: number; body: TLeadUpdateRequest }) => api.patch(`/api/leads/${id}`, body),
    refresh: [publicPageKeys.leads(), dashboardKeys.all],
    inline: true,
  });

/** The lead joined as this student (after the admission form saved them). */
export const convertLead = (id: number, studentId: number) =>
  api.post(`/api/leads/${id}/convert`, { student_id: studentId });
