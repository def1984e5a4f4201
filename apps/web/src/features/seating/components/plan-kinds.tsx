import { Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  type TLockerPlan,
  type TPlaceKind,
  type TSeatPlan,
  ZLockerPlanRequest,
  ZSeatPlanRequest,
} from '@studydesk/contract';
import type { ReactNode } from 'react';
import type { MessageKey } from '../../../i18n/keys.ts';
import type { Translate } from '../../../i18n/use-t.ts';
import type { Column } from '../../common/data-table.tsx';
import { formatDate, formatRupees } from '../../common/format.ts';
import type { PlanOf } from '../api/plans.ts';
import { LockerFields, SeatFields } from './plan-fields.tsx';
import { ShiftLabel } from './shift-label.tsx';

/** The plan form's values; each kind sends its own part (`body`). */
export type PlanValues = {
  seat_number: string;
  shift_id: string | null;
  duration: string;
  name: string;
  locker_number: string | null;
  duration_days: number | string;
  price: number | string;
  student_id: string | null;
  /** null: today. */
  starts_on: string | null;
  status: 'Active' | 'Inactive';
  /** The membership plan a seat plan's duration and price start from (the form's only, never sent). */
  membership_plan_id: string | null;
};
export type PlanForm = UseFormReturnType<PlanValues>;

/** What a kind of plan (seat or locker) adds to the shared plans tab. */
export interface PlanKind<K extends TPlaceKind, P = PlanOf<K>> {
  kind: K;
  schema: typeof ZSeatPlanRequest | typeof ZLockerPlanRequest;
  /** Defaults of a new plan. */
  empty: Partial<PlanValues>;
  fromPlan(plan: P): Partial<PlanValues>;
  /** Its own fields and the price, ahead of student and start day; `planId`: the plan edited. */
  Fields(props: { form: PlanForm; planId: number | null }): ReactNode;
  /** What an add clears for the next one; the rest (price, shift, dates) stays. */
  cleared: Partial<PlanValues>;
  columns(t: Translate): Column<P>[];
  texts: Record<'load' | 'toggle' | 'remove' | 'save' | 'empty' | 'label', MessageKey>;
}

const shared = (plan: TSeatPlan | TLockerPlan): Partial<PlanValues> => ({
  price: plan.price,
  student_id: plan.student_id ? String(plan.student_id) : null,
  starts_on: plan.starts_on,
  status: plan.status,
});

export const SEAT_PLANS: PlanKind<'seat'> = {
  kind: 'seat',
  schema: ZSeatPlanRequest,
  empty: { duration: '30 Days' },
  cleared: { seat_number: '', student_id: null },
  fromPlan: (p) => ({
    ...shared(p),
    seat_number: p.seat_number,
    shift_id: p.shift_id ? String(p.shift_id) : null,
    duration: p.duration,
  }),
  Fields: SeatFields,
  columns: (t) => [
    { header: t('seating.column.seat'), cell: (p) => p.seat_number },
    {
      header: t('seating.column.shift'),
      cell: (p) => (p.shift ? <ShiftLabel label={p.shift} /> : t('place.wholeDay')),
    },
    { header: t('seating.column.student'), cell: (p) => p.student_name ?? '—' },
    { header: t('seating.column.dates'), cell: (p) => <PlanPeriod plan={p} length={p.duration} /> },
    { header: t('seating.column.price'), cell: (p) => formatRupees(p.price) },
  ],
  texts: {
    load: 'seating.manage.seat.load',
    toggle: 'seating.manage.seat.toggle',
    remove: 'seating.manage.seat.remove',
    save: 'seating.manage.seat.save',
    empty: 'seating.manage.seat.empty',
    label: 'seating.manage.seat.label',
  },
};

export const LOCKER_PLANS: PlanKind<'locker'> = {
  kind: 'locker',
  schema: ZLockerPlanRequest,
  empty: { duration_days: 30, price: 99 },
  cleared: { locker_number: null, student_id: null },
  fromPlan: (p) => ({
    ...shared(p),
    name: p.name,
    locker_number: p.locker_number,
    duration_days: p.duration_days,
  }),
  Fields: LockerFields,
  columns: (t) => [
    { header: t('seating.column.name'), cell: (p) => p.name },
    { header: t('seating.column.locker'), cell: (p) => p.locker_number ?? '—' },
    { header: t('seating.column.student'), cell: (p) => p.student_name ?? '—' },
    {
      header: t('seating.column.dates'),
      cell: (p) => <PlanPeriod plan={p} length={t('seating.manage.days', { count: p.duration_days })} />,
    },
    { header: t('seating.column.price'), cell: (p) => formatRupees(p.price) },
  ],
  texts: {
    load: 'seating.manage.locker.load',
    toggle: 'seating.manage.locker.toggle',
    remove: 'seating.manage.locker.remove',
    save: 'seating.manage.locker.save',
    empty: 'seating.manage.locker.empty',
    label: 'seating.manage.locker.label',
  },
};

const nowrap = { whiteSpace: 'nowrap' } as const;

/** A plan's dates, which may break after the arrow, over its length ('30 Days'): the table keeps to the page. */
function PlanPeriod({ plan, length }: { plan: TSeatPlan | TLockerPlan; length: string }) {
  return (
    <>
      {plan.starts_on && plan.ends_on ? (
        <Text size="sm">
          <span style={nowrap}>{formatDate(plan.starts_on)} →</span>{' '}
          <span style={nowrap}>{formatDate(plan.ends_on)}</span>
        </Text>
      ) : (
        '—'
      )}
      <Text size="xs" c="dimmed">
        {length}
      </Text>
    </>
  );
}
