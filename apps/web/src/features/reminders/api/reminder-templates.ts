import type { TReminderTemplates } from '@studydesk/contract';
import { queryOptions } from '@tanstack/react-query';
import { translate } from '../../../i18n/i18n.ts';
import { api } from '../../../lib/api-client.ts';
import { useChange } from '../../../lib/use-change.ts';
import { reminderKeys } from './keys.ts';

const PATH = '/api/reminders/templates';

/** The library's wording of WhatsApp/SMS reminders (dues and expiry, English and Hindi). */
export const reminderTemplatesQuery = queryOptions({
  queryKey: reminderKeys.templates(),
  queryFn: () => api.get(PATH),
});

export const useSaveReminderTemplates = () =>
  useChange({
    call: (templates: TReminderTemplates) => api.put(PATH, templates),
    refresh: [reminderKeys.templates()],
    success: translate('toast.reminderTemplatesSaved'),
    inline: true,
  });
