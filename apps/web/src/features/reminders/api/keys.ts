/** Query keys of the reminders domain: templates, reminders sent, the providers that send them, the message log. */
export const reminderKeys = {
  all: ['reminders'] as const,
  templates: () => [...reminderKeys.all, 'templates'] as const,
  last: () => [...reminderKeys.all, 'last'] as const,
  delivery: () => [...reminderKeys.all, 'delivery'] as const,
  providers: () => [...reminderKeys.all, 'providers'] as const,
  messages: () => [...reminderKeys.all, 'messages'] as const,
  scheduled: () => [...reminderKeys.all, 'scheduled'] as const,
  dunning: () => [...reminderKeys.all, 'dunning'] as const,
};
