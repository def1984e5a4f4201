import { Button, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type TSeat, ZSeatRequest } from '@studydesk/contract';
import { messageOf } from '../../../lib/api-client.ts';
import { contractValidate } from '../../../lib/contract-form.ts';
import { InlineForm } from '../../common/inline-form.tsx';
import { usePlaceOptions } from '../api/place-options.ts';
import { type TimeSlotValues, useSaveTimeSlot } from '../api/time-slots.ts';

const EMPTY: TimeSlotValues = { seat_number: '', shift_start: '', shift_end: '' };

/** Adds a time slot, or edits the one given (`editing`); Cancel goes back to adding. */
export function TimeSlotForm({ editing, onDone }: { editing: TSeat | null; onDone(): void }) {
  const seatOptions = usePlaceOptions('seat');
  const save = useSaveTimeSlot();
  const form = useForm<TimeSlotValues>({
    initialValues: editing
      ? { seat_number: editing.seat_number, shift_start: editing.shift_start, shift_end: editing.shift_end }
      : EMPTY,
    validate: contractValidate<TimeSlotValues>(ZSeatRequest, {
      fields: ['seat_number', 'shift_start', 'shift_end'],
      message: 'All fields are required.',
    }),
  });
  const submit = form.onSubmit((values) => {
    const done = () => {
      form.reset();
      onDone();
    };
    save.mutate({ ...values, id: editing?.id ?? null }, { onSuccess: done });
  });

  return (
    <InlineForm
      onSubmit={submit}
      submitLabel={editing ? 'Update Seat' : 'Add Seat'}
      pending={save.isPending}
      error={save.isError ? messageOf(save.error, 'Failed to save the seat. Try again.') : null}
      after={
        editing ? (
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
        ) : null
      }
    >
      <Select
        label="Seat number"
        searchable
        data={seatOptions.data}
        {...form.getInputProps('seat_number')}
        error={form.errors.seat_number ?? seatOptions.error}
        w={160}
      />
      <TextInput label="Shift start" type="time" w={150} {...form.getInputProps('shift_start')} />
      <TextInput label="Shift end" type="time" w={150} {...form.getInputProps('shift_end')} />
    </InlineForm>
  );
}
