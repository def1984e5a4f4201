import { Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import type { TAttendance, TCheckin, TSeatBooking } from '@studydesk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { api, messageOf } from '../../lib/api-client.ts';
import { confirmAction, notifyError, notifySuccess } from '../common/feedback.tsx';
import { formatDate, formatDateTime } from '../common/format.ts';
import { PageHeader } from '../common/page-header.tsx';
import { type Column, PagedTable } from '../common/paged-table.tsx';
import { useStudentOptions } from '../seating/student-options.ts';

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
      console.error(err);
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
      console.error('Failed to mark attendance', err);
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
      console.error('Failed to delete attendance', err);
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
            <TextInput
              label="Date"
              type="date"
              value={form.date}
              onChange={(e) => setForm({ ...form, date: e.currentTarget.value })}
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
      console.error('Failed to cancel booking', err);
    }
  };
  const columns: Column<TSeatBooking>[] = [
    { header: 'Seat', cell: (b) => b.seat_number },
    { header: 'Date', cell: (b) => formatDate(b.date) },
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

/** Book a seat for a day. */
export function AddSeatBookingPage() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [form, setForm] = useState({ seat_number: '', date: today() });
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.seat_number.trim() || !form.date) return setError('Seat number and date are required.');
    try {
      await api.post('/api/staff/seat-bookings', { seat_number: form.seat_number.trim(), date: form.date });
      await client.invalidateQueries({ queryKey: ['/api/staff/seat-bookings'] });
      navigate('/staff/seat-booking');
    } catch (err) {
      setError(messageOf(err, 'Failed to book the seat.'));
    }
  };
  return (
    <Stack gap="lg" maw={480}>
      <PageHeader title="Book a Seat" />
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label="Seat number"
              value={form.seat_number}
              onChange={(e) => setForm({ ...form, seat_number: e.currentTarget.value })}
            />
            <TextInput
              label="Date"
              type="date"
              value={form.date}
              onChange={(e) => setForm({ ...form, date: e.currentTarget.value })}
            />
            {error ? (
              <Text c="red" size="sm" role="alert">
                {error}
              </Text>
            ) : null}
            <Group>
              <Button type="submit">Book</Button>
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
