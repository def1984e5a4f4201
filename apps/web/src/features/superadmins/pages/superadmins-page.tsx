import { Badge, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type TSuperadminSummary, ZAddSuperadminRequest } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { messageOf } from '../../../lib/api-client.ts';
import { contractValidate } from '../../../lib/contract-form.ts';
import { useSession } from '../../../lib/session.tsx';
import { AddAccountForm } from '../../common/add-account-form.tsx';
import { type Column, DataTable } from '../../common/data-table.tsx';
import { confirmAction } from '../../common/feedback.tsx';
import { PageHeader } from '../../common/page-header.tsx';
import { superadminsQuery, useAddSuperadmin, useDeleteSuperadmin } from '../api/superadmins.ts';

const EMPTY = { email: '', password: '' };

export function SuperadminsPage() {
  const { user } = useSession();
  const list = useQuery(superadminsQuery);
  const add = useAddSuperadmin();
  const remove = useDeleteSuperadmin();
  const form = useForm({
    initialValues: EMPTY,
    validate: contractValidate<typeof EMPTY>(ZAddSuperadminRequest, {
      fields: ['email', 'password'],
      message: 'Email and Password are required',
    }),
  });

  const askDelete = async (admin: TSuperadminSummary) => {
    const ok = await confirmAction({
      title: 'Delete super admin',
      message: `Delete the super admin ${admin.email}? They will be signed out.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (ok) remove.mutate(admin.id);
  };
  const rows = list.data ?? [];
  const columns: Column<TSuperadminSummary>[] = [
    { header: 'ID', cell: (s) => s.id },
    {
      header: 'Email',
      cell: (s) => (
        <>
          {s.email}{' '}
          {s.id === user?.id ? (
            <Badge size="xs" variant="light" ml={4}>
              you
            </Badge>
          ) : null}
        </>
      ),
    },
    {
      header: 'Actions',
      cell: (s) => (
        <Button
          size="xs"
          variant="light"
          color="red"
          disabled={s.id === user?.id || rows.length <= 1}
          onClick={() => askDelete(s)}
        >
          Delete
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader title="Manage Super Admins" description="People who run the whole platform." />
      <AddAccountForm
        onSubmit={form.onSubmit((values) => add.mutate(values, { onSuccess: () => form.reset() }))}
        inputProps={form.getInputProps}
        widths={[280, 240]}
        submitLabel="Add Super Admin"
        pending={add.isPending}
        message={
          add.isError ? { kind: 'error', text: messageOf(add.error, 'Failed to add Super Admin') } : null
        }
      />
      <DataTable
        query={list}
        errorText="Failed to fetch Super Admins"
        columns={columns}
        rowKey={(s) => s.id}
        emptyText="No super admins."
        label="Super admins"
        minWidth={420}
      />
    </Stack>
  );
}
