import { Button, Stack, Text } from '@mantine/core';
import type { TInstitute } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { useSession } from '../../../lib/session.tsx';
import { type Column, DataTable } from '../../common/data-table.tsx';
import { confirmAction } from '../../common/feedback.tsx';
import { PageHeader } from '../../common/page-header.tsx';
import { EditDeleteButtons } from '../../common/row-actions.tsx';
import { institutesQuery, useDeleteInstitute } from '../api/institutes.ts';
import { type InstituteDraft, InstituteForm } from '../components/institute-form.tsx';

const EMPTY: InstituteDraft = { id: null, name: '', adminEmail: '', address: '', contact: '' };

/** Superadmin: every institute with add, edit, delete. An admin: their own, read-only. */
export function InstitutesPage() {
  const t = useT();
  const { user } = useSession();
  const editable = user?.role === 'superadmin';
  const [draft, setDraft] = useState<InstituteDraft | null>(null);
  const list = useQuery(institutesQuery(editable ? undefined : (user?.email ?? '')));
  const remove = useDeleteInstitute();

  const askDelete = async (institute: TInstitute) => {
    const ok = await confirmAction({
      title: t('platform.institutes.deleteTitle'),
      message: t('platform.institutes.deleteMessage', { name: institute.name }),
      confirmLabel: t('platform.common.delete'),
      danger: true,
    });
    if (ok) remove.mutate(institute.id);
  };

  const columns: Column<TInstitute>[] = [
    {
      header: t('platform.institutes.name'),
      cell: (i) => (
        <div>
          <Text fw={600} size="sm">
            {i.name}
          </Text>
          {i.address || i.contact ? (
            <Text size="xs" c="dimmed">
              {[i.address, i.contact].filter(Boolean).join(' · ')}
            </Text>
          ) : null}
        </div>
      ),
    },
    { header: t('platform.common.admin'), cell: (i) => i.adminName },
    { header: t('platform.common.email'), cell: (i) => i.adminEmail },
  ];
  if (editable) {
    columns.push({
      header: t('platform.common.actions'),
      cell: (i) => (
        <EditDeleteButtons
          onEdit={() =>
            setDraft({
              id: i.id,
              name: i.name,
              adminEmail: i.adminEmail,
              address: i.address,
              contact: i.contact,
            })
          }
          onDelete={() => askDelete(i)}
        />
      ),
    });
  }

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('platform.institutes.title')}
        description={
          editable ? t('platform.institutes.description') : t('platform.institutes.ownDescription')
        }
        actions={
          editable ? <Button onClick={() => setDraft(EMPTY)}>{t('platform.institutes.add')}</Button> : null
        }
      />
      <DataTable
        query={list}
        errorText={t('platform.institutes.loadFailed')}
        columns={columns}
        rowKey={(i) => i.id}
        emptyText={t('platform.institutes.empty')}
        label={t('platform.institutes.label')}
      />
      {draft ? <InstituteForm draft={draft} onClose={() => setDraft(null)} /> : null}
    </Stack>
  );
}
