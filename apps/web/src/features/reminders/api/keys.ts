/** Query keys of the reminders domain: templates, reminders sent, and the providers that send them. */
export const reminderKeys = {
  all: ['reminders'] as const,
  templates: () => [...reminderKeys.all, 'templates'] as const,
  last: () => [...reminderKeys.all, 'last'] as const,
  delivery: () => [...reminderKeys.all, 'delivery'] as const,
  providers: () => [...reminderKeys.all, 'providers'] as const,
  dunning: () => [...reminderKeys.all, 'dunning'] as const,
};
