import type { TLibraryActivity } from '@studydesk/contract';
import { formatRupees } from '@studydesk/contract/money';
import { useT } from '../../../i18n/use-t.ts';
import { formatDateTime } from '../../common/format.ts';
import { type Column, PagedTable } from '../../common/paged-table.tsx';
import { dashboardKeys } from '../api/keys.ts';
import { LIBRARY_ACTIVITY_PATH } from '../api/library-activity.ts';

/** Which libraries are thriving or idle: size, money this month, the owner's last sign-in. */
export function LibraryActivity() {
  const t = useT();
  const columns: Column<TLibraryActivity>[] = [
    { header: t('platform.dashboard.library'), cell: (l) => l.name },
    { header: t('platform.common.email'), cell: (l) => l.email },
    { header: t('platform.common.students'), cell: (l) => l.students },
    { header: t('platform.dashboard.collected'), cell: (l) => formatRupees(l.collections_month) },
    {
      header: t('platform.dashboard.lastSignIn'),
      cell: (l) => (l.last_sign_in ? formatDateTime(l.last_sign_in) : t('platform.dashboard.never')),
    },
  ];
  return (
    <PagedTable
      path={LIBRARY_ACTIVITY_PATH}
      queryKey={dashboardKeys.libraryActivity()}
      columns={columns}
      emptyText={t('platform.dashboard.empty')}
      errorText={t('platform.dashboard.loadFailed')}
    />
  );
}
