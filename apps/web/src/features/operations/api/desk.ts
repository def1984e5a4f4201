import { useT } from '../../../i18n/use-t.ts';
import { api } from '../../../lib/api-client.ts';
import { useChange } from '../../../lib/use-change.ts';
import { dashboardKeys } from '../../dashboard/api/keys.ts';
import { seatingKeys } from '../../seating/api/keys.ts';
import { seatTodayText } from '../components/scan-result.tsx';
import { operationsKeys } from './keys.ts';

/** The desk's lists: check-ins and attendance page by keyset (KeysetTable), bookings by PagedTable. */
export const CHECKINS_PATH = '/api/checkin';
export const ATTENDANCE_PATH = '/api/attendance';
export const SEAT_BOOKINGS_PATH = '/api/staff/seat-bookings';

/** Checks a student in or out; the notice names them (and a seat given for today) in the language shown. */
export const useCheckInOut = () => {
  const t = useT();
  return useChange({
    call: ({ kind, studentId }: { kind: 'checkin' | 'checkout'; studentId: number }, key: string) =>
      kind === 'checkin'
        ? api.post('/api/checkin/checkin', { user_id: studentId }, key)
        : api
            .post('/api/checkin/checkout', { user_id: studentId }, key)
            .then((res) => ({ ...res, seat_today: null })),
    refresh: [operationsKeys.checkins()],
    success: (res, { kind }) => {
      const done = t(kind === 'checkin' ? 'operations.scan.checkedIn' : 'operations.scan.checkedOut', {
        name: res.name,
      });
      return res.seat_today ? `${done}. ${seatTodayText(t, res.seat_today)}` : done;
    },
    failure: t('operations.desk.failed'),
  });
};

/**
 * One scan at the door (a card's QR token or typed number): checks in, or out when in, as the
 * owner's rules allow; the verdict is the answer (always 200), shown as the result card.
 */
export const useDeskScan = () => {
  const t = useT();
  return useChange({
    call: (body: { code: string; override_reason?: string }, key: string) =>
      api.post('/api/desk/scan', body, key),
    refresh: [operationsKeys.checkins(), dashboardKeys.staffHome()],
    failure: t('operations.scan.failed'),
  });
};

export const useMarkAttendance = () => {
  const t = useT();
  return useChange({
    call: (body: { student_id: number; date: string; status: 'Present' | 'Absent' }, key: string) =>
      api.post(ATTENDANCE_PATH, body, key),
    refresh: [operationsKeys.attendance()],
    failure: t('operations.desk.attendanceFailed'),
  });
};

export const useDeleteAttendance = () => {
  const t = useT();
  return useChange({
    call: (id: number) => api.delete(`${ATTENDANCE_PATH}/${id}`),
    refresh: [operationsKeys.attendance()],
    failure: t('operations.desk.deleteAttendanceFailed'),
  });
};

/** Books a seat for a day (a shift's window, or the whole day without one). */
export const useBookSeat = () =>
  useChange({
    call: (
      body: { seat_number: string; date: string; shift_id: number | null; student_id: number | null },
      key: string,
    ) => api.post(SEAT_BOOKINGS_PATH, body, key),
    refresh: [operationsKeys.seatBookings(), seatingKeys.occupancy()],
    inline: true,
  });

/** Cancelling deletes the booking and frees the seat. */
export const useCancelBooking = () => {
  const t = useT();
  return useChange({
    call: (id: number) => api.delete(`${SEAT_BOOKINGS_PATH}/${id}`),
    refresh: [operationsKeys.seatBookings(), seatingKeys.occupancy()],
    failure: t('operations.desk.cancelFailed'),
  });
};
