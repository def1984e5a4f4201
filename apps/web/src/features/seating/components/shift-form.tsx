import { Group, Modal, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatShiftDuration, shiftMinutes, ZShiftRequest } from '@studydesk/contract';
import { type Translate, useT } from '../../../i18n/use-t.ts';
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

/** '8 hr 30 min' in the language shown. */
export function shiftDuration(t: Translate, total: number) {
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  if (hours && minutes) return t('seating.duration.both', { hours, minutes });
  return hours
    ? t('seating.duration.hours', { count: hours })
    : t('seating.duration.minutes', { count: minutes });
}

/** Add or edit a shift in a dialog; the duration shows as the times are typed. */
export function ShiftForm({ draft, onClose }: { draft: ShiftDraft; onClose(): void }) {
  const t = useT();
  const save = useSaveShift();
  const check = contractValidate<ReturnType<typeof withPrice>>(ZShiftRequest, {
    fields: ['name', 'start_time', 'end_time'],
    message: t('seating.shifts.required'),
  });
  const form = useForm({
    initialValues: draft,
    validate: (values) => check(withPrice(values)),
  });
  const { start_time, end_time } = form.values;
  const minutes = start_time && end_time ? shiftMinutes(start_time, end_time) : null;
  // The server keeps the English wording; the form shows it in the language shown.
  const duration = minutes === null ? '—' : formatShiftDuration(minutes);
  const shown = minutes === null ? '—' : shiftDuration(t, minutes);
  const submit = form.onSubmit((values) =>
    save.mutate({ ...withPrice(values), duration }, { onSuccess: onClose }),
  );

  return (
    <Modal
      opened
      onClose={onClose}
      title={draft.id === null ? t('seating.shifts.add') : t('seating.shifts.edit')}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('seating.shifts.name')}
            description={t('seating.shifts.nameHint')}
            placeholder={t('seating.shifts.namePlaceholder')}
            withAsterisk
            maxLength={40}
            data-autofocus
            {...form.getInputProps('name')}
          />
          <Group grow align="flex-start">
            <TextInput
              label={t('seating.shifts.start')}
              type="time"
              withAsterisk
              {...form.getInputProps('start_time')}
            />
            <TextInput
              label={t('seating.shifts.end')}
              type="time"
              withAsterisk
              {...form.getInputProps('end_time')}
            />
          </Group>
          <Text size="sm">
            {t('seating.shifts.durationLine')} <b data-testid="shift-duration">{shown}</b>
          </Text>
          <NumberInput
            label={t('seating.shifts.priceLabel')}
            description={t('seating.shifts.priceHint')}
            min={1}
            decimalScale={2}
            {...form.getInputProps('price')}
          />
          <Select
            label={t('seating.shifts.status')}
            data={[
              { value: 'Active', label: t('seating.shifts.active') },
              { value: 'Inactive', label: t('seating.shifts.inactive') },
            ]}
            allowDeselect={false}
            {...form.getInputProps('status')}
          />
          <FormActions
            error={save.isError ? messageOf(save.error, t('seating.shifts.saveFailed')) : null}
            pending={save.isPending}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
