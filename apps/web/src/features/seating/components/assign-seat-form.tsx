import { Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ZSeatPlanRequest } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
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
    validate: contractValidate(ZSeatPlanRequest, { fields: ['student_id'], message: 'Choose a student.' }),
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
    <Modal opened onClose={onClose} title={`Assign seat ${target.seat} · ${target.shift.label}`}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <StudentSelect withAsterisk {...form.getInputProps('student_id')} />
          <TextInput label="Starts on" value={formatDate(date)} readOnly />
          <TextInput label="Duration" description="e.g. 30 Days" {...form.getInputProps('duration')} />
          <NumberInput
            label="Price (₹)"
            min={1}
            decimalScale={2}
            description={start === null ? PRICE_HINT : undefined}
            {...form.getInputProps('price')}
          />
          <FormActions
            error={assign.isError ? messageOf(assign.error, 'Failed to save seat plan.') : null}
            submitLabel="Assign seat"
            pending={assign.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
