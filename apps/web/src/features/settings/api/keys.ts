/** Query keys of the library's settings (seat and locker totals, UPI ID), which seating reads too. */
export const settingsKeys = {
  all: ['settings'] as const,
  /** The rules at the door (desk scans). */
  doorRules: () => [...settingsKeys.all, 'door-rules'] as const,
};
