import { Button, Group, Paper, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type TStaffMember, ZStaffForm } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-client.ts';
import { contractValidate } from '../../../lib/contract-form.ts';
import { useSession } from '../../../lib/session.tsx';
import { type Column, DataTable } from '../../common/data-table.tsx';
import { confirmAction } from '../../common/feedback.tsx';
import { PageHeader } from '../../common/page-header.tsx';
import { EditDeleteButtons } from '../../common/row-actions.tsx';
import { staffListQuery, useDeleteStaff, useSaveStaff } from '../api/staff.ts';

const EMPTY = { name: '', email: '', password: '', phone: '' };
type Fields = typeof EMPTY;

/** Manage Staff: add (with password), edit (password optional), delete. */
export function ManageStaffPage() {
  const { user } = useSession();
  const adminEmail = user?.admin_email ?? '';
  const list = useQuery(staffListQuery(adminEmail));
  const save = useSaveStaff();
  const removal = useDeleteStaff();
  const [editing, setEditing] = useState<number | null>(null);
  const adding = editing === null;
  const form = useForm<Fields>({
    initialValues: EMPTY,
    validate: contractValidate<Fields>(ZStaffForm, {
      fields: adding ? ['name', 'email', 'password'] : ['name', 'email'],
      message: adding ? 'Name, email and password are required.' : 'Name and email are required.',
    }),
  });
  const stopEditing = () => {
    setEditing(null);
    form.setValues(EMPTY);
    form.clearErrors();
    save.reset();
  };

  const submit = form.onSubmit((values) =>
    save.mutate(
      {
        ...values,
        id: editing,
        email: values.email.trim(),
        admin_id: user?.admin_id ?? undefined,
        admin_name: user?.admin_name ?? undefined,
        admin_email: user?.admin_email ?? undefined,
      },
      { onSuccess: stopEditing },
    ),
  );

  const remove = async (member: TStaffMember) => {
    const ok = await confirmAction({
      title: 'Delete staff',
      message: `Delete ${member.name}? They are signed out at once.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (ok) removal.mutate(member.id);
  };

  const columns: Column<TStaffMember>[] = [
    { header: 'ID', cell: (m) => m.id },
    { header: 'Name', cell: (m) => m.name },
    { header: 'Email', cell: (m) => m.email },
    { header: 'Phone', cell: (m) => m.phone || '—' },
    { header: 'Added By', cell: (m) => m.admin_name },
    {
      header: 'Actions',
      cell: (m) => (
        <EditDeleteButtons
          onEdit={() => {
            setEditing(m.id);
            form.setValues({ name: m.name, email: m.email, password: '', phone: m.phone });
            form.clearErrors();
            save.reset();
          }}
          onDelete={() => remove(m)}
        />
      ),
    },
  ];

  if (!adminEmail) return <Text c="red">Admin email not found.</Text>;

  return (
    <Stack gap="lg">
      <PageHeader
        title="Manage Staff"
        description="People at your front desk. They see your students only."
      />
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
              <TextInput label="Name" withAsterisk {...form.getInputProps('name')} />
              <TextInput label="Email" withAsterisk type="email" {...form.getInputProps('email')} />
              <PasswordInput
                label={adding ? 'Password' : 'New password'}
                withAsterisk={adding}
                description={adding ? undefined : 'Empty keeps it'}
                autoComplete="new-password"
                {...form.getInputProps('password')}
              />
              <TextInput label="Phone" type="tel" {...form.getInputProps('phone')} />
            </SimpleGrid>
            {save.isError ? (
              <Text c="red" size="sm" role="alert">
                {messageOf(save.error, 'Something went wrong.')}
              </Text>
            ) : null}
            <Group>
              <Button type="submit" loading={save.isPending}>
                {adding ? 'Add Staff' : 'Update Staff'}
              </Button>
              {adding ? null : (
                <Button variant="default" onClick={stopEditing}>
                  Cancel
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      </Paper>
      <DataTable
        query={list}
        errorText="Failed to fetch staff"
        columns={columns}
        rowKey={(m) => m.id}
        emptyText="No staff yet. Add the first person above."
        label="Staff"
        minWidth={720}
      />
    </Stack>
  );
}
