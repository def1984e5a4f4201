import { Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import {
  formatShiftLabel,
  type TAttendance,
  type TCheckin,
  type TSeatBooking,
  type TShift,
} from '@studydesk/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { api, messageOf } from '../../lib/api-client.ts';
import { DateField } from '../common/date-field.tsx';
import { confirmAction, notifyError, notifySuccess } from '../common/feedback.tsx';
import { formatDate, formatDateTime } from '../common/format.ts';
import { PageHeader } from '../common/page-header.tsx';
import { type Column, PagedTable } from '../common/paged-table.tsx';
import { usePlaceOptions } from '../common/place-options.ts';
import { useStudentOptions } from '../common/student-options.ts';

const today = () => new Date().toLocaleDateString('en-CA');

/** Check-In / Check-Out at the front desk. */
export function CheckinPage() {
  const client = useQueryClient();
  const students = useStudentOptions();
  const [student, setStudent] = useState<string | null>(null);
  const act = async (kind: 'checkin' | 'checkout') => {
    if (!student) return notifyError('Choose a student first.');
    try {
      const res = await api.post<{ message: string }>(`/api/checkin/${kind}`, { user_id: Number(student) });
      notifySuccess(res.message);
      await client.invalidateQueries({ queryKey: ['/api/checkin'] });
    } catch (err) {
      notifyError(messageOf(err, 'That did not work.'));
    }
  };
  const columns: Column<TCheckin>[] = [
    { header: 'Student', cell: (c) => `${c.student_name} (${c.student_code})` },
    { header: 'Checked in', cell: (c) => formatDateTime(c.checkin_time) },
    {
      header: 'Checked out',
      cell: (c) => (c.checkout_time ? formatDateTime(c.checkout_time) : 'In the library'),
    },
  ];
  return (
    <Stack gap="lg">
      <PageHeader title="Check-In / Check-Out" />
      <Paper withBorder p="lg" radius="md">
        <Group align="flex-end" wrap="wrap">
          <Select
            label="Student"
            searchable
            data={students.data}
            value={student}
            onChange={setStudent}
            w={{ base: '100%', sm: 300 }}
            error={students.error}
          />
          <Button onClick={() => act('checkin')}>Check In</Button>
          <Button variant="light" onClick={() => act('checkout')}>
            Check Out
          </Button>
        </Group>
      </Paper>
      <PagedTable<TCheckin>
        path="/api/checkin"
        columns={columns}
        emptyText="Nobody checked in yet."
        errorText="Failed to load check-ins."
      />
    </Stack>
  );
}

/** Mark Attendance (Present by default). */
export function AttendancePage() {
  const client = useQueryClient();
  const students = useStudentOptions();
  const [form, setForm] = useState({ student: null as string | null, date: today(), status: 'Present' });
  const refresh = () => client.invalidateQueries({ queryKey: ['/api/attendance'] });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = students.data.find((s) => s.value === form.student);
    if (!chosen) return notifyError('Choose a student first.');
    try {
      await api.post('/api/attendance', {
        student_id: Number(chosen.value),
        student_name: chosen.label.replace(/ \(STU-\d+\)$/, ''),
        date: form.date,
        status: form.status,
      });
      await refresh();
    } catch (err) {
      notifyError(messageOf(err, 'Failed to mark attendance.'));
    }
  };
  const remove = async (a: TAttendance) => {
    if (
      !(await confirmAction({
        title: 'Delete attendance',
        message: `Delete ${a.student_name} on ${formatDate(a.date)}?`,
        confirmLabel: 'Delete',
        danger: true,
      }))
    )
      return;
    try {
      await api.delete(`/api/attendance/${a.id}`);
      await refresh();
    } catch (err) {
      notifyError(messageOf(err, 'Failed to delete the attendance mark.'));
    }
  };
  const columns: Column<TAttendance>[] = [
    { header: 'Student', cell: (a) => a.student_name },
    { header: 'Date', cell: (a) => formatDate(a.date) },
    { header: 'Status', cell: (a) => a.status },
    {
      header: 'Actions',
      cell: (a) => (
        <Button size="compact-xs" variant="light" color="red" onClick={() => remove(a)}>
          Delete
        </Button>
      ),
    },
  ];
  return (
    <Stack gap="lg">
      <PageHeader title="Mark Attendance" />
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={submit}>
          <Group align="flex-end" wrap="wrap">
            <Select
              label="Student"
              searchable
              data={students.data}
              value={form.student}
              onChange={(v) => setForm({ ...form, student: v })}
              w={{ base: '100%', sm: 280 }}
            />
            <DateField
              label="Date"
              value={form.date}
              onChange={(value) => setForm({ ...form, date: value })}
              w={170}
            />
            <Select
              label="Status"
              data={['Present', 'Absent']}
              value={form.status}
              onChange={(v) => setForm({ ...form, status: v ?? 'Present' })}
              allowDeselect={false}
              w={130}
            />
            <Button type="submit">Mark</Button>
          </Group>
        </form>
      </Paper>
      <PagedTable<TAttendance>
        path="/api/attendance"
        columns={columns}
        emptyText="No attendance marked yet."
        errorText="Failed to load attendance."
      />
    </Stack>
  );
}

/** Seat Booking: the list; cancel deletes the booking. */
export function SeatBookingsPage() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const cancel = async (b: TSeatBooking) => {
    if (
      !(await confirmAction({
        title: 'Cancel booking',
        message: `Cancel seat ${b.seat_number} on ${formatDate(b.date)}?`,
        confirmLabel: 'Cancel booking',
        danger: true,
      }))
    )
      return;
    try {
      await api.delete(`/api/staff/seat-bookings/${b.id}`);
      await client.invalidateQueries({ queryKey: ['/api/staff/seat-bookings'] });
    } catch (err) {
      notifyError(messageOf(err, 'Failed to cancel the booking.'));
    }
  };
  const columns: Column<TSeatBooking>[] = [
    { header: 'Seat', cell: (b) => b.seat_number },
    { header: 'Date', cell: (b) => formatDate(b.date) },
    { header: 'Shift', cell: (b) => b.shift },
    { header: 'Student', cell: (b) => b.student_name ?? '—' },
    { header: 'Booked by', cell: (b) => b.staff_name },
    { header: 'Status', cell: (b) => b.status },
    {
      header: 'Actions',
      cell: (b) => (
        <Button size="compact-xs" variant="light" color="red" onClick={() => cancel(b)}>
          Cancel
        </Button>
      ),
    },
  ];
  return (
    <Stack gap="lg">
      <PageHeader
        title="Seat Booking"
        actions={<Button onClick={() => navigate('/staff/seat-add-booking')}>Book a Seat</Button>}
      />
      <PagedTable<TSeatBooking>
        path="/api/staff/seat-bookings"
        columns={columns}
        emptyText="No bookings yet."
        errorText="Failed to load bookings."
      />
    </Stack>
  );
}

/** Book an existing seat for a day from today on, for a shift or the whole day. */
export function AddSeatBookingPage() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const seats = usePlaceOptions('seat');
  const students = useStudentOptions();
  const shifts = useQuery({ queryKey: ['shifts'], queryFn: () => api.get<TShift[]>('/api/shifts') });
  const [form, setForm] = useState({
    seat_number: null as string | null,
    date: today(),
    shift: null as string | null,
    student: null as string | null,
  });
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.seat_number || !form.date) return setError('Seat number and date are required.');
    setPending(true);
    try {
      await api.post('/api/staff/seat-bookings', {
        seat_number: form.seat_number,
        date: form.date,
        shift_id: form.shift ? Number(form.shift) : null,
        student_id: form.student ? Number(form.student) : null,
      });
      await Promise.all(
        ['/api/staff/seat-bookings', 'occupancy'].map((k) => client.invalidateQueries({ queryKey: [k] })),
      );
      navigate('/staff/seat-booking');
    } catch (err) {
      setError(messageOf(err, 'Failed to book the seat.'));
    } finally {
      setPending(false);
    }
  };
  return (
    <Stack gap="lg" maw={480}>
      <PageHeader title="Book a Seat" />
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Select
              label="Seat number"
              withAsterisk
              searchable
              data={seats.data}
              value={form.seat_number}
              onChange={(v) => setForm({ ...form, seat_number: v })}
              error={seats.error}
              nothingFoundMessage="No such seat"
            />
            <DateField
              label="Date"
              minDate={today()}
              value={form.date}
              onChange={(value) => setForm({ ...form, date: value })}
            />
            <Select
              label="Shift"
              placeholder="Whole day"
              clearable
              data={(shifts.data ?? [])
                .filter((s) => s.status === 'Active')
                .map((s) => ({
                  value: String(s.id),
                  label: formatShiftLabel(s.start_time, s.end_time, s.duration_minutes),
                }))}
              value={form.shift}
              onChange={(v) => setForm({ ...form, shift: v })}
              error={shifts.isError ? 'Failed to load shifts.' : undefined}
            />
            <Select
              label="Student"
              placeholder="Walk-in (no student)"
              clearable
              searchable
              data={students.data}
              value={form.student}
              onChange={(v) => setForm({ ...form, student: v })}
              error={students.error}
            />
            {error ? (
              <Text c="red" size="sm" role="alert">
                {error}
              </Text>
            ) : null}
            <Group>
              <Button type="submit" loading={pending}>
                Book
              </Button>
              <Button variant="default" onClick={() => navigate('/staff/seat-booking')}>
                Back
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
