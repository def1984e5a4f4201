import { Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type TAddAdminRequest, type TAdminSummary, ZAddAdminRequest } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../i18n/use-t.ts';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { contractValidate } from '../../../lib/contract-form.ts';
import { AddAccountForm } from '../../common/add-account-form.tsx';
import { type Column, DataTable } from '../../common/data-table.tsx';
import { confirmAction, notifyError } from '../../common/feedback.tsx';
import { PageHeader } from '../../common/page-header.tsx';
import { ResetDeleteButtons } from '../../common/row-actions.tsx';
import { useTempPasswordDialog } from '../../common/temp-password-dialog.tsx';
import { adminsQuery, useAddAdmin, useDeleteAdmin, useResetAdminPassword } from '../api/admins.ts';

const EMPTY: TAddAdminRequest = { name: '', email: '', password: '' };

export function AdminsPage() {
  const t = useT();
  const temp = useTempPasswordDialog();
  const list = useQuery(adminsQuery);
  const add = useAddAdmin();
  const removal = useDeleteAdmin();
  const reset = useResetAdminPassword();
  const form = useForm({
    initialValues: EMPTY,
    validate: contractValidate<TAddAdminRequest>(ZAddAdminRequest, {
      fields: ['name', 'email', 'password'],
      message: t('platform.admins.required'),
    }),
  });

  const remove = async (admin: TAdminSummary) => {
    const first = await confirmAction({
      title: t('platform.admins.deleteTitle'),
      message: t('platform.admins.deleteMessage', { name: admin.name, email: admin.email }),
      confirmLabel: t('platform.common.delete'),
      danger: true,
    });
    if (!first) return;
    try {
      await removal.mutateAsync({ id: admin.id, allData: false });
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 409 && err.body.requires_confirmation)) {
        notifyError(messageOf(err, t('platform.admins.deleteFailed')));
        return;
      }
      const second = await confirmAction({
        title: t('platform.admins.allDataTitle'),
        message: t('platform.admins.allDataMessage', {
          students: Number(err.body.students ?? 0),
          staff: Number(err.body.staff ?? 0),
          institutes: Number(err.body.institutes ?? 0),
        }),
        confirmLabel: t('platform.admins.allDataConfirm'),
        danger: true,
      });
      if (second) {
        removal.mutate(
          { id: admin.id, allData: true },
          { onError: (again) => notifyError(messageOf(again, t('platform.admins.deleteFailed'))) },
        );
      }
    }
  };

  const askReset = async (admin: TAdminSummary) => {
    const ok = await confirmAction({
      title: t('platform.admins.resetTitle'),
      message: t('platform.admins.resetMessage', { email: admin.email }),
      confirmLabel: t('form.resetPassword'),
    });
    if (ok) reset.mutate(admin.id, { onSuccess: (res) => temp.show(admin.email, res.tempPassword) });
  };

  const columns: Column<TAdminSummary>[] = [
    { header: t('platform.common.id'), cell: (a) => a.id },
    { header: t('platform.common.name'), cell: (a) => a.name },
    { header: t('platform.common.email'), cell: (a) => a.email },
    {
      header: t('platform.common.password'),
      cell: (a) => (
        <>
          <Text ff="monospace" size="sm" aria-label={t('platform.admins.passwordHidden')}>
            {a.password}
          </Text>
          {a.must_change_password ? (
            <Text size="xs" c="orange">
              {t('platform.admins.temporary')}
            </Text>
          ) : null}
        </>
      ),
    },
    { header: t('platform.common.students'), cell: (a) => a.students },
    { header: t('platform.common.staff'), cell: (a) => a.staff },
    {
      header: t('platform.common.actions'),
      cell: (a) => <ResetDeleteButtons onReset={() => askReset(a)} onDelete={() => remove(a)} />,
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader title={t('platform.admins.title')} description={t('platform.admins.description')} />
      <AddAccountForm
        onSubmit={form.onSubmit((values) => add.mutate(values, { onSuccess: () => form.reset() }))}
        inputProps={form.getInputProps}
        widths={[260, 220]}
        submitLabel={t('platform.admins.add')}
        pending={add.isPending}
        message={
          add.isSuccess
            ? { kind: 'success', text: t('platform.admins.added', { id: add.data.id }) }
            : add.isError
              ? { kind: 'error', text: messageOf(add.error, t('platform.admins.addFailed')) }
              : null
        }
      >
        <TextInput
          label={t('platform.common.name')}
          w={{ base: '100%', sm: 220 }}
          {...form.getInputProps('name')}
        />
      </AddAccountForm>
      <DataTable
        query={list}
        errorText={t('platform.admins.loadFailed')}
        columns={columns}
        rowKey={(a) => a.id}
        emptyText={t('platform.admins.empty')}
        label={t('platform.admins.label')}
        minWidth={760}
      />
      {temp.dialog}
    </Stack>
  );
}
