import { queryOptions } from '@tanstack/react-query';
import { translate } from '../../../i18n/i18n.ts';
import { api } from '../../../lib/api-client.ts';
import { useChange } from '../../../lib/use-change.ts';
import { platformKeys } from './keys.ts';

export const loginStatusQuery = queryOptions({
  queryKey: platformKeys.loginStatus(),
  queryFn: () => api.get('/api/auth/superadmin/login-status'),
});

export const useToggleLogin = () =>
  useChange({
    call: (enable: boolean, key) => api.post('/api/auth/superadmin/toggle-login', { enable }, key),
    refresh: [platformKeys.loginStatus()],
    success: (_res, enable) => (enable ? translate('toast.loginEnabled') : translate('toast.loginDisabled')),
    failure: translate('toast.failedToToggleLogin'),
  });
