import { Badge, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type TSuperadminSummary, ZAddSuperadminRequest } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../i18n/use-t.ts';
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
  const t = useT();
  const { user } = useSession();
  const list = useQuery(superadminsQuery);
  const add = useAddSuperadmin();
  const remove = useDeleteSuperadmin();
  const form = useForm({
    initialValues: EMPTY,
    validate: contractValidate<typeof EMPTY>(ZAddSuperadminRequest, {
      fields: ['email', 'password'],
      message: t('platform.superadmins.required'),
    }),
  });

  const askDelete = async (admin: TSuperadminSummary) => {
    const ok = await confirmAction({
      title: t('platform.superadmins.deleteTitle'),
      message: t('platform.superadmins.deleteMessage', { email: admin.email }),
      confirmLabel: t('platform.common.delete'),
      danger: true,
    });
    if (ok) remove.mutate(admin.id);
  };
  const rows = list.data ?? [];
  const columns: Column<TSuperadminSummary>[] = [
    { header: t('platform.common.id'), cell: (s) => s.id },
    {
      header: t('platform.common.email'),
      cell: (s) => (
        <>
          {s.email}{' '}
          {s.id === user?.id ? (
            <Badge size="xs" variant="light" ml={4}>
              {t('platform.superadmins.you')}
            </Badge>
          ) : null}
        </>
      ),
    },
    {
      header: t('platform.common.actions'),
      cell: (s) => (
        <Button
          size="xs"
          variant="light"
          color="red"
          disabled={s.id === user?.id || rows.length <= 1}
          onClick={() => askDelete(s)}
        >
          {t('platform.common.delete')}
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('platform.superadmins.title')}
        description={t('platform.superadmins.description')}
      />
      <AddAccountForm
        onSubmit={form.onSubmit((values) => add.mutate(values, { onSuccess: () => form.reset() }))}
        inputProps={form.getInputProps}
        widths={[280, 240]}
        submitLabel={t('platform.superadmins.add')}
        pending={add.isPending}
        message={
          add.isError
            ? { kind: 'error', text: messageOf(add.error, t('platform.superadmins.addFailed')) }
            : null
        }
      />
      <DataTable
        query={list}
        errorText={t('platform.superadmins.loadFailed')}
        columns={columns}
        rowKey={(s) => s.id}
        emptyText={t('platform.superadmins.empty')}
        label={t('platform.superadmins.label')}
        minWidth={420}
      />
    </Stack>
  );
}
