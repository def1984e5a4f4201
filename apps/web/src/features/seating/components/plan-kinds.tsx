import { NumberInput, Select, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  type TLockerPlan,
  type TPlaceKind,
  type TSeatPlan,
  ZLockerPlanRequest,
  ZSeatPlanRequest,
} from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Column } from '../../common/data-table.tsx';
import { formatRupees } from '../../common/format.ts';
import { usePlaceOptions } from '../api/place-options.ts';
import type { PlanOf } from '../api/plans.ts';
import { shiftsQuery } from '../api/shifts.ts';
import { planDates } from '../present.tsx';
import { ShiftLabel, shiftOptionLabel } from './shift-label.tsx';

/** The plan form's values; each kind sends its own part (`body`). */
export type PlanValues = {
  seat_number: string;
  shift_id: string | null;
  duration: string;
  name: string;
  locker_number: string | null;
  duration_days: number | string;
  price: number | string;
  student_id: string | null;
  /** null: today. */
  starts_on: string | null;
  status: 'Active' | 'Inactive';
};
export type PlanForm = UseFormReturnType<PlanValues>;

/** What a kind of plan (seat or locker) adds to the shared plans tab. */
export interface PlanKind<K extends TPlaceKind, P = PlanOf<K>> {
  kind: K;
  schema: typeof ZSeatPlanRequest | typeof ZLockerPlanRequest;
  /** Defaults of a new plan. */
  empty: Partial<PlanValues>;
  fromPlan(plan: P): Partial<PlanValues>;
  /** Its own fields, ahead of price, student and start day. */
  Fields(props: { form: PlanForm }): ReactNode;
  columns: Column<P>[];
  texts: { load: string; toggle: string; remove: string; save: string; empty: string; label: string };
}

const shared = (plan: TSeatPlan | TLockerPlan): Partial<PlanValues> => ({
  price: plan.price,
  student_id: plan.student_id ? String(plan.student_id) : null,
  starts_on: plan.starts_on,
  status: plan.status,
});

export const SEAT_PLANS: PlanKind<'seat'> = {
  kind: 'seat',
  schema: ZSeatPlanRequest,
  empty: { duration: '30 Days', price: 199 },
  fromPlan: (p) => ({
    ...shared(p),
    seat_number: p.seat_number,
    shift_id: p.shift_id ? String(p.shift_id) : null,
    duration: p.duration,
  }),
  Fields: SeatFields,
  columns: [
    { header: 'Seat', cell: (p) => p.seat_number },
    { header: 'Shift', cell: (p) => (p.shift ? <ShiftLabel label={p.shift} /> : 'Whole day') },
    { header: 'Duration', cell: (p) => p.duration },
    { header: 'Price', cell: (p) => formatRupees(p.price) },
    { header: 'Student', cell: (p) => p.student_name ?? '—' },
    { header: 'Dates', cell: planDates },
  ],
  texts: {
    load: 'Failed to load seat plans.',
    toggle: 'Failed to toggle seat status.',
    remove: 'Failed to delete seat plan.',
    save: 'Failed to save seat plan.',
    empty: 'No seat plans yet.',
    label: 'Seat plans',
  },
};

export const LOCKER_PLANS: PlanKind<'locker'> = {
  kind: 'locker',
  schema: ZLockerPlanRequest,
  empty: { duration_days: 30, price: 99 },
  fromPlan: (p) => ({
    ...shared(p),
    name: p.name,
    locker_number: p.locker_number,
    duration_days: p.duration_days,
  }),
  Fields: LockerFields,
  columns: [
    { header: 'Name', cell: (p) => p.name },
    { header: 'Locker', cell: (p) => p.locker_number ?? '—' },
    { header: 'Days', cell: (p) => p.duration_days },
    { header: 'Price', cell: (p) => formatRupees(p.price) },
    { header: 'Student', cell: (p) => p.student_name ?? '—' },
    { header: 'Dates', cell: planDates },
  ],
  texts: {
    load: 'Failed to load locker plans.',
    toggle: 'Failed to toggle locker status.',
    remove: 'Failed to delete locker plan.',
    save: 'Failed to save locker plan.',
    empty: 'No locker plans yet.',
    label: 'Locker plans',
  },
};

function SeatFields({ form }: { form: PlanForm }) {
  const seatOptions = usePlaceOptions('seat');
  const shifts = useQuery(shiftsQuery);
  return (
    <>
      <Select
        label="Seat number"
        withAsterisk
        searchable
        placeholder="Choose a seat"
        data={seatOptions.data}
        nothingFoundMessage="No such seat: add it under Manage Seats"
        {...form.getInputProps('seat_number')}
        error={form.errors.seat_number ?? seatOptions.error}
      />
      <Select
        label="Shift"
        placeholder="Whole day"
        clearable
        data={(shifts.data ?? []).map((s) => ({
          value: String(s.id),
          label: shiftOptionLabel(s),
        }))}
        {...form.getInputProps('shift_id')}
        error={form.errors.shift_id ?? (shifts.isError ? 'Failed to load shifts.' : undefined)}
      />
      <TextInput label="Duration" description="e.g. 30 Days" {...form.getInputProps('duration')} />
    </>
  );
}

function LockerFields({ form }: { form: PlanForm }) {
  const lockerOptions = usePlaceOptions('locker');
  return (
    <>
      <TextInput label="Plan name" withAsterisk {...form.getInputProps('name')} />
      <Select
        label="Locker number"
        placeholder="No locker"
        clearable
        searchable
        data={lockerOptions.data}
        nothingFoundMessage="No such locker: add it under Manage Seats"
        {...form.getInputProps('locker_number')}
        error={form.errors.locker_number ?? lockerOptions.error}
      />
      <NumberInput
        label="Duration (days)"
        min={1}
        allowDecimal={false}
        {...form.getInputProps('duration_days')}
      />
    </>
  );
}
