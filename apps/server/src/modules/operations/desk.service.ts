import type { ZSeatBookingRequest } from '@studydesk/contract';
import type { z } from 'zod';
import type { TenantActor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../errors/http-errors.ts';
import { libraryToday } from '../../tenancy/library-clock.ts';
import { assertStudentOfLibrary } from '../../tenancy/tenant-assertions.ts';
import { findActivePlace, placeHolds } from '../seating/holds.queries.ts';
import { findShift, recordSeatHistory } from '../seating/plans.service.ts';
import { insertBooking } from './desk.queries.ts';

/**
 * Books an existing seat for one day from today on, for a shift's window or the whole day, as a
 * hold on the seat ledger: the same rule refuses it when any plan or booking holds the seat then.
 */
export async function bookSeat(db: Db, actor: TenantActor, body: z.output<typeof ZSeatBookingRequest>) {
  const adminId = actor.tenantId;
  if (body.date < (await libraryToday(db, adminId))) {
    throw badRequest('A seat cannot be booked for a past date.', { field: 'date' });
  }
  const place = await findActivePlace(db, adminId, 'seat', body.seat_number);
  const shift = body.shift_id != null ? await findShift(db, adminId, body.shift_id) : null;
  const student = await assertStudentOfLibrary(db, adminId, body.student_id);
  const booking = await insertBooking(db, adminId, {
    staffId: actor.role === 'staff' ? actor.userId : null,
    staffName: actor.name,
    seatNumber: place.label,
    placeId: place.id,
    shiftId: shift?.id ?? null,
    shiftLabel: shift?.label ?? null,
    startMinute: shift?.startMinute ?? 0,
    endMinute: shift?.endMinute ?? 1440,
    studentId: student?.id ?? null,
    bookingDate: body.date,
  });
  await placeHolds(
    db,
    adminId,
    { bookingId: booking.id },
    {
      placeId: place.id,
      placeLabel: place.label,
      kind: 'seat',
      studentId: student?.id ?? null,
      window: {
        startsOn: body.date,
        endsOn: body.date,
        startMinute: booking.startMinute,
        endMinute: booking.endMinute,
      },
    },
  );
  await recordSeatHistory(db, adminId, student?.id ?? null, { seat: place.label });
  return booking;
}
