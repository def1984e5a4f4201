import { type AdminAccount, call, createPlaces, createStudent, libraryToday } from './api.ts';

/** `days` after the library's today, as the API writes dates. */
export const dayFromToday = (days: number) => {
  const day = new Date(`${libraryToday()}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

/**
 * A student of a new library with a seat plan (from today, or from `startsIn` days; the whole day,
 * or the shift `shiftId`) and their ID card out; the card's QR text.
 */
export async function studentWithCard(
  admin: AdminAccount,
  name: string,
  seat: string,
  startsIn = 0,
  shiftId?: number,
) {
  const student = await createStudent(admin, name);
  await createPlaces(admin, seat);
  await call(
    'POST',
    '/api/auth/seat',
    {
      seat_number: seat,
      price: 1000,
      student_id: student.id,
      starts_on: dayFromToday(startsIn),
      duration: '30 Days',
      ...(shiftId ? { shift_id: shiftId } : {}),
    },
    admin.session,
  );
  // The plan's fee is owed: let the dues rule wait until more than ₹5,000 is owed.
  await call(
    'PUT',
    '/api/settings/door-rules',
    {
      card_revoked: 'refuse',
      plan_expired: 'refuse',
      no_plan: 'warn',
      outside_shift: 'warn',
      dues: 'warn',
      dues_above: 5000,
      already_in: 'warn',
    },
    admin.session,
  );
  await call(
    'PATCH',
    `/api/manage/students/${student.id}/toggle-id`,
    { idCardGenerated: true },
    admin.session,
  );
  const card = await call<{ qr: string }>(
    'GET',
    `/api/manage/students/${student.id}/id-card`,
    undefined,
    admin.session,
  );
  return { ...student, qr: card.qr };
}
