import { Stack, Title } from '@mantine/core';
import type { TSeat } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { type Column, DataTable } from '../../common/data-table.tsx';
import { confirmDelete } from '../../common/feedback.tsx';
import { PageHeader } from '../../common/page-header.tsx';
import { EditDeleteButtons } from '../../common/row-actions.tsx';
import { timeSlotsQuery, useDeleteTimeSlot } from '../api/time-slots.ts';
import { PlacesPanel } from '../components/places-panel.tsx';
import { TimeSlotForm } from '../components/time-slot-form.tsx';

/** Manage Seats & Time Slots. */
export function SeatsPage() {
  const t = useT();
  const list = useQuery(timeSlotsQuery);
  const remove = useDeleteTimeSlot();
  const [editing, setEditing] = useState<TSeat | null>(null);

  const askDelete = async (s: TSeat) => {
    const message = t('seating.seats.deleteMessage', {
      seat: s.seat_number,
      times: `${s.shift_start} - ${s.shift_end}`,
    });
    if (await confirmDelete(t('seating.seats.deleteTitle'), message)) remove.mutate(s.id);
  };
  const columns: Column<TSeat>[] = [
    { header: t('seating.seats.seatNumber'), cell: (s) => s.seat_number },
    { header: t('seating.seats.shiftStart'), cell: (s) => s.shift_start },
    { header: t('seating.seats.shiftEnd'), cell: (s) => s.shift_end },
    {
      header: t('seating.seats.actions'),
      cell: (s) => <EditDeleteButtons onEdit={() => setEditing(s)} onDelete={() => askDelete(s)} />,
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader title={t('seating.seats.title')} />
      <PlacesPanel />
      <Title order={3} size="h4">
        {t('seating.seats.timeSlots')}
      </Title>
      <TimeSlotForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      <DataTable
        query={list}
        errorText={t('seating.seats.loadFailed')}
        columns={columns}
        rowKey={(s) => s.id}
        emptyText={t('seating.seats.empty')}
        label={t('seating.seats.timeSlots')}
        minWidth={480}
      />
    </Stack>
  );
}
