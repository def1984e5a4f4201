import type { TPlaceKind } from '@studydesk/contract';
import { shiftsQuery } from './shifts-query.ts';

/**
 * Query keys of the seating domain; a prefix refreshes everything under it. Some of this data is
 * read by other screens under the same first word: shifts (common/shifts-query.ts), places
 * (common/place-options.ts: ['places', kind, false]), membership plans (the students' plans page),
 * occupancy (the desk's bookings refresh it). So those keys keep their word, and one change
 * refreshes every screen that shows it.
 */
export const seatingKeys = {
  shifts: () => shiftsQuery.queryKey,
  /** Manage Seats' time slots. */
  timeSlots: () => ['seats'] as const,
  places: () => ['places'] as const,
  placeList: (kind: TPlaceKind, withRetired: boolean) =>
    [...seatingKeys.places(), kind, withRetired] as const,
  occupancy: () => ['occupancy'] as const,
  occupancyDay: (date: string) => [...seatingKeys.occupancy(), 'day', date] as const,
  occupancyGrid: (date: string, offset: number) =>
    [...seatingKeys.occupancy(), 'grid', date, offset] as const,
  /** Seat and locker plans, and the renewals drawn from them. */
  plans: () => ['plans'] as const,
  planList: (kind: TPlaceKind) => [...seatingKeys.plans(), kind] as const,
  renewals: (list: string) => [...seatingKeys.plans(), 'renewals', list] as const,
  /** Every seat or locker plan of a library (the staff's read-only Memberships page). */
  libraryPlans: (kind: TPlaceKind, adminId: number) =>
    [...seatingKeys.plans(), 'library', kind, adminId] as const,
  /** A student's own seat or locker plans, and their Memberships list. */
  studentPlans: (kind: TPlaceKind, studentId: number) =>
    [...seatingKeys.plans(), 'student', kind, studentId] as const,
  memberships: (studentId: number) => [...seatingKeys.plans(), 'memberships', studentId] as const,
  membershipPlans: () => ['membership-plans'] as const,
  /** The account domain's settings (the seat and locker totals), read here. */
  settings: () => ['settings'] as const,
  /** The money screens (finance): a plan charges its student, so plan changes refresh them. */
  money: () => ['ledger'] as const,
};
