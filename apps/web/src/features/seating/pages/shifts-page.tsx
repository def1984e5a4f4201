import { Badge, Button, Stack } from '@mantine/core';
import type { TShift } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Column, DataTable } from '../../common/data-table.tsx';
import { confirmDelete } from '../../common/feedback.tsx';
import { formatDateTime, formatRupees } from '../../common/format.ts';
import { PageHeader } from '../../common/page-header.tsx';
import { EditDeleteButtons } from '../../common/row-actions.tsx';
import { shiftsQuery, useDeleteShift } from '../api/shifts.ts';
import { type ShiftDraft, ShiftForm } from '../components/shift-form.tsx';
import { ShiftLabel } from '../components/shift-label.tsx';

const EMPTY: ShiftDraft = { id: null, name: '', start_time: '', end_time: '', status: 'Active', price: '' };

/** Shifts: the library's time slots (an end before the start runs into the next day). */
export function ShiftsPage() {
  const list = useQuery(shiftsQuery);
  const remove = useDeleteShift();
  const [draft, setDraft] = useState<ShiftDraft | null>(null);

  const askDelete = async (s: TShift) => {
    if (await confirmDelete('Delete shift', `Delete the ${s.name} shift (${s.start_time} - ${s.end_time})?`))
      remove.mutate(s.id);
  };
  const columns: Column<TShift>[] = [
    { header: 'Shift', cell: (s) => <ShiftLabel shift={s} /> },
    { header: 'Duration', cell: (s) => s.duration },
    { header: 'Seat price', cell: (s) => (s.price === null ? '—' : formatRupees(s.price)) },
    {
      header: 'Status',
      cell: (s) => (
        <Badge color={s.status === 'Active' ? 'green' : 'gray'} variant="light">
          {s.status}
        </Badge>
      ),
    },
    { header: 'Updated', cell: (s) => formatDateTime(s.updated_at) },
    {
      header: 'Actions',
      cell: (s) => (
        <EditDeleteButtons
          onEdit={() =>
            setDraft({
              id: s.id,
              name: s.name,
              start_time: s.start_time,
              end_time: s.end_time,
              status: s.status,
              price: s.price ?? '',
            })
          }
          onDelete={() => askDelete(s)}
        />
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        title="Shifts"
        description="The time slots students book seats for."
        actions={<Button onClick={() => setDraft(EMPTY)}>Add Shift</Button>}
      />
      <DataTable
        query={list}
        errorText="Failed to load shifts."
        columns={columns}
        rowKey={(s) => s.id}
        emptyText="No shifts yet. Add the first one."
        label="Shifts"
        minWidth={640}
      />
      {draft ? <ShiftForm draft={draft} onClose={() => setDraft(null)} /> : null}
    </Stack>
  );
}
