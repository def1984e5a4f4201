/**
 * Query keys of the account domain. The library's settings are read by seating too, so their query
 * lives in common/library-settings.ts; the reminder templates sit under 'reminders' beside the
 * reminders sent (common/reminders).
 */
export const accountKeys = {
  reminderTemplates: () => ['reminders', 'templates'] as const,
};
