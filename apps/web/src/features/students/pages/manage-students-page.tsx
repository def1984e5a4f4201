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
    if (!(await confirmDelete(t('students.list.deleteTitle'), t('students.list.deleteMessage')))) return;
    removal.mutate(s.id);
  };
  const askReset = async (s: TStudentSummary) => {
    const ok = await confirmAction({
      title: t('students.list.resetTitle'),
      message: t('students.list.resetMessage', { name: s.name }),
      confirmLabel: t('form.resetPassword'),
    });
    if (ok) reset.mutate(s.id, { onSuccess: (res) => temp.show(s.email, res.tempPassword) });
  };

  const columns: Column<TStudentSummary>[] = [
    {
      header: t('students.list.student'),
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
    { header: t('students.list.email'), cell: (s) => s.email },
    { header: t('students.list.phone'), cell: (s) => s.phone },
    { header: t('students.list.course'), cell: (s) => s.course },
    {
      header: t('students.list.aadhaar'),
      cell: (s) =>
        s.aadhaar_masked ?? (
          <Text size="xs" c="orange">
            {t('students.list.aadhaarMissing')}
          </Text>
        ),
    },
    { header: t('students.list.added'), cell: (s) => formatDate(s.created_at) },
    {
      header: t('students.list.actions'),
      cell: (s) => (
        <ResetDeleteButtons compact onReset={() => askReset(s)} onDelete={() => remove(s)}>
          <Button size="compact-xs" variant="light" component={Link} to={`/student/${s.id}`}>
            {t('students.list.view')}
          </Button>
          <Button size="compact-xs" variant="light" component={Link} to={`/add-edit-student/${s.id}`}>
            {t('students.list.edit')}
          </Button>
        </ResetDeleteButtons>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('students.list.title')}
        description={t('students.list.description')}
        actions={
          <Button component={Link} to="/add-student">
            {t('students.list.register')}
          </Button>
        }
      />
      <PagedTable
        path={STUDENTS_PATH}
        queryKey={studentKeys.list()}
        columns={columns}
        searchLabel={t('students.list.search')}
        emptyText={t('students.list.empty')}
        errorText={t('students.list.failed')}
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
