import { Button, Group, Paper, Select, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type TSeat, ZSeatRequest } from '@studydesk/contract';
import { messageOf } from '../../../lib/api-client.ts';
import { contractValidate } from '../../../lib/contract-form.ts';
import { usePlaceOptions } from '../../common/place-options.ts';
import { type TimeSlotValues, useSaveTimeSlot } from '../api/time-slots.ts';

export const EMPTY_SLOT: TimeSlotValues = { seat_number: '', shift_start: '', shift_end: '' };

/** Adds a time slot, or edits the one given (`editing`); Cancel goes back to adding. */
export function TimeSlotForm({ editing, onDone }: { editing: TSeat | null; onDone(): void }) {
  const seatOptions = usePlaceOptions('seat');
  const save = useSaveTimeSlot();
  const form = useForm<TimeSlotValues>({
    initialValues: editing
      ? { seat_number: editing.seat_number, shift_start: editing.shift_start, shift_end: editing.shift_end }
      : EMPTY_SLOT,
    validate: contractValidate<TimeSlotValues>(ZSeatRequest, {
      fields: ['seat_number', 'shift_start', 'shift_end'],
      message: 'All fields are required.',
    }),
  });
  const submit = form.onSubmit((values) =>
    save.mutate(
      { ...values, id: editing?.id ?? null },
      {
        onSuccess: () => {
          form.reset();
          onDone();
        },
      },
    ),
  );

  return (
    <Paper withBorder p="lg" radius="md">
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" wrap="wrap">
          <Select
            label="Seat number"
            searchable
            data={seatOptions.data}
            {...form.getInputProps('seat_number')}
            error={form.errors.seat_number ?? seatOptions.error}
            w={160}
          />
          <TextInput label="Shift start" type="time" {...form.getInputProps('shift_start')} w={150} />
          <TextInput label="Shift end" type="time" {...form.getInputProps('shift_end')} w={150} />
          <Button type="submit" loading={save.isPending} mt={25}>
            {editing ? 'Update Seat' : 'Add Seat'}
          </Button>
          {editing ? (
            <Button variant="default" onClick={onDone} mt={25}>
              Cancel
            </Button>
          ) : null}
        </Group>
        {save.isError ? (
          <Text c="red" size="sm" mt="sm" role="alert">
            {messageOf(save.error, 'Failed to save the seat. Try again.')}
          </Text>
        ) : null}
      </form>
    </Paper>
  );
}
