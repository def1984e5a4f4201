import { Avatar } from '@mantine/core';
import type { TStudentSummary } from '@studydesk/contract';
import { formatDate } from '../../common/format.ts';
import { initials, photoUrl } from '../../common/initials.ts';
import type { Column } from '../../common/paged-table.tsx';
import { nameColumn, PlatformListPage } from '../components/platform-list-page.tsx';

const COLUMNS: Column<TStudentSummary>[] = [
  { header: 'Student ID', cell: (s) => s.student_id },
  nameColumn(),
  { header: 'Email', cell: (s) => s.email },
  { header: 'Phone', cell: (s) => s.phone },
  { header: 'Course', cell: (s) => s.course },
  { header: 'Address', cell: (s) => s.address || '—' },
  { header: 'Admin Name', cell: (s) => s.admin_name },
  { header: 'Date Added', cell: (s) => formatDate(s.created_at) },
  {
    header: 'Image',
    cell: (s) => (
      <Avatar src={photoUrl(s.image)} alt={s.name} radius="xl" size="sm">
        {initials(s.name)}
      </Avatar>
    ),
  },
];

/** Every library's students, searched and paged on the server. */
export function AllStudentsPage() {
  return (
    <PlatformListPage
      title="All Students"
      description="Students of every library on the platform."
      path="/api/manage/students"
      columns={COLUMNS}
      searchLabel="Search by name"
      emptyText="No students found"
      errorText="Failed to fetch students"
    />
  );
}
