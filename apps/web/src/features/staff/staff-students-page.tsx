import { Stack, Text } from '@mantine/core';
import type { TStudentSummary } from '@studydesk/contract';
import { useSession } from '../../lib/session.tsx';
import { formatDate } from '../common/format.ts';
import { PageHeader } from '../common/page-header.tsx';
import { type Column, PagedTable } from '../common/paged-table.tsx';

const STUDENT_COLUMNS: Column<TStudentSummary>[] = [
  { header: 'ID', cell: (s) => s.student_id },
  { header: 'Name', cell: (s) => s.name },
  { header: 'Email', cell: (s) => s.email },
  { header: 'Phone', cell: (s) => s.phone },
];
const ACTIVITY_COLUMNS: Column<TStudentSummary>[] = [
  { header: 'Name', cell: (s) => s.name },
  { header: 'Created', cell: (s) => formatDate(s.created_at) },
];

function StaffStudentTable({
  title,
  description,
  columns,
}: {
  title: string;
  description: string;
  columns: Column<TStudentSummary>[];
}) {
  const { user } = useSession();
  if (!user?.admin_email) return <Text c="red">Admin email not found for this staff.</Text>;
  return (
    <Stack gap="lg">
      <PageHeader title={title} description={description} />
      <PagedTable<TStudentSummary>
        path="/api/auth/staff/students"
        filters={{ admin_email: user.admin_email }}
        columns={columns}
        searchLabel="Search by name"
        emptyText="No students found"
        errorText="Failed to fetch students"
      />
    </Stack>
  );
}

/** Staff: the admin's students. */
export function StaffStudentsPage() {
  return (
    <StaffStudentTable title="Students" description="Students of your library." columns={STUDENT_COLUMNS} />
  );
}

/** Staff activity track: the admin's students with their created date, newest first. */
export function StaffActivityPage() {
  return (
    <StaffStudentTable
      title="Activity Log"
      description="Students as they joined, newest first."
      columns={ACTIVITY_COLUMNS}
    />
  );
}
