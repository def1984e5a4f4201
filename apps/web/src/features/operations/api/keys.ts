/**
 * Query keys of the operations domain (books, events and the desk's check-ins, attendance and seat
 * bookings); a prefix refreshes everything under it.
 */
export const operationsKeys = {
  all: ['operations'] as const,
  books: () => [...operationsKeys.all, 'books'] as const,
  myBooks: (name: string) => [...operationsKeys.books(), 'mine', name] as const,
  events: () => [...operationsKeys.all, 'events'] as const,
  checkins: () => [...operationsKeys.all, 'checkins'] as const,
  attendance: () => [...operationsKeys.all, 'attendance'] as const,
  seatBookings: () => [...operationsKeys.all, 'seat-bookings'] as const,
  /** The owner's kiosks and door posters (Settings). */
  doorDevices: () => [...operationsKeys.all, 'door-devices'] as const,
  /** The paired kiosk (its own screen). */
  kiosk: () => [...operationsKeys.all, 'kiosk'] as const,
};
