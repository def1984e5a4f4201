import { Button, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type TSeat, ZSeatRequest } from '@studydesk/contract';
import { useT } from '../../../i18n/use-t.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { contractValidate } from '../../../lib/contract-form.ts';
import { InlineForm } from '../../common/inline-form.tsx';
import { usePlaceOptions } from '../api/place-options.ts';
import { type TimeSlotValues, useSaveTimeSlot } from '../api/time-slots.ts';

const EMPTY: TimeSlotValues = { seat_number: '', shift_start: '', shift_end: '' };

/** Adds a time slot, or edits the one given (`editing`); Cancel goes back to adding. */
export function TimeSlotForm({ editing, onDone }: { editing: TSeat | null; onDone(): void }) {
  const t = useT();
  const seatOptions = usePlaceOptions('seat');
  const save = useSaveTimeSlot();
  const form = useForm<TimeSlotValues>({
    initialValues: editing
      ? { seat_number: editing.seat_number, shift_start: editing.shift_start, shift_end: editing.shift_end }
      : EMPTY,
    validate: contractValidate<TimeSlotValues>(ZSeatRequest, {
      fields: ['seat_number', 'shift_start', 'shift_end'],
      message: t('seating.seats.required'),
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
      submitLabel={editing ? t('seating.seats.update') : t('seating.seats.add')}
      pending={save.isPending}
      error={save.isError ? messageOf(save.error, t('seating.seats.saveFailed')) : null}
      after={
        editing ? (
          <Button variant="default" onClick={onDone}>
            {t('form.cancel')}
          </Button>
        ) : null
      }
    >
      <Select
        label={t('seating.seats.seatNumber')}
        searchable
        data={seatOptions.data}
        {...form.getInputProps('seat_number')}
        error={form.errors.seat_number ?? seatOptions.error}
        w={160}
      />
      <TextInput
        label={t('seating.seats.shiftStart')}
        type="time"
        w={150}
        {...form.getInputProps('shift_start')}
      />
      <TextInput
        label={t('seating.seats.shiftEnd')}
        type="time"
        w={150}
        {...form.getInputProps('shift_end')}
      />
    </InlineForm>
  );
}
