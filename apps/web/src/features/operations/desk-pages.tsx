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
import { useT } from '../../i18n/use-t.ts';
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
  const t = useT();
  const client = useQueryClient();
  const students = useStudentOptions();
  const [student, setStudent] = useState<string | null>(null);
  const act = async (kind: 'checkin' | 'checkout') => {
    if (!student) return notifyError(t('operations.desk.chooseStudent'));
    try {
      const res = await api.post<{ message: string }>(`/api/checkin/${kind}`, { user_id: Number(student) });
      notifySuccess(res.message);
      await client.invalidateQueries({ queryKey: ['/api/checkin'] });
    } catch (err) {
      notifyError(messageOf(err, t('operations.desk.failed')));
    }
  };
  const columns: Column<TCheckin>[] = [
    { header: t('operations.column.student'), cell: (c) => `${c.student_name} (${c.student_code})` },
    { header: t('operations.column.checkedIn'), cell: (c) => formatDateTime(c.checkin_time) },
    {
      header: t('operations.column.checkedOut'),
      cell: (c) => (c.checkout_time ? formatDateTime(c.checkout_time) : t('operations.desk.inLibrary')),
    },
  ];
  return (
    <Stack gap="lg">
      <PageHeader title={t('operations.desk.checkinTitle')} />
      <Paper withBorder p="lg" radius="md">
        <Group align="flex-end" wrap="wrap">
          <Select
            label={t('operations.desk.student')}
            searchable
            data={students.data}
            value={student}
            onChange={setStudent}
            w={{ base: '100%', sm: 300 }}
            error={students.error}
          />
          <Button onClick={() => act('checkin')}>{t('operations.desk.checkIn')}</Button>
          <Button variant="light" onClick={() => act('checkout')}>
            {t('operations.desk.checkOut')}
          </Button>
        </Group>
      </Paper>
      <PagedTable<TCheckin>
        path="/api/checkin"
        columns={columns}
        emptyText={t('operations.desk.nobodyIn')}
        errorText={t('operations.desk.checkinsFailed')}
      />
    </Stack>
  );
}

/** Mark Attendance (Present by default). */
export function AttendancePage() {
  const t = useT();
  const client = useQueryClient();
  const students = useStudentOptions();
  const [form, setForm] = useState({ student: null as string | null, date: today(), status: 'Present' });
  const refresh = () => client.invalidateQueries({ queryKey: ['/api/attendance'] });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = students.data.find((s) => s.value === form.student);
    if (!chosen) return notifyError(t('operations.desk.chooseStudent'));
    try {
      await api.post('/api/attendance', {
        student_id: Number(chosen.value),
        student_name: chosen.label.replace(/ \(STU-\d+\)$/, ''),
        date: form.date,
        status: form.status,
      });
      await refresh();
    } catch (err) {
      notifyError(messageOf(err, t('operations.desk.attendanceFailed')));
    }
  };
  const remove = async (a: TAttendance) => {
    if (
      !(await confirmAction({
        title: t('operations.desk.deleteAttendance'),
        message: t('operations.desk.deleteAttendanceMessage', {
          name: a.student_name,
          date: formatDate(a.date),
        }),
        confirmLabel: t('operations.desk.delete'),
        danger: true,
      }))
    )
      return;
    try {
      await api.delete(`/api/attendance/${a.id}`);
      await refresh();
    } catch (err) {
      notifyError(messageOf(err, t('operations.desk.deleteAttendanceFailed')));
    }
  };
  const columns: Column<TAttendance>[] = [
    { header: t('operations.column.student'), cell: (a) => a.student_name },
    { header: t('operations.column.date'), cell: (a) => formatDate(a.date) },
    {
      header: t('operations.column.status'),
      cell: (a) => (a.status === 'Absent' ? t('operations.desk.absent') : t('operations.desk.present')),
    },
    {
      header: t('operations.column.actions'),
      cell: (a) => (
        <Button size="compact-xs" variant="light" color="red" onClick={() => remove(a)}>
          {t('operations.desk.delete')}
        </Button>
      ),
    },
  ];
  return (
    <Stack gap="lg">
      <PageHeader title={t('operations.desk.attendanceTitle')} />
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={submit}>
          <Group align="flex-end" wrap="wrap">
            <Select
              label={t('operations.desk.student')}
              searchable
              data={students.data}
              value={form.student}
              onChange={(v) => setForm({ ...form, student: v })}
              w={{ base: '100%', sm: 280 }}
            />
            <DateField
              label={t('operations.desk.date')}
              value={form.date}
              onChange={(value) => setForm({ ...form, date: value })}
              w={170}
            />
            <Select
              label={t('operations.desk.status')}
              data={[
                { value: 'Present', label: t('operations.desk.present') },
                { value: 'Absent', label: t('operations.desk.absent') },
              ]}
              value={form.status}
              onChange={(v) => setForm({ ...form, status: v ?? 'Present' })}
              allowDeselect={false}
              w={130}
            />
            <Button type="submit">{t('operations.desk.mark')}</Button>
          </Group>
        </form>
      </Paper>
      <PagedTable<TAttendance>
        path="/api/attendance"
        columns={columns}
        emptyText={t('operations.desk.noAttendance')}
        errorText={t('operations.desk.attendanceLoadFailed')}
      />
    </Stack>
  );
}

/** Seat Booking: the list; cancel deletes the booking. */
export function SeatBookingsPage() {
  const t = useT();
  const client = useQueryClient();
  const navigate = useNavigate();
  const cancel = async (b: TSeatBooking) => {
    if (
      !(await confirmAction({
        title: t('operations.desk.cancelBooking'),
        message: t('operations.desk.cancelBookingMessage', { seat: b.seat_number, date: formatDate(b.date) }),
        confirmLabel: t('operations.desk.cancelBooking'),
        danger: true,
      }))
    )
      return;
    try {
      await api.delete(`/api/staff/seat-bookings/${b.id}`);
      await client.invalidateQueries({ queryKey: ['/api/staff/seat-bookings'] });
    } catch (err) {
      notifyError(messageOf(err, t('operations.desk.cancelFailed')));
    }
  };
  const columns: Column<TSeatBooking>[] = [
    { header: t('operations.column.seat'), cell: (b) => b.seat_number },
    { header: t('operations.column.date'), cell: (b) => formatDate(b.date) },
    { header: t('operations.column.shift'), cell: (b) => b.shift },
    { header: t('operations.column.student'), cell: (b) => b.student_name ?? '—' },
    { header: t('operations.column.bookedBy'), cell: (b) => b.staff_name },
    { header: t('operations.column.status'), cell: (b) => b.status },
    {
      header: t('operations.column.actions'),
      cell: (b) => (
        <Button size="compact-xs" variant="light" color="red" onClick={() => cancel(b)}>
          {t('operations.desk.cancel')}
        </Button>
      ),
    },
  ];
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('operations.desk.bookingsTitle')}
        actions={
          <Button onClick={() => navigate('/staff/seat-add-booking')}>{t('operations.desk.bookSeat')}</Button>
        }
      />
      <PagedTable<TSeatBooking>
        path="/api/staff/seat-bookings"
        columns={columns}
        emptyText={t('operations.desk.noBookings')}
        errorText={t('operations.desk.bookingsFailed')}
      />
    </Stack>
  );
}

/** Book an existing seat for a day from today on, for a shift or the whole day. */
export function AddSeatBookingPage() {
  const t = useT();
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
    if (!form.seat_number || !form.date) return setError(t('operations.desk.seatAndDate'));
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
      setError(messageOf(err, t('operations.desk.bookFailed')));
    } finally {
      setPending(false);
    }
  };
  return (
    <Stack gap="lg" maw={480}>
      <PageHeader title={t('operations.desk.bookSeat')} />
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Select
              label={t('operations.desk.seatNumber')}
              withAsterisk
              searchable
              data={seats.data}
              value={form.seat_number}
              onChange={(v) => setForm({ ...form, seat_number: v })}
              error={seats.error}
              nothingFoundMessage={t('operations.desk.noSuchSeat')}
            />
            <DateField
              label={t('operations.desk.date')}
              minDate={today()}
              value={form.date}
              onChange={(value) => setForm({ ...form, date: value })}
            />
            <Select
              label={t('operations.desk.shift')}
              placeholder={t('operations.desk.wholeDay')}
              clearable
              data={(shifts.data ?? [])
                .filter((s) => s.status === 'Active')
                .map((s) => ({
                  value: String(s.id),
                  label: formatShiftLabel(s.start_time, s.end_time, s.duration_minutes),
                }))}
              value={form.shift}
              onChange={(v) => setForm({ ...form, shift: v })}
              error={shifts.isError ? t('operations.desk.shiftsFailed') : undefined}
            />
            <Select
              label={t('operations.desk.student')}
              placeholder={t('operations.desk.walkIn')}
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
                {t('operations.desk.book')}
              </Button>
              <Button variant="default" onClick={() => navigate('/staff/seat-booking')}>
                {t('operations.desk.back')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
