import { type ComboboxData, NumberInput, Select, TextInput } from '@mantine/core';
import type { TSeatAvailability } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { formatRupees } from '../../common/format.ts';
import { membershipPlansQuery } from '../api/membership-plans.ts';
import { usePlaceOptions } from '../api/place-options.ts';
import { useSeatAvailability } from '../api/seat-availability.ts';
import { shiftsQuery } from '../api/shifts.ts';
import { membershipPlanFor, startingPrice } from '../starting-price.ts';
import type { PlanForm } from './plan-kinds.tsx';
import { shiftOptionLabel } from './shift-label.tsx';

/** The spec's suggested prices, shown while a price has no shift or membership plan to start from. */
export const PRICE_HINT = 'Suggested: ₹99, ₹199, ₹299';

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
export function SeatFields({ form, planId }: { form: PlanForm; planId: number | null }) {
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

/**
 * The picker's options: free seats, then the taken ones naming who holds them. A taken seat can
 * still be picked (its holder may be leaving): the server then says when it is held.
 */
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
      })),
    },
  ].filter((g) => g.items.length > 0);
}

export function LockerFields({ form }: { form: PlanForm; planId: number | null }) {
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
