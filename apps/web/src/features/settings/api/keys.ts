/** Query keys of the library's settings (seat and locker totals, UPI ID), which seating reads too. */
export const settingsKeys = {
  all: ['settings'] as const,
  /** The library's identity (name, address, phone, logo, UPI ID). */
  identity: ['settings', 'identity'] as const,
  /** The rules at the door (desk scans). */
  doorRules: () => [...settingsKeys.all, 'door-rules'] as const,
  /** Whether a no-show's seat is free for the day. */
  noShows: () => [...settingsKeys.all, 'no-shows'] as const,
};
