import { Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ZSeatPlanRequest } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { contractValidate } from '../../../lib/contract-form.ts';
import { FormActions } from '../../common/form-actions.tsx';
import { formatDate } from '../../common/format.ts';
import { StudentSelect } from '../../students/components/student-select.tsx';
import { membershipPlansQuery } from '../api/membership-plans.ts';
import { useAssignSeat } from '../api/plans.ts';
import { shiftsQuery } from '../api/shifts.ts';
import { membershipPlanFor, startingPrice } from '../starting-price.ts';
import { PRICE_HINT } from './plan-fields.tsx';

/** A column of the grid: a shift, or the whole day (id null). */
export type GridColumn = { id: number | null; label: string };
export type Target = { seat: string; shift: GridColumn };

/** The seat plan form in a dialog, pre-filled with the seat, the shift and the day clicked. */
export function AssignSeatForm({ target, date, onClose }: { target: Target; date: string; onClose(): void }) {
  const t = useT();
  const assign = useAssignSeat();
  const form = useForm({
    initialValues: {
      seat_number: target.seat,
      shift_id: target.shift.id,
      starts_on: date,
      student_id: null as string | null,
      duration: '30 Days',
      price: '' as number | string,
    },
    validate: contractValidate(ZSeatPlanRequest, {
      fields: ['student_id'],
      message: t('seating.grid.chooseStudent'),
    }),
  });
  // The price starts from the shift's own, else the membership plan's, once they are known.
  const shifts = useQuery(shiftsQuery);
  const memberships = useQuery(membershipPlansQuery);
  const start = startingPrice(
    shifts.data?.find((s) => s.id === target.shift.id),
    membershipPlanFor(memberships.data ?? [], '30 Days'),
  );
  const known = shifts.isSuccess && memberships.isSuccess;
  useEffect(() => {
    if (known && start !== null && !form.isTouched('price')) form.setFieldValue('price', start);
  }, [known, start, form]);
  const submit = form.onSubmit((values) =>
    assign.mutate(ZSeatPlanRequest.parse(values), { onSuccess: onClose }),
  );

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('seating.grid.assignTitle', { seat: target.seat, shift: target.shift.label })}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <StudentSelect withAsterisk {...form.getInputProps('student_id')} />
          <TextInput label={t('seating.manage.startsOn')} value={formatDate(date)} readOnly />
          <TextInput
            label={t('seating.manage.duration')}
            description={t('seating.manage.durationHint')}
            {...form.getInputProps('duration')}
          />
          <NumberInput
            label={t('seating.manage.priceLabel')}
            min={1}
            decimalScale={2}
            description={start === null ? t(PRICE_HINT) : undefined}
            {...form.getInputProps('price')}
          />
          <FormActions
            error={assign.isError ? messageOf(assign.error, t('seating.grid.assignFailed')) : null}
            submitLabel="Assign seat"
            pending={assign.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
