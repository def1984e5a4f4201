import { type ComboboxData, NumberInput, Select, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  formatDay,
  type TLockerPlan,
  type TPlaceKind,
  type TSeatAvailability,
  type TSeatPlan,
  ZLockerPlanRequest,
  ZSeatPlanRequest,
} from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import type { Column } from '../../common/data-table.tsx';
import { formatRupees } from '../../common/format.ts';
import { membershipPlansQuery } from '../api/membership-plans.ts';
import { usePlaceOptions } from '../api/place-options.ts';
import type { PlanOf } from '../api/plans.ts';
import { useSeatAvailability } from '../api/seat-availability.ts';
import { shiftsQuery } from '../api/shifts.ts';
import { membershipPlanFor, startingPrice } from '../starting-price.ts';
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
  /** The membership plan a seat plan's duration and price start from (the form's only, never sent). */
  membership_plan_id: string | null;
};
export type PlanForm = UseFormReturnType<PlanValues>;

/** What a kind of plan (seat or locker) adds to the shared plans tab. */
export interface PlanKind<K extends TPlaceKind, P = PlanOf<K>> {
  kind: K;
  schema: typeof ZSeatPlanRequest | typeof ZLockerPlanRequest;
  /** Defaults of a new plan. */
  empty: Partial<PlanValues>;
  fromPlan(plan: P): Partial<PlanValues>;
  /** Its own fields and the price, ahead of student and start day; `planId`: the plan edited. */
  Fields(props: { form: PlanForm; planId: number | null }): ReactNode;
  /** What an add clears for the next one; the rest (price, shift, dates) stays. */
  cleared: Partial<PlanValues>;
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
  empty: { duration: '30 Days' },
  cleared: { seat_number: '', student_id: null },
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
    { header: 'Student', cell: (p) => p.student_name ?? '—' },
    { header: 'Dates', cell: (p) => <PlanPeriod plan={p} length={p.duration} /> },
    { header: 'Price', cell: (p) => formatRupees(p.price) },
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
  cleared: { locker_number: null, student_id: null },
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
    { header: 'Student', cell: (p) => p.student_name ?? '—' },
    { header: 'Dates', cell: (p) => <PlanPeriod plan={p} length={`${p.duration_days} days`} /> },
    { header: 'Price', cell: (p) => formatRupees(p.price) },
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

const nowrap = { whiteSpace: 'nowrap' } as const;

/** A plan's dates, which may break after the arrow, over its length ('30 Days'): the table keeps to the page. */
function PlanPeriod({ plan, length }: { plan: TSeatPlan | TLockerPlan; length: string }) {
  return (
    <>
      {plan.starts_on && plan.ends_on ? (
        <Text size="sm">
          <span style={nowrap}>{formatDay(plan.starts_on)} →</span>{' '}
          <span style={nowrap}>{formatDay(plan.ends_on)}</span>
        </Text>
      ) : (
        '—'
      )}
      <Text size="xs" c="dimmed">
        {length}
      </Text>
    </>
  );
}

const PRICE_HINT = 'Suggested: ₹99, ₹199, ₹299';

/** The price field; `hint` says where its value came from (the spec's suggestions otherwise). */
function PriceInput({ form, hint }: { form: PlanForm; hint?: string }) {
  return (
    <NumberInput
      label="Price (₹)"
      min={1}
      decimalScale={2}
      description={hint ?? PRICE_HINT}
      {...form.getInputProps('price')}
    />
  );
}

/**
 * Seat, shift, membership plan, duration and price. The price starts from the shift's own, else
 * the membership plan's, and stays from one add to the next. The seat picker lists the seats free
 * for the shift and dates first and marks the taken ones with their holder.
 */
function SeatFields({ form, planId }: { form: PlanForm; planId: number | null }) {
  const shifts = useQuery(shiftsQuery);
  const memberships = useQuery(membershipPlansQuery);
  const v = form.values;
  const seats = useSeatAvailability({
    shiftId: v.shift_id,
    startsOn: v.starts_on,
    duration: v.duration,
    planId,
  });
  const shiftOf = (id: string | null) => shifts.data?.find((s) => String(s.id) === id);
  const membershipOf = (id: string | null) => memberships.data?.find((p) => String(p.id) === id);
  // A new plan starts from the membership plan as long as it (once the plans are known).
  const started = useRef(planId !== null);
  useEffect(() => {
    if (started.current || !memberships.data || !shifts.data) return;
    started.current = true;
    const plan = membershipPlanFor(memberships.data, form.values.duration);
    const price = startingPrice(
      shifts.data.find((s) => String(s.id) === form.values.shift_id),
      plan,
    );
    form.setValues({
      membership_plan_id: plan ? String(plan.id) : null,
      ...(price !== null && form.values.price === '' ? { price } : {}),
    });
  }, [memberships.data, shifts.data, form]);

  const chooseShift = (id: string | null) => {
    const price = startingPrice(shiftOf(id), membershipOf(v.membership_plan_id));
    form.setValues({ shift_id: id, ...(price !== null ? { price } : {}) });
  };
  const chooseMembership = (id: string | null) => {
    const plan = membershipOf(id);
    const price = startingPrice(shiftOf(v.shift_id), plan);
    form.setValues({
      membership_plan_id: id,
      ...(plan ? { duration: `${plan.duration_days} Days` } : {}),
      ...(price !== null ? { price } : {}),
    });
  };
  const shift = shiftOf(v.shift_id);
  const membership = membershipOf(v.membership_plan_id);
  const hint =
    shift?.price != null && Number(v.price) === shift.price
      ? `The ${shift.name} shift's price`
      : membership && Number(v.price) === membership.price
        ? `The ${membership.name} plan's price`
        : undefined;

  return (
    <>
      <Select
        label="Seat number"
        withAsterisk
        searchable
        placeholder="Choose a seat"
        description="Free seats for the shift and dates first"
        data={seatOptions(seats.data ?? [])}
        nothingFoundMessage="No such seat: add it under Manage Seats"
        {...form.getInputProps('seat_number')}
        // An empty Select is null: '' would keep the last seat typed in the box and filter by it.
        value={v.seat_number || null}
        onChange={(seat) => form.setFieldValue('seat_number', seat ?? '')}
        error={form.errors.seat_number ?? (seats.isError ? 'Failed to load seats.' : undefined)}
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
        onChange={chooseShift}
        error={form.errors.shift_id ?? (shifts.isError ? 'Failed to load shifts.' : undefined)}
      />
      <Select
        label="Membership plan"
        placeholder="None"
        description="Fills the duration and price"
        clearable
        data={(memberships.data ?? []).map((p) => ({
          value: String(p.id),
          label: `${p.name} · ${p.duration_days} days · ${formatRupees(p.price)}`,
        }))}
        value={v.membership_plan_id}
        onChange={chooseMembership}
        error={memberships.isError ? 'Failed to fetch plans.' : undefined}
      />
      <TextInput label="Duration" description="e.g. 30 Days" {...form.getInputProps('duration')} />
      <PriceInput form={form} hint={hint} />
    </>
  );
}

/** The picker's options: free seats, then the taken ones, greyed, with who holds them. */
function seatOptions(seats: TSeatAvailability[]): ComboboxData {
  const free = seats.filter((s) => s.free);
  const taken = seats.filter((s) => !s.free);
  return [
    { group: 'Free', items: free.map((s) => ({ value: s.label, label: s.label })) },
    {
      group: 'Taken',
      items: taken.map((s) => ({
        value: s.label,
        label: `${s.label} · taken${s.holder ? ` by ${s.holder}` : ''}`,
        disabled: true,
      })),
    },
  ].filter((g) => g.items.length > 0);
}

function LockerFields({ form }: { form: PlanForm; planId: number | null }) {
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
      <PriceInput form={form} />
    </>
  );
}
