import { Button, Stack } from '@mantine/core';
import type { TAttendance } from '@studydesk/contract';
import { useT } from '../../../i18n/use-t.ts';
import { confirmAction } from '../../common/feedback.tsx';
import { formatDate } from '../../common/format.ts';
import { KeysetTable } from '../../common/keyset-table.tsx';
import { PageHeader } from '../../common/page-header.tsx';
import type { Column } from '../../common/rows-or-cards.tsx';
import { ATTENDANCE_PATH, useDeleteAttendance } from '../api/desk.ts';
import { operationsKeys } from '../api/keys.ts';
import { AttendanceForm } from '../components/attendance-form.tsx';

/** Mark Attendance (Present by default); the marks below, newest first. */
export function AttendancePage() {
  const t = useT();
  const removal = useDeleteAttendance();
  const remove = async (a: TAttendance) => {
    const ok = await confirmAction({
      title: t('operations.desk.deleteAttendance'),
      message: t('operations.desk.deleteAttendanceMessage', {
        name: a.student_name,
        date: formatDate(a.date),
      }),
      confirmLabel: t('operations.desk.delete'),
      danger: true,
    });
    if (ok) removal.mutate(a.id);
  };
  const columns: Column<TAttendance>[] = [
    { header: t('operations.column.student'), cell: (a) => a.student_name },
    { header: t('operations.column.date'), cell: (a) => formatDate(a.date) },
    {
      header: t('operations.column.status'),
      cell: (a) => (a.status === 'Absent' ? t('operations.desk.absent') : t('operations.desk.present')),
    },
    {
      header: t('operations.column.actions'),
      cell: (a) => (
        <Button size="compact-xs" variant="light" color="red" onClick={() => remove(a)}>
          {t('operations.desk.delete')}
        </Button>
      ),
    },
  ];
  return (
    <Stack gap="lg">
      <PageHeader title={t('operations.desk.attendanceTitle')} />
      <AttendanceForm />
      <KeysetTable
        path={ATTENDANCE_PATH}
        queryKey={operationsKeys.attendance()}
        columns={columns}
        emptyText={t('operations.desk.noAttendance')}
        errorText={t('operations.desk.attendanceLoadFailed')}
      />
    </Stack>
  );
}
