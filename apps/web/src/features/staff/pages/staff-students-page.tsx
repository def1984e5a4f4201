import { Stack, Text } from '@mantine/core';
import type { TStudentSummary } from '@studydesk/contract';
import type { MessageKey } from '../../../i18n/keys.ts';
import { type Translate, useT } from '../../../i18n/use-t.ts';
import { useSession } from '../../../lib/session.tsx';
import { formatDate } from '../../common/format.ts';
import { PageHeader } from '../../common/page-header.tsx';
import { type Column, PagedTable } from '../../common/paged-table.tsx';

const studentColumns = (t: Translate): Column<TStudentSummary>[] => [
  { header: t('staff.column.id'), cell: (s) => s.student_id },
  { header: t('staff.column.name'), cell: (s) => s.name },
  { header: t('staff.column.email'), cell: (s) => s.email },
  { header: t('staff.column.phone'), cell: (s) => s.phone },
];
const activityColumns = (t: Translate): Column<TStudentSummary>[] => [
  { header: t('staff.column.name'), cell: (s) => s.name },
  { header: t('staff.column.created'), cell: (s) => formatDate(s.created_at) },
];

function StaffStudentTable({
  title,
  description,
  columns,
}: {
  title: MessageKey;
  description: MessageKey;
  columns: (t: Translate) => Column<TStudentSummary>[];
}) {
  const t = useT();
  const { user } = useSession();
  if (!user?.admin_email) return <Text c="red">{t('staff.noAdmin')}</Text>;
  return (
    <Stack gap="lg">
      <PageHeader title={t(title)} description={t(description)} />
      <PagedTable
        path="/api/auth/staff/students"
        filters={{ admin_email: user.admin_email }}
        columns={columns(t)}
        searchLabel={t('staff.search')}
        emptyText={t('staff.empty')}
        errorText={t('staff.failed')}
      />
    </Stack>
  );
}

/** Staff: the admin's students. */
export function StaffStudentsPage() {
  return (
    <StaffStudentTable
      title="staff.studentsTitle"
      description="staff.studentsDescription"
      columns={studentColumns}
    />
  );
}

/** Staff activity track: the admin's students with their created date, newest first. */
export function StaffActivityPage() {
  return (
    <StaffStudentTable
      title="staff.activityTitle"
      description="staff.activityDescription"
      columns={activityColumns}
    />
  );
}
