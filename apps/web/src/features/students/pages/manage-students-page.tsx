import { Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { MAX_BULK_STUDENTS, type TInvitesResponse, type TStudentSummary } from '@studydesk/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t.ts';
import { confirmAction, confirmDelete } from '../../common/feedback.tsx';
import { formatDate } from '../../common/format.ts';
import { initials, photoUrl } from '../../common/initials.ts';
import { PageHeader } from '../../common/page-header.tsx';
import { type Column, PagedTable } from '../../common/paged-table.tsx';
import { ResetDeleteButtons } from '../../common/row-actions.tsx';
import { useTempPasswordDialog } from '../../common/temp-password-dialog.tsx';
import { studentKeys } from '../api/keys.ts';
import { useInviteStudents, usePrintCards } from '../api/onboarding.ts';
import { STUDENTS_PATH, useDeleteStudent, useResetStudentPassword } from '../api/students.ts';
import { InviteLinks } from '../components/invite-links.tsx';

/** Manage Students: the admin's students, searched and paged on the server. */
export function ManageStudentsPage() {
  const t = useT();
  const temp = useTempPasswordDialog();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [invites, setInvites] = useState<TInvitesResponse | null>(null);
  const invite = useInviteStudents();
  const cards = usePrintCards();
  const picked = [...selected];
  const removal = useDeleteStudent();
  const reset = useResetStudentPassword();

  const remove = async (s: TStudentSummary) => {
    if (!(await confirmDelete('Delete student', 'Delete this student?'))) return;
    removal.mutate(s.id);
  };
  const askReset = async (s: TStudentSummary) => {
    const ok = await confirmAction({
      title: 'Reset password',
      message: `Give ${s.name} a temporary password? Their sessions end and they must choose a new password at sign-in.`,
      confirmLabel: 'Reset Password',
    });
    if (ok) reset.mutate(s.id, { onSuccess: (res) => temp.show(s.email, res.tempPassword) });
  };

  const columns: Column<TStudentSummary>[] = [
    {
      header: 'Student',
      cell: (s) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={photoUrl(s.image)} alt="" radius="xl" size="sm">
            {initials(s.name)}
          </Avatar>
          <div>
            <Text size="sm" fw={600}>
              {s.name}
            </Text>
            <Text size="xs" c="dimmed">
              {s.student_id}
            </Text>
          </div>
        </Group>
      ),
    },
    { header: 'Email', cell: (s) => s.email },
    { header: 'Phone', cell: (s) => s.phone },
    { header: 'Course', cell: (s) => s.course },
    {
      header: 'Aadhaar',
      cell: (s) =>
        s.aadhaar_masked ?? (
          <Text size="xs" c="orange">
            Aadhaar missing
          </Text>
        ),
    },
    { header: 'Added', cell: (s) => formatDate(s.created_at) },
    {
      header: 'Actions',
      cell: (s) => (
        <ResetDeleteButtons compact onReset={() => askReset(s)} onDelete={() => remove(s)}>
          <Button size="compact-xs" variant="light" component={Link} to={`/student/${s.id}`}>
            View
          </Button>
          <Button size="compact-xs" variant="light" component={Link} to={`/add-edit-student/${s.id}`}>
            Edit
          </Button>
        </ResetDeleteButtons>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        title="Manage Students"
        description="Everyone registered in your library."
        actions={
          <Button component={Link} to="/add-student">
            Register Student
          </Button>
        }
      />
      <PagedTable
        path={STUDENTS_PATH}
        queryKey={studentKeys.list()}
        columns={columns}
        searchLabel="Search by name"
        emptyText="No students found"
        errorText="Failed to fetch students"
        selection={{
          selected,
          onChange: setSelected,
          max: MAX_BULK_STUDENTS,
          actions: (
            <Group gap="xs">
              <Button
                size="compact-sm"
                loading={invite.isPending}
                onClick={() => invite.mutate(picked, { onSuccess: setInvites })}
              >
                {t('students.invite.action', { count: picked.length })}
              </Button>
              <Button
                size="compact-sm"
                variant="light"
                loading={cards.busy}
                onClick={() => cards.print(picked)}
              >
                {t('students.cards.action', { count: picked.length })}
              </Button>
              {cards.busy ? (
                <Text size="sm" c="dimmed" role="status">
                  {t('students.cards.preparing')}
                </Text>
              ) : null}
            </Group>
          ),
        }}
      />
      <InviteLinks result={invites} onClose={() => setInvites(null)} />
      {temp.dialog}
    </Stack>
  );
}
