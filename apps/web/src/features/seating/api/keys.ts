import type { TPlaceKind } from '@studydesk/contract';

/**
 * Query keys of the seating domain; a prefix refreshes everything under it. Other features read
 * and refresh some of them by importing them: shifts (the dues filter, the desk's bookings),
 * occupancy (a desk booking holds a seat for a day), membership plans (the students' plans page).
 */
export const seatingKeys = {
  shifts: () => ['shifts'] as const,
  /** Manage Seats' time slots. */
  timeSlots: () => ['seats'] as const,
  places: () => ['places'] as const,
  placeList: (kind: TPlaceKind, withRetired: boolean) =>
    [...seatingKeys.places(), kind, withRetired] as const,
  occupancy: () => ['occupancy'] as const,
  occupancyDay: (date: string) => [...seatingKeys.occupancy(), 'day', date] as const,
  occupancyGrid: (date: string, offset: number) =>
    [...seatingKeys.occupancy(), 'grid', date, offset] as const,
  /** The plan form's seat picker: which seats are free for a shift and dates (its query string). */
  seatAvailability: (query: string) => [...seatingKeys.occupancy(), 'seats', query] as const,
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
  /** Pauses of seat plans (the desk's list to decide, a student's own) and the owner's policy. */
  pauses: () => ['pauses'] as const,
  pauseList: (query: string) => [...seatingKeys.pauses(), query] as const,
  pausePolicy: () => ['pause-policy'] as const,
};
