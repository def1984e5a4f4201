import {
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { formatShiftLabel, type TLockerPlan, type TSeatPlan, type TShift } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { api, messageOf } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.tsx';
import { notifySuccess } from '../common/feedback.tsx';
import { formatRupees } from '../common/format.ts';
import { PageHeader } from '../common/page-header.tsx';
import { usePlaceOptions } from '../common/place-options.ts';
import { useStudentOptions } from '../common/student-options.ts';
import { MembershipPlansTab } from './membership-plans-tab.tsx';
import { planDates } from './plan-dates.tsx';
import { PlanTable } from './plan-table.tsx';
import { RenewalsTab } from './renewals-tab.tsx';
import { usePlanList } from './use-plan-list.ts';

const PRICE_HINT = 'Suggested: ₹99, ₹199, ₹299';

/** Manage Seat & Locker Plans (and the membership plans students choose from). */
export function PlansPage() {
  const [params] = useSearchParams();
  return (
    <Stack gap="lg">
      <PageHeader
        title="Manage Seat & Locker Plans"
        description="Who holds which seat and locker, for which shift and dates."
      />
      <Tabs defaultValue={params.get('tab') ?? 'seats'} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="seats">Seat Plans</Tabs.Tab>
          <Tabs.Tab value="lockers">Locker Plans</Tabs.Tab>
          <Tabs.Tab value="memberships">Membership Plans</Tabs.Tab>
          <Tabs.Tab value="renewals">Renewals</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="seats" pt="md">
          <SeatPlansTab />
        </Tabs.Panel>
        <Tabs.Panel value="lockers" pt="md">
          <LockerPlansTab />
        </Tabs.Panel>
        <Tabs.Panel value="memberships" pt="md">
          <MembershipPlansTab />
        </Tabs.Panel>
        <Tabs.Panel value="renewals" pt="md">
          <RenewalsTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** The add/edit form frame shared by both tabs. */
function PlanForm({
  editing,
  pending,
  error,
  onSubmit,
  onCancel,
  children,
}: {
  editing: boolean;
  pending: boolean;
  error: string | null;
  onSubmit(e: FormEvent): void;
  onCancel(): void;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="lg" radius="md">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>{children}</SimpleGrid>
          {error ? (
            <Text c="red" size="sm" role="alert">
              {error}
            </Text>
          ) : null}
          <Group>
            <Button type="submit" loading={pending}>
              {editing ? 'Update Plan' : 'Add Plan'}
            </Button>
            {editing ? (
              <Button variant="default" onClick={onCancel}>
                Cancel
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** Save with the spec's failure text; returns true when saved. */
async function save(
  path: string,
  id: number | null,
  body: object,
  failure: string,
  setError: (e: string | null) => void,
) {
  try {
    if (id === null) await api.post(path, body);
    else await api.put(`${path}/${id}`, body);
    notifySuccess(id === null ? 'Plan added' : 'Plan updated');
    setError(null);
    return true;
  } catch (err) {
    setError(messageOf(err, failure));
    return false;
  }
}

const SEAT_EMPTY = {
  seat_number: '',
  shift_id: null as string | null,
  duration: '30 Days',
  price: 199 as number | string,
  student_id: null as string | null,
  starts_on: '',
};

function SeatPlansTab() {
  const { user } = useSession();
  const plans = usePlanList<TSeatPlan>('/api/auth/seat', {
    load: 'Failed to load seat plans.',
    toggle: 'Failed to toggle seat status.',
    remove: 'Failed to delete seat plan.',
  });
  const students = useStudentOptions();
  const seatOptions = usePlaceOptions('seat');
  const shifts = useQuery({ queryKey: ['shifts'], queryFn: () => api.get<TShift[]>('/api/shifts') });
  const [form, setForm] = useState(SEAT_EMPTY);
  const [editing, setEditing] = useState<number | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.seat_number.trim()) return setError('Please provide valid seat number.');
    setPending(true);
    const ok = await save(
      '/api/auth/seat',
      editing,
      {
        seat_number: form.seat_number.trim(),
        shift_id: form.shift_id ? Number(form.shift_id) : null,
        duration: form.duration,
        price: Number(form.price),
        student_id: form.student_id ? Number(form.student_id) : null,
        starts_on: form.starts_on || null,
        admin_id: user?.admin_id,
      },
      'Failed to save seat plan.',
      setError,
    );
    setPending(false);
    if (ok) {
      setForm(SEAT_EMPTY);
      setEditing(null);
      await plans.refresh();
    }
  };

  return (
    <Stack gap="md">
      <PlanForm
        editing={editing !== null}
        pending={pending}
        error={error}
        onSubmit={submit}
        onCancel={() => {
          setEditing(null);
          setForm(SEAT_EMPTY);
        }}
      >
        <Select
          label="Seat number"
          withAsterisk
          searchable
          placeholder="Choose a seat"
          data={seatOptions.data}
          value={form.seat_number || null}
          onChange={(v) => setForm({ ...form, seat_number: v ?? '' })}
          error={seatOptions.error}
          nothingFoundMessage="No such seat: add it under Manage Seats"
        />
        <Select
          label="Shift"
          placeholder="Whole day"
          clearable
          data={(shifts.data ?? []).map((s) => ({
            value: String(s.id),
            label: formatShiftLabel(s.start_time, s.end_time, s.duration_minutes),
          }))}
          value={form.shift_id}
          onChange={(v) => setForm({ ...form, shift_id: v })}
          error={shifts.isError ? 'Failed to load shifts.' : undefined}
        />
        <TextInput
          label="Duration"
          value={form.duration}
          onChange={(e) => setForm({ ...form, duration: e.currentTarget.value })}
          description="e.g. 30 Days"
        />
        <NumberInput
          label="Price (₹)"
          min={1}
          decimalScale={2}
          value={form.price}
          onChange={(v) => setForm({ ...form, price: v })}
          description={PRICE_HINT}
        />
        <Select
          label="Student"
          placeholder="No student yet"
          clearable
          searchable
          data={students.data}
          value={form.student_id}
          onChange={(v) => setForm({ ...form, student_id: v })}
          error={students.error}
        />
        <TextInput
          label="Starts on"
          type="date"
          value={form.starts_on}
          onChange={(e) => setForm({ ...form, starts_on: e.currentTarget.value })}
          description="Default: today"
        />
      </PlanForm>
      <PlanTable<TSeatPlan>
        rows={plans.rows}
        loading={plans.loading}
        error={plans.error}
        emptyText="No seat plans yet."
        columns={[
          { header: 'Seat', cell: (p) => p.seat_number },
          { header: 'Shift', cell: (p) => p.shift ?? 'Whole day' },
          { header: 'Duration', cell: (p) => p.duration },
          { header: 'Price', cell: (p) => formatRupees(p.price) },
          { header: 'Student', cell: (p) => p.student_name ?? '—' },
          { header: 'Dates', cell: planDates },
        ]}
        onToggle={plans.toggle}
        onRenew={plans.renew}
        renewing={plans.renewing}
        onDelete={plans.remove}
        onEdit={(p) => {
          setEditing(p.id);
          setError(null);
          setForm({
            seat_number: p.seat_number,
            shift_id: p.shift_id ? String(p.shift_id) : null,
            duration: p.duration,
            price: p.price,
            student_id: p.student_id ? String(p.student_id) : null,
            starts_on: p.starts_on ?? '',
          });
        }}
      />
    </Stack>
  );
}

const LOCKER_EMPTY = {
  name: '',
  locker_number: '',
  duration_days: 30 as number | string,
  price: 99 as number | string,
  student_id: null as string | null,
  starts_on: '',
};

function LockerPlansTab() {
  const { user } = useSession();
  const plans = usePlanList<TLockerPlan>('/api/auth/locker-plan', {
    load: 'Failed to load locker plans.',
    toggle: 'Failed to toggle locker status.',
    remove: 'Failed to delete locker plan.',
  });
  const students = useStudentOptions();
  const lockerOptions = usePlaceOptions('locker');
  const [form, setForm] = useState(LOCKER_EMPTY);
  const [editing, setEditing] = useState<number | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.name.trim() || !(Number(form.duration_days) > 0) || Number(form.price) < 0) {
      return setError('Please provide valid locker plan fields.');
    }
    setPending(true);
    const ok = await save(
      '/api/auth/locker-plan',
      editing,
      {
        name: form.name.trim(),
        locker_number: form.locker_number.trim() || null,
        duration_days: Number(form.duration_days),
        price: Number(form.price),
        student_id: form.student_id ? Number(form.student_id) : null,
        starts_on: form.starts_on || null,
        admin_id: user?.admin_id,
      },
      'Failed to save locker plan.',
      setError,
    );
    setPending(false);
    if (ok) {
      setForm(LOCKER_EMPTY);
      setEditing(null);
      await plans.refresh();
    }
  };

  return (
    <Stack gap="md">
      <PlanForm
        editing={editing !== null}
        pending={pending}
        error={error}
        onSubmit={submit}
        onCancel={() => {
          setEditing(null);
          setForm(LOCKER_EMPTY);
        }}
      >
        <TextInput
          label="Plan name"
          withAsterisk
          value={form.name}
          onChange={(e) => setForm({ ...form, name: e.currentTarget.value })}
        />
        <Select
          label="Locker number"
          placeholder="No locker"
          clearable
          searchable
          data={lockerOptions.data}
          value={form.locker_number || null}
          onChange={(v) => setForm({ ...form, locker_number: v ?? '' })}
          error={lockerOptions.error}
          nothingFoundMessage="No such locker: add it under Manage Seats"
        />
        <NumberInput
          label="Duration (days)"
          min={1}
          allowDecimal={false}
          value={form.duration_days}
          onChange={(v) => setForm({ ...form, duration_days: v })}
        />
        <NumberInput
          label="Price (₹)"
          min={1}
          decimalScale={2}
          value={form.price}
          onChange={(v) => setForm({ ...form, price: v })}
          description={PRICE_HINT}
        />
        <Select
          label="Student"
          placeholder="No student yet"
          clearable
          searchable
          data={students.data}
          value={form.student_id}
          onChange={(v) => setForm({ ...form, student_id: v })}
          error={students.error}
        />
        <TextInput
          label="Starts on"
          type="date"
          value={form.starts_on}
          onChange={(e) => setForm({ ...form, starts_on: e.currentTarget.value })}
          description="Default: today"
        />
      </PlanForm>
      <PlanTable<TLockerPlan>
        rows={plans.rows}
        loading={plans.loading}
        error={plans.error}
        emptyText="No locker plans yet."
        columns={[
          { header: 'Name', cell: (p) => p.name },
          { header: 'Locker', cell: (p) => p.locker_number ?? '—' },
          { header: 'Days', cell: (p) => p.duration_days },
          { header: 'Price', cell: (p) => formatRupees(p.price) },
          { header: 'Student', cell: (p) => p.student_name ?? '—' },
          { header: 'Dates', cell: planDates },
        ]}
        onToggle={plans.toggle}
        onRenew={plans.renew}
        renewing={plans.renewing}
        onDelete={plans.remove}
        onEdit={(p) => {
          setEditing(p.id);
          setError(null);
          setForm({
            name: p.name,
            locker_number: p.locker_number ?? '',
            duration_days: p.duration_days,
            price: p.price,
            student_id: p.student_id ? String(p.student_id) : null,
            starts_on: p.starts_on ?? '',
          });
        }}
      />
    </Stack>
  );
}
