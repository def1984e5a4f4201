import { Group, Modal, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatShiftDuration, shiftMinutes, ZShiftRequest } from '@studydesk/contract';
import { messageOf } from '../../../lib/api-client.ts';
import { contractValidate } from '../../../lib/contract-form.ts';
import { FormActions } from '../../common/form-actions.tsx';
import { useSaveShift } from '../api/shifts.ts';

export type ShiftDraft = {
  id: number | null;
  name: string;
  start_time: string;
  end_time: string;
  status: 'Active' | 'Inactive';
  /** A seat plan for this shift starts from it; '' for none (the membership plan's then). */
  price: number | string;
};

/** The draft as the contract reads it: an empty price is none. */
const withPrice = (d: ShiftDraft) => ({ ...d, price: d.price === '' ? null : d.price });

/** Add or edit a shift in a dialog; the duration shows as the times are typed. */
export function ShiftForm({ draft, onClose }: { draft: ShiftDraft; onClose(): void }) {
  const save = useSaveShift();
  const check = contractValidate<ReturnType<typeof withPrice>>(ZShiftRequest, {
    fields: ['name', 'start_time', 'end_time'],
    message: 'Name, start and end times are required.',
  });
  const form = useForm({
    initialValues: draft,
    validate: (values) => check(withPrice(values)),
  });
  const { start_time, end_time } = form.values;
  const duration = start_time && end_time ? formatShiftDuration(shiftMinutes(start_time, end_time)) : '—';
  const submit = form.onSubmit((values) =>
    save.mutate({ ...withPrice(values), duration }, { onSuccess: onClose }),
  );

  return (
    <Modal opened onClose={onClose} title={draft.id === null ? 'Add Shift' : 'Edit Shift'} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Name"
            description="Such as Morning, Evening or Night"
            placeholder="Morning"
            withAsterisk
            maxLength={40}
            data-autofocus
            {...form.getInputProps('name')}
          />
          <Group grow align="flex-start">
            <TextInput label="Start time" type="time" withAsterisk {...form.getInputProps('start_time')} />
            <TextInput label="End time" type="time" withAsterisk {...form.getInputProps('end_time')} />
          </Group>
          <Text size="sm">
            Duration: <b data-testid="shift-duration">{duration}</b>
          </Text>
          <NumberInput
            label="Seat price (₹)"
            description="A seat plan for this shift starts from this price. Leave empty to use the membership plan's."
            min={1}
            decimalScale={2}
            {...form.getInputProps('price')}
          />
          <Select
            label="Status"
            data={['Active', 'Inactive']}
            allowDeselect={false}
            {...form.getInputProps('status')}
          />
          <FormActions
            error={save.isError ? messageOf(save.error, 'Failed to save the shift.') : null}
            pending={save.isPending}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
