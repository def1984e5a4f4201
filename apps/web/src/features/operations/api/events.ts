import { queryOptions } from '@tanstack/react-query';
import { translate } from '../../../i18n/i18n.ts';
import { api } from '../../../lib/api-client.ts';
import { sendForm } from '../../../lib/upload.ts';
import { useChange } from '../../../lib/use-change.ts';
import { operationsKeys } from './keys.ts';

const EVENTS_PATH = '/api/events';

/** The library's events (at most three): the admin manages them, staff and students read them. */
export const eventsQuery = queryOptions({
  queryKey: operationsKeys.events(),
  queryFn: () => api.get(EVENTS_PATH),
});

/** Adds an event; the form is multipart because of its two images. */
export const useAddEvent = () =>
  useChange({
    call: (form: FormData, key: string) => sendForm('POST', EVENTS_PATH, form, { idempotencyKey: key }),
    refresh: [operationsKeys.events()],
    inline: true,
  });

export const useDeleteEvent = () =>
  useChange({
    call: (id: number) => api.delete(`${EVENTS_PATH}/${id}`),
    refresh: [operationsKeys.events()],
    failure: translate('toast.failedToDeleteEvent'),
  });
