import { Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type TAddAdminRequest, type TAdminSummary, ZAddAdminRequest } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
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
  const temp = useTempPasswordDialog();
  const list = useQuery(adminsQuery);
  const add = useAddAdmin();
  const removal = useDeleteAdmin();
  const reset = useResetAdminPassword();
  const form = useForm({
    initialValues: EMPTY,
    validate: contractValidate<TAddAdminRequest>(ZAddAdminRequest, {
      fields: ['name', 'email', 'password'],
      message: 'All fields are required.',
    }),
  });

  const remove = async (admin: TAdminSummary) => {
    const first = await confirmAction({
      title: 'Delete admin',
      message: `Delete the admin ${admin.name} (${admin.email})?`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!first) return;
    try {
      await removal.mutateAsync({ id: admin.id, allData: false });
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 409 && err.body.requires_confirmation)) {
        notifyError(messageOf(err, 'Failed to delete admin.'));
        return;
      }
      const second = await confirmAction({
        title: 'Delete this library and all its data?',
        message: `${err.message} Their students, staff, institutes, plans, fees, invoices, books, events and sessions are removed permanently (not archived). The activity trail is kept.`,
        confirmLabel: 'Delete admin and all data',
        danger: true,
      });
      if (second) {
        removal.mutate(
          { id: admin.id, allData: true },
          { onError: (again) => notifyError(messageOf(again, 'Failed to delete admin.')) },
        );
      }
    }
  };

  const askReset = async (admin: TAdminSummary) => {
    const ok = await confirmAction({
      title: 'Reset password',
      message: `Reset the password of ${admin.email}? Their sessions end and they must choose a new password at sign-in.`,
      confirmLabel: 'Reset Password',
    });
    if (ok) reset.mutate(admin.id, { onSuccess: (res) => temp.show(admin.email, res.tempPassword) });
  };

  const columns: Column<TAdminSummary>[] = [
    { header: 'ID', cell: (a) => a.id },
    { header: 'Name', cell: (a) => a.name },
    { header: 'Email', cell: (a) => a.email },
    {
      header: 'Password',
      cell: (a) => (
        <>
          <Text ff="monospace" size="sm" aria-label="Password hidden">
            {a.password}
          </Text>
          {a.must_change_password ? (
            <Text size="xs" c="orange">
              temporary
            </Text>
          ) : null}
        </>
      ),
    },
    { header: 'Students', cell: (a) => a.students },
    { header: 'Staff', cell: (a) => a.staff },
    {
      header: 'Actions',
      cell: (a) => <ResetDeleteButtons onReset={() => askReset(a)} onDelete={() => remove(a)} />,
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        title="Manage Admins"
        description="Library owners. Each admin is one library with its own data."
      />
      <AddAccountForm
        onSubmit={form.onSubmit((values) => add.mutate(values, { onSuccess: () => form.reset() }))}
        inputProps={form.getInputProps}
        widths={[260, 220]}
        submitLabel="Add Admin"
        pending={add.isPending}
        message={
          add.isSuccess
            ? { kind: 'success', text: add.data.message }
            : add.isError
              ? { kind: 'error', text: messageOf(add.error, 'Failed to add admin.') }
              : null
        }
      >
        <TextInput label="Name" w={{ base: '100%', sm: 220 }} {...form.getInputProps('name')} />
      </AddAccountForm>
      <DataTable
        query={list}
        errorText="Failed to fetch admins."
        columns={columns}
        rowKey={(a) => a.id}
        emptyText="No admins yet. Add the first library owner above."
        label="Admins"
        minWidth={760}
      />
      {temp.dialog}
    </Stack>
  );
}
