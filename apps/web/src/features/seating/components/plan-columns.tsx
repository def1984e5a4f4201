import type { TLockerPlan, TSeatPlan } from '@studydesk/contract';
import type { Translate } from '../../../i18n/use-t.ts';
import type { Column } from '../../common/data-table.tsx';
import { formatRupees } from '../../common/format.ts';
import { planDates } from '../present.tsx';
import { ShiftLabel } from './shift-label.tsx';
import { ValidityBadge } from './validity-badge.tsx';

/** A plan's status as the server names it ('Active', 'Inactive'), in the language shown. */
export function planStatus(t: Translate, status: string): string {
  if (status === 'Active') return t('status.active');
  if (status === 'Inactive') return t('status.inactive');
  if (status === 'Expired') return t('status.expired');
  return status;
}

/** Seat plans' read-only columns; a student's own list leaves out the Student column. */
export const seatPlanColumns = (t: Translate, withStudent: boolean): Column<TSeatPlan>[] => [
  { header: t('seating.column.seat'), cell: (p) => p.seat_number },
  {
    header: t('seating.column.shift'),
    cell: (p) => (p.shift ? <ShiftLabel label={p.shift} /> : t('place.wholeDay')),
  },
  ...(withStudent
    ? [{ header: t('seating.column.student'), cell: (p: TSeatPlan) => p.student_name ?? '—' }]
    : []),
  { header: t('seating.column.dates'), cell: (p) => planDates(p) },
  { header: t('seating.column.price'), cell: (p) => formatRupees(p.price) },
  {
    header: t('seating.column.validity'),
    cell: (p) => <ValidityBadge validity={p.validity} daysLeft={p.days_left} />,
  },
  { header: t('seating.column.status'), cell: (p) => planStatus(t, p.status) },
];

/** Locker plans' read-only columns; a student's own list leaves out the Student column. */
export const lockerPlanColumns = (t: Translate, withStudent: boolean): Column<TLockerPlan>[] => [
  { header: t('seating.column.plan'), cell: (p) => p.name },
  { header: t('seating.column.locker'), cell: (p) => p.locker_number ?? '—' },
  ...(withStudent
    ? [{ header: t('seating.column.student'), cell: (p: TLockerPlan) => p.student_name ?? '—' }]
    : []),
  { header: t('seating.column.dates'), cell: (p) => planDates(p) },
  { header: t('seating.column.price'), cell: (p) => formatRupees(p.price) },
  {
    header: t('seating.column.validity'),
    cell: (p) => <ValidityBadge validity={p.validity} daysLeft={p.days_left} />,
  },
  { header: t('seating.column.status'), cell: (p) => planStatus(t, p.status) },
];
