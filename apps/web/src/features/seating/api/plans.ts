import type {
  TLockerPlan,
  TLockerPlanRequest,
  TPlaceKind,
  TSeatPlan,
  TSeatPlanRequest,
} from '@studydesk/contract';
import { queryOptions } from '@tanstack/react-query';
import { translate } from '../../../i18n/i18n.ts';
import { api } from '../../../lib/api-client.ts';
import { useChange } from '../../../lib/use-change.ts';
import { financeKeys } from '../../finance/api/keys.ts';
import { seatingKeys } from './keys.ts';

/** Where each kind of plan lives on the server. */
export const PLAN_PATHS = { seat: '/api/auth/seat', locker: '/api/auth/locker-plan' } as const;

export type PlanOf<K extends TPlaceKind> = K extends 'seat' ? TSeatPlan : TLockerPlan;

export const plansQuery = <K extends TPlaceKind>(kind: K) =>
  queryOptions({
    queryKey: seatingKeys.planList(kind),
    // TypeScript cannot follow `kind` from PLAN_PATHS to PlanOf; each path answers its kind's plans.
    queryFn: async () => (await api.get(`${PLAN_PATHS[kind]}?limit=500`)) as PlanOf<K>[],
  });

export const renewalsQuery = (list: 'expiring' | 'lapsed') =>
  queryOptions({
    queryKey: seatingKeys.renewals(list),
    queryFn: () => api.get(`/api/plans/renewals?list=${list}`),
  });

/** A plan changes who holds a seat or locker and what its student owes. */
const refresh = [seatingKeys.plans(), seatingKeys.occupancy(), financeKeys.all];

/** Adds (no id) or edits a seat or locker plan; the form shows a failure (a clash names the holder). */
export const useSavePlan = (kind: TPlaceKind, failure: string) =>
  useChange({
    call: ({ id, body }: { id: number | null; body: TSeatPlanRequest | TLockerPlanRequest }, key) =>
      id === null ? api.post(PLAN_PATHS[kind], body, key) : api.put(`${PLAN_PATHS[kind]}/${id}`, body),
    refresh,
    success: (_res, vars) =>
      vars.id === null ? translate('toast.planAdded') : translate('toast.planUpdated'),
    failure,
    inline: true,
  });

/** Assigns a seat from the occupancy grid: a seat plan for the seat, shift and day clicked. */
export const useAssignSeat = () =>
  useChange({
    call: (body: TSeatPlanRequest, key) => api.post(PLAN_PATHS.seat, body, key),
    refresh,
    success: (_res, body) => translate('toast.seatAssigned', { seat: body.seat_number }),
    failure: translate('toast.failedToSaveSeatPlan'),
    inline: true,
  });

export const useTogglePlan = (kind: TPlaceKind, failure: string) =>
  useChange({
    call: (id: number) => api.put(`${PLAN_PATHS[kind]}/toggle/${id}`),
    refresh,
    failure,
  });

export const useDeletePlan = (kind: TPlaceKind, failure: string) =>
  useChange({
    call: (id: number) => api.delete(`${PLAN_PATHS[kind]}/${id}`),
    refresh,
    failure,
  });

/**
 * A new plan of the same length from the day after this one ends (or today, when lapsed).
 * `student` names whom it was for in the success message (the renewals list).
 */
export const useRenewPlan = () =>
  useChange({
    call: ({ kind, id }: { kind: TPlaceKind; id: number; student?: string }, key) =>
      api.post(`${PLAN_PATHS[kind]}/${id}/renew`, {}, key),
    refresh,
    success: (_res, vars) =>
      vars.student ? translate('toast.renewedFor', { name: vars.student }) : translate('toast.planRenewed'),
    failure: translate('toast.failedToRenewThePlan'),
  });
