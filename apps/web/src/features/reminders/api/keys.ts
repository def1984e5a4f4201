/** Query keys of the reminders domain: the library's templates and the reminders sent. */
export const reminderKeys = {
  all: ['reminders'] as const,
  templates: () => [...reminderKeys.all, 'templates'] as const,
  last: () => [...reminderKeys.all, 'last'] as const,
};
