import type { TNoShowRule } from '@studydesk/contract';
import { queryOptions } from '@tanstack/react-query';
import { translate } from '../../../i18n/i18n.ts';
import { api } from '../../../lib/api-client.ts';
import { useChange } from '../../../lib/use-change.ts';
import { seatingKeys } from '../../seating/api/keys.ts';
import { settingsKeys } from './keys.ts';

/** 'Free a no-show's seat for the day': on or off, and after how many minutes. */
export const noShowRuleQuery = queryOptions({
  queryKey: settingsKeys.noShows(),
  queryFn: () => api.get('/api/settings/no-shows'),
});

/** The seat map and grid show 'free today' by this rule: they are read again. */
export const useSaveNoShowRule = () =>
  useChange({
    call: (body: TNoShowRule) => api.put('/api/settings/no-shows', body),
    refresh: [settingsKeys.noShows(), seatingKeys.occupancy()],
    success: translate('toast.noShowRuleSaved'),
    inline: true,
  });
