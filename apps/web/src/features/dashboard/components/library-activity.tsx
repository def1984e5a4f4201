import type { TLibraryActivity } from '@studydesk/contract';
import { formatRupees } from '@studydesk/contract/money';
import { formatDateTime } from '../../common/format.ts';
import { type Column, PagedTable } from '../../common/paged-table.tsx';
import { dashboardKeys } from '../api/keys.ts';
import { LIBRARY_ACTIVITY_PATH } from '../api/library-activity.ts';

const columns: Column<TLibraryActivity>[] = [
  { header: 'Library (owner)', cell: (l) => l.name },
  { header: 'Email', cell: (l) => l.email },
  { header: 'Students', cell: (l) => l.students },
  { header: 'Collected this month', cell: (l) => formatRupees(l.collections_month) },
  {
    header: 'Owner last signed in',
    cell: (l) => (l.last_sign_in ? formatDateTime(l.last_sign_in) : 'Never'),
  },
];

/** Which libraries are thriving or idle: size, money this month, the owner's last sign-in. */
export function LibraryActivity() {
  return (
    <PagedTable
      path={LIBRARY_ACTIVITY_PATH}
      queryKey={dashboardKeys.libraryActivity()}
      columns={columns}
      emptyText="No libraries yet."
      errorText="Failed to load library activity."
    />
  );
}
