import { Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-client.ts';
import { FormActions } from '../../common/form-actions.tsx';
import { StudentSelect } from '../../students/components/student-select.tsx';
import { useBookToday } from '../api/occupancy.ts';
import type { GridColumn } from './assign-seat-form.tsx';

/** A no-show's seat in a column of today's grid: who did not come, and the column to book. */
export type FreeToday = { seat: string; column: GridColumn; absent: string[] };

/**
 * Books a no-show's seat for today only (a desk booking): the plan gives back this one day and
 * holds the seat again tomorrow.
 */
export function BookTodayForm({
  target,
  date,
  onClose,
}: {
  target: FreeToday;
  date: string;
  onClose(): void;
}) {
  const book = useBookToday();
  const [student, setStudent] = useState<string | null>(null);
  const absent = target.absent.join(', ') || 'The student';
  return (
    <Modal opened onClose={onClose} title={`Book seat ${target.seat} for today · ${target.column.label}`}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          book.mutate(
            {
              seat_number: target.seat,
              date,
              shift_id: target.column.id,
              student_id: student ? Number(student) : null,
            },
            { onSuccess: onClose },
          );
        }}
        noValidate
      >
        <Stack gap="sm">
          <Text size="sm">
            {absent} has not checked in, so the seat is free for today only: their plan holds it again from
            tomorrow. If they come later, the check-in says which seat to take.
          </Text>
          <StudentSelect placeholder="Walk-in (no student)" clearable value={student} onChange={setStudent} />
          <FormActions
            error={book.isError ? messageOf(book.error, 'Failed to book the seat.') : null}
            submitLabel="Book for today"
            pending={book.isPending}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
