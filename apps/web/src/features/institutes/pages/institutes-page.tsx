import { Button, Stack, Text } from '@mantine/core';
import type { TInstitute } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
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
  const { user } = useSession();
  const editable = user?.role === 'superadmin';
  const [draft, setDraft] = useState<InstituteDraft | null>(null);
  const list = useQuery(institutesQuery(editable ? undefined : (user?.email ?? '')));
  const remove = useDeleteInstitute();

  const askDelete = async (institute: TInstitute) => {
    const ok = await confirmAction({
      title: 'Delete institute',
      message: `Delete ${institute.name}? This cannot be undone.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (ok) remove.mutate(institute.id);
  };

  const columns: Column<TInstitute>[] = [
    {
      header: 'Institute Name',
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
    { header: 'Admin', cell: (i) => i.adminName },
    { header: 'Email', cell: (i) => i.adminEmail },
  ];
  if (editable) {
    columns.push({
      header: 'Actions',
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
        title="Manage Institutes"
        description={
          editable
            ? 'Institutes and the admins who run them.'
            : 'Your institutes. Ask the platform team to change them.'
        }
        actions={editable ? <Button onClick={() => setDraft(EMPTY)}>Add Institute</Button> : null}
      />
      <DataTable
        query={list}
        errorText="Failed to load institutes"
        columns={columns}
        rowKey={(i) => i.id}
        emptyText="No institutes yet."
        label="Institutes"
      />
      {draft ? <InstituteForm draft={draft} onClose={() => setDraft(null)} /> : null}
    </Stack>
  );
}
