import type { TStaffMember } from '@studydesk/contract';
import { useT } from '../../../i18n/use-t.ts';
import { formatDate } from '../../common/format.ts';
import type { Column } from '../../common/paged-table.tsx';
import { nameColumn, PlatformListPage } from '../components/platform-list-page.tsx';

/** Every library's staff; the search spans name, email, phone, admin name and admin email. */
export function AllStaffPage() {
  const t = useT();
  const columns: Column<TStaffMember>[] = [
    { header: t('platform.common.id'), cell: (s) => s.id },
    nameColumn(t('platform.common.name')),
    { header: t('platform.common.email'), cell: (s) => s.email },
    { header: t('platform.common.phone'), cell: (s) => s.phone },
    { header: t('platform.common.adminName'), cell: (s) => s.admin_name },
    { header: t('platform.common.adminEmail'), cell: (s) => s.admin_email },
    { header: t('platform.common.dateAdded'), cell: (s) => formatDate(s.created_at) },
  ];
  return (
    <PlatformListPage
      title={t('platform.people.staffTitle')}
      description={t('platform.people.staffDescription')}
      path="/api/auth/superadmin/super/all"
      columns={columns}
      searchLabel={t('platform.people.searchStaff')}
      emptyText={t('platform.people.noStaff')}
      errorText={t('platform.people.staffFailed')}
    />
  );
}
