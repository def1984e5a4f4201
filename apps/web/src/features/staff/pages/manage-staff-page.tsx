import { Button, Group, Paper, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type TStaffMember, ZStaffForm } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
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
  const t = useT();
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
      message: adding ? t('staff.manage.required') : t('staff.manage.requiredEdit'),
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
      title: t('staff.manage.deleteTitle'),
      message: t('staff.manage.deleteMessage', { name: member.name }),
      confirmLabel: t('form.delete'),
      danger: true,
    });
    if (ok) removal.mutate(member.id);
  };

  const columns: Column<TStaffMember>[] = [
    { header: t('staff.column.id'), cell: (m) => m.id },
    { header: t('staff.column.name'), cell: (m) => m.name },
    { header: t('staff.column.email'), cell: (m) => m.email },
    { header: t('staff.column.phone'), cell: (m) => m.phone || '—' },
    { header: t('staff.manage.addedBy'), cell: (m) => m.admin_name },
    {
      header: t('staff.manage.actions'),
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

  if (!adminEmail) return <Text c="red">{t('staff.manage.noAdmin')}</Text>;

  return (
    <Stack gap="lg">
      <PageHeader title={t('staff.manage.title')} description={t('staff.manage.description')} />
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
              <TextInput label={t('staff.column.name')} withAsterisk {...form.getInputProps('name')} />
              <TextInput
                label={t('staff.column.email')}
                withAsterisk
                type="email"
                {...form.getInputProps('email')}
              />
              <PasswordInput
                label={adding ? t('staff.manage.password') : t('staff.manage.newPassword')}
                withAsterisk={adding}
                description={adding ? undefined : t('staff.manage.keep')}
                autoComplete="new-password"
                {...form.getInputProps('password')}
              />
              <TextInput label={t('staff.column.phone')} type="tel" {...form.getInputProps('phone')} />
            </SimpleGrid>
            {save.isError ? (
              <Text c="red" size="sm" role="alert">
                {messageOf(save.error, t('staff.manage.failed'))}
              </Text>
            ) : null}
            <Group>
              <Button type="submit" loading={save.isPending}>
                {adding ? t('staff.manage.add') : t('staff.manage.update')}
              </Button>
              {adding ? null : (
                <Button variant="default" onClick={stopEditing}>
                  {t('form.cancel')}
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      </Paper>
      <DataTable
        query={list}
        errorText={t('staff.manage.loadFailed')}
        columns={columns}
        rowKey={(m) => m.id}
        emptyText={t('staff.manage.empty')}
        label={t('staff.manage.label')}
        minWidth={720}
      />
    </Stack>
  );
}
