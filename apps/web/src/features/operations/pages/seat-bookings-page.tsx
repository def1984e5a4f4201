import { Button, Stack } from '@mantine/core';
import type { TSeatBooking } from '@studydesk/contract';
import { useNavigate } from 'react-router';
import { useT } from '../../../i18n/use-t.ts';
import { confirmAction } from '../../common/feedback.tsx';
import { formatDate } from '../../common/format.ts';
import { PageHeader } from '../../common/page-header.tsx';
import { type Column, PagedTable } from '../../common/paged-table.tsx';
import { ShiftLabel } from '../../seating/components/shift-label.tsx';
import { SEAT_BOOKINGS_PATH, useCancelBooking } from '../api/desk.ts';
import { operationsKeys } from '../api/keys.ts';

/** Seat Booking: the list; cancel deletes the booking. */
export function SeatBookingsPage() {
  const t = useT();
  const navigate = useNavigate();
  const cancellation = useCancelBooking();
  const cancel = async (b: TSeatBooking) => {
    const ok = await confirmAction({
      title: t('operations.desk.cancelBooking'),
      message: t('operations.desk.cancelBookingMessage', { seat: b.seat_number, date: formatDate(b.date) }),
      confirmLabel: t('operations.desk.cancelBooking'),
      danger: true,
    });
    if (ok) cancellation.mutate(b.id);
  };
  const columns: Column<TSeatBooking>[] = [
    { header: t('operations.column.seat'), cell: (b) => b.seat_number },
    { header: t('operations.column.date'), cell: (b) => formatDate(b.date) },
    { header: t('operations.column.shift'), cell: (b) => <ShiftLabel label={b.shift} /> },
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
      <PagedTable
        path={SEAT_BOOKINGS_PATH}
        queryKey={operationsKeys.seatBookings()}
        columns={columns}
        emptyText={t('operations.desk.noBookings')}
        errorText={t('operations.desk.bookingsFailed')}
      />
    </Stack>
  );
}
