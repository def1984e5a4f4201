import { Avatar } from '@mantine/core';
import type { TStudentSummary } from '@studydesk/contract';
import { useT } from '../../../i18n/use-t.ts';
import { formatDate } from '../../common/format.ts';
import { initials, photoUrl } from '../../common/initials.ts';
import type { Column } from '../../common/paged-table.tsx';
import { nameColumn, PlatformListPage } from '../components/platform-list-page.tsx';

/** Every library's students, searched and paged on the server. */
export function AllStudentsPage() {
  const t = useT();
  const columns: Column<TStudentSummary>[] = [
    { header: t('platform.people.studentId'), cell: (s) => s.student_id },
    nameColumn(t('platform.common.name')),
    { header: t('platform.common.email'), cell: (s) => s.email },
    { header: t('platform.common.phone'), cell: (s) => s.phone },
    { header: t('platform.people.course'), cell: (s) => s.course },
    { header: t('platform.people.address'), cell: (s) => s.address || '—' },
    { header: t('platform.common.adminName'), cell: (s) => s.admin_name },
    { header: t('platform.common.dateAdded'), cell: (s) => formatDate(s.created_at) },
    {
      header: t('platform.people.image'),
      cell: (s) => (
        <Avatar src={photoUrl(s.image)} alt={s.name} radius="xl" size="sm">
          {initials(s.name)}
        </Avatar>
      ),
    },
  ];
  return (
    <PlatformListPage
      title={t('platform.people.studentsTitle')}
      description={t('platform.people.studentsDescription')}
      path="/api/manage/students"
      columns={columns}
      searchLabel={t('platform.people.searchStudents')}
      emptyText={t('platform.people.noStudents')}
      errorText={t('platform.people.studentsFailed')}
    />
  );
}
