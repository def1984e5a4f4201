import { call, createAdmin, createPlaces, createShift, createStaff, createStudent, login } from './api.ts';

/**
 * A library in some use: Ananya Verma holds evening seat H2 (₹1,900), paid ₹400 at the desk (₹1,500
 * due) and sent a ₹500 UPI payment that waits in 'To confirm'; Ramesh Yadav is its staff.
 */
export async function libraryWithDues() {
  const admin = await createAdmin(`Pustakalaya ${Math.random().toString(36).slice(2, 6)}`);
  await createPlaces(admin, 'H1-H3');
  const evening = await createShift(admin, '17:00', '22:00');
  const student = await createStudent(admin, 'Ananya Verma');
  const staff = await createStaff(admin, 'Ramesh Yadav');
  await call(
    'POST',
    '/api/auth/seat',
    { seat_number: 'H2', shift_id: evening.id, price: 1900, student_id: student.id },
    admin.session,
  );
  await call(
    'POST',
    '/api/desk-payments',
    { student_id: student.id, amount: 400, method: 'cash' },
    admin.session,
  );
  const own = await login('student', student.email, student.password);
  await call(
    'POST',
    '/api/payments',
    { student_id: student.id, amount: 500, method: 'Online', utr: 'UTR500500500' },
    own,
  );
  return { admin, staff, student };
}
