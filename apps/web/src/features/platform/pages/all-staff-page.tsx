import type { TStaffMember } from '@studydesk/contract';
import { formatDate } from '../../common/format.ts';
import type { Column } from '../../common/paged-table.tsx';
import { nameColumn, PlatformListPage } from '../components/platform-list-page.tsx';

const COLUMNS: Column<TStaffMember>[] = [
  { header: 'ID', cell: (s) => s.id },
  nameColumn(),
  { header: 'Email', cell: (s) => s.email },
  { header: 'Phone', cell: (s) => s.phone },
  { header: 'Admin Name', cell: (s) => s.admin_name },
  { header: 'Admin Email', cell: (s) => s.admin_email },
  { header: 'Date Added', cell: (s) => formatDate(s.created_at) },
];

/** Every library's staff; the search spans name, email, phone, admin name and admin email. */
export function AllStaffPage() {
  return (
    <PlatformListPage
      title="All Staff"
      description="Staff of every library on the platform."
      path="/api/auth/superadmin/super/all"
      columns={COLUMNS}
      searchLabel="Search name, email, phone or admin"
      emptyText="No staff found"
      errorText="Failed to fetch staff"
    />
  );
}
