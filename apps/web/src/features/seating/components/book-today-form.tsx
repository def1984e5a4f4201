import { Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
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
  const t = useT();
  const book = useBookToday();
  const [student, setStudent] = useState<string | null>(null);
  const absent = target.absent.join(', ') || t('seating.grid.theStudent');
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('seating.grid.bookTitle', { seat: target.seat, shift: target.column.label })}
    >
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
          <Text size="sm">{t('seating.grid.bookNote', { names: absent })}</Text>
          <StudentSelect
            placeholder={t('seating.grid.walkIn')}
            clearable
            value={student}
            onChange={setStudent}
          />
          <FormActions
            error={book.isError ? messageOf(book.error, t('seating.grid.bookFailed')) : null}
            submitLabel={t('seating.grid.book')}
            pending={book.isPending}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
