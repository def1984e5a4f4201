import type { TDoorRules } from '@studydesk/contract';
import { queryOptions } from '@tanstack/react-query';
import { translate } from '../../../i18n/i18n.ts';
import { api } from '../../../lib/api-client.ts';
import { useChange } from '../../../lib/use-change.ts';
import { settingsKeys } from './keys.ts';

/** The owner's rules at the door (which refuse, which only warn). */
export const doorRulesQuery = queryOptions({
  queryKey: settingsKeys.doorRules(),
  queryFn: () => api.get('/api/settings/door-rules'),
});

export const useSaveDoorRules = () =>
  useChange({
    call: (body: TDoorRules) => api.put('/api/settings/door-rules', body),
    refresh: [settingsKeys.doorRules()],
    success: translate('toast.rulesAtTheDoorSaved'),
    inline: true,
  });
