import { Badge, Button, Stack } from '@mantine/core';
import { shiftMinutes, type TShift } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { type Column, DataTable } from '../../common/data-table.tsx';
import { confirmDelete } from '../../common/feedback.tsx';
import { formatDateTime, formatRupees } from '../../common/format.ts';
import { PageHeader } from '../../common/page-header.tsx';
import { EditDeleteButtons } from '../../common/row-actions.tsx';
import { shiftsQuery, useDeleteShift } from '../api/shifts.ts';
import { type ShiftDraft, ShiftForm, shiftDuration } from '../components/shift-form.tsx';
import { ShiftLabel } from '../components/shift-label.tsx';

const EMPTY: ShiftDraft = { id: null, name: '', start_time: '', end_time: '', status: 'Active', price: '' };

/** Shifts: the library's time slots (an end before the start runs into the next day). */
export function ShiftsPage() {
  const t = useT();
  const list = useQuery(shiftsQuery);
  const remove = useDeleteShift();
  const [draft, setDraft] = useState<ShiftDraft | null>(null);

  const askDelete = async (s: TShift) => {
    if (
      await confirmDelete(
        t('seating.shifts.deleteTitle'),
        t('seating.shifts.deleteMessage', { name: s.name, times: `${s.start_time} - ${s.end_time}` }),
      )
    )
      remove.mutate(s.id);
  };
  const columns: Column<TShift>[] = [
    { header: t('seating.column.shift'), cell: (s) => <ShiftLabel shift={s} /> },
    {
      header: t('seating.shifts.duration'),
      cell: (s) => shiftDuration(t, shiftMinutes(s.start_time, s.end_time)),
    },
    { header: t('seating.shifts.seatPrice'), cell: (s) => (s.price === null ? '—' : formatRupees(s.price)) },
    {
      header: t('seating.shifts.status'),
      cell: (s) => (
        <Badge color={s.status === 'Active' ? 'green' : 'gray'} variant="light">
          {s.status === 'Active' ? t('seating.shifts.active') : t('seating.shifts.inactive')}
        </Badge>
      ),
    },
    { header: t('seating.shifts.updated'), cell: (s) => formatDateTime(s.updated_at) },
    {
      header: t('seating.shifts.actions'),
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
        title={t('seating.shifts.title')}
        description={t('seating.shifts.description')}
        actions={<Button onClick={() => setDraft(EMPTY)}>{t('seating.shifts.add')}</Button>}
      />
      <DataTable
        query={list}
        errorText={t('seating.shifts.loadFailed')}
        columns={columns}
        rowKey={(s) => s.id}
        emptyText={t('seating.shifts.empty')}
        label={t('seating.shifts.label')}
        minWidth={640}
      />
      {draft ? <ShiftForm draft={draft} onClose={() => setDraft(null)} /> : null}
    </Stack>
  );
}
