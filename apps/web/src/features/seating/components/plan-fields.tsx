import { type ComboboxData, NumberInput, Select, TextInput } from '@mantine/core';
import type { TSeatAvailability } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { type Translate, useT } from '../../../i18n/use-t.ts';
import { formatRupees } from '../../common/format.ts';
import { membershipPlansQuery } from '../api/membership-plans.ts';
import { usePlaceOptions } from '../api/place-options.ts';
import { useSeatAvailability } from '../api/seat-availability.ts';
import { shiftsQuery } from '../api/shifts.ts';
import { membershipPlanFor, startingPrice } from '../starting-price.ts';
import type { PlanForm } from './plan-kinds.tsx';
import { shiftOptionLabel } from './shift-label.tsx';

/** The spec's suggested prices, shown while a price has no shift or membership plan to start from. */
export const PRICE_HINT = 'seating.manage.suggested';

/** The price field; `hint` says where its value came from (the spec's suggestions otherwise). */
function PriceInput({ form, hint }: { form: PlanForm; hint?: string }) {
  const t = useT();
  return (
    <NumberInput
      label={t('seating.manage.priceLabel')}
      min={1}
      decimalScale={2}
      description={hint ?? t(PRICE_HINT)}
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
  const t = useT();
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
      ? t('seating.manage.shiftPrice', { name: shift.name })
      : membership && Number(v.price) === membership.price
        ? t('seating.manage.planPrice', { name: membership.name })
        : undefined;

  return (
    <>
      <Select
        label={t('seating.manage.seatNumber')}
        withAsterisk
        searchable
        placeholder={t('seating.manage.chooseSeat')}
        description={t('seating.manage.freeFirst')}
        data={seatOptions(t, seats.data ?? [])}
        nothingFoundMessage={t('seating.manage.noSeat')}
        {...form.getInputProps('seat_number')}
        // An empty Select is null: '' would keep the last seat typed in the box and filter by it.
        value={v.seat_number || null}
        onChange={(seat) => form.setFieldValue('seat_number', seat ?? '')}
        error={form.errors.seat_number ?? (seats.isError ? t('seating.manage.seatsFailed') : undefined)}
      />
      <Select
        label={t('seating.column.shift')}
        placeholder={t('place.wholeDay')}
        clearable
        data={(shifts.data ?? []).map((s) => ({
          value: String(s.id),
          label: shiftOptionLabel(s),
        }))}
        {...form.getInputProps('shift_id')}
        onChange={chooseShift}
        error={form.errors.shift_id ?? (shifts.isError ? t('seating.manage.shiftsFailed') : undefined)}
      />
      <Select
        label={t('seating.manage.membership')}
        placeholder={t('seating.manage.none')}
        description={t('seating.manage.fills')}
        clearable
        data={(memberships.data ?? []).map((p) => ({
          value: String(p.id),
          label: t('seating.manage.membershipOption', {
            name: p.name,
            days: p.duration_days,
            price: formatRupees(p.price),
          }),
        }))}
        value={v.membership_plan_id}
        onChange={chooseMembership}
        error={memberships.isError ? t('seating.manage.plansFailed') : undefined}
      />
      <TextInput
        label={t('seating.manage.duration')}
        description={t('seating.manage.durationHint')}
        {...form.getInputProps('duration')}
      />
      <PriceInput form={form} hint={hint} />
    </>
  );
}

/**
 * The picker's options: free seats, then the taken ones naming who holds them. A taken seat can
 * still be picked (its holder may be leaving): the server then says when it is held.
 */
function seatOptions(t: Translate, seats: TSeatAvailability[]): ComboboxData {
  const free = seats.filter((s) => s.free);
  const taken = seats.filter((s) => !s.free);
  return [
    { group: t('seating.manage.free'), items: free.map((s) => ({ value: s.label, label: s.label })) },
    {
      group: t('seating.manage.taken'),
      items: taken.map((s) => ({
        value: s.label,
        label: s.holder
          ? t('seating.manage.takenBy', { seat: s.label, holder: s.holder })
          : t('seating.manage.takenPlain', { seat: s.label }),
      })),
    },
  ].filter((g) => g.items.length > 0);
}

export function LockerFields({ form }: { form: PlanForm; planId: number | null }) {
  const t = useT();
  const lockerOptions = usePlaceOptions('locker');
  return (
    <>
      <TextInput label={t('seating.manage.planName')} withAsterisk {...form.getInputProps('name')} />
      <Select
        label={t('seating.manage.lockerNumber')}
        placeholder={t('seating.manage.noLocker')}
        clearable
        searchable
        data={lockerOptions.data}
        nothingFoundMessage={t('seating.manage.noSuchLocker')}
        {...form.getInputProps('locker_number')}
        error={form.errors.locker_number ?? lockerOptions.error}
      />
      <NumberInput
        label={t('seating.manage.durationDays')}
        min={1}
        allowDecimal={false}
        {...form.getInputProps('duration_days')}
      />
      <PriceInput form={form} />
    </>
  );
}
