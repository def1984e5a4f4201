import { Stack, Title } from '@mantine/core';
import type { TSeat } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Column, DataTable } from '../../common/data-table.tsx';
import { confirmDelete } from '../../common/feedback.tsx';
import { PageHeader } from '../../common/page-header.tsx';
import { EditDeleteButtons } from '../../common/row-actions.tsx';
import { timeSlotsQuery, useDeleteTimeSlot } from '../api/time-slots.ts';
import { PlacesPanel } from '../components/places-panel.tsx';
import { TimeSlotForm } from '../components/time-slot-form.tsx';

/** Manage Seats & Time Slots. */
export function SeatsPage() {
  const list = useQuery(timeSlotsQuery);
  const remove = useDeleteTimeSlot();
  const [editing, setEditing] = useState<TSeat | null>(null);

  const askDelete = async (s: TSeat) => {
    const message = `Delete seat ${s.seat_number} (${s.shift_start} - ${s.shift_end})?`;
    if (await confirmDelete('Delete seat', message)) remove.mutate(s.id);
  };
  const columns: Column<TSeat>[] = [
    { header: 'Seat number', cell: (s) => s.seat_number },
    { header: 'Shift start', cell: (s) => s.shift_start },
    { header: 'Shift end', cell: (s) => s.shift_end },
    {
      header: 'Actions',
      cell: (s) => <EditDeleteButtons onEdit={() => setEditing(s)} onDelete={() => askDelete(s)} />,
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader title="Manage Seats & Time Slots" />
      <PlacesPanel />
      <Title order={3} size="h4">
        Time slots
      </Title>
      <TimeSlotForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      <DataTable
        query={list}
        errorText="Failed to load seats."
        columns={columns}
        rowKey={(s) => s.id}
        emptyText="No time slots yet."
        label="Time slots"
        minWidth={480}
      />
    </Stack>
  );
}
