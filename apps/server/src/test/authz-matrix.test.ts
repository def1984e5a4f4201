import type { TRole } from '@studydesk/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccessControl } from '../auth/access-plugin.ts';
import { openCardTokens } from '../crypto/card-tokens.ts';
import { SecretBox } from '../crypto/secret-box.ts';
import {
  attendance,
  bookIssues,
  doorDevices,
  events,
  expenseSettings,
  expenses,
  gatewaySettings,
  gstSettings,
  leads,
  lockerPlans,
  membershipPlans,
  messagingSettings,
  payments,
  planPauses,
  recurringExpenses,
  seatBookings,
  seatPlans,
  seats,
  shifts,
  staffInvoices,
  waitingList,
} from '../db/schema/index.ts';
import { postEntry, recordPayment, recordRefund } from '../modules/finance/ledger.service.ts';
import { libraryToday } from '../tenancy/library-clock.ts';
import { pairKiosk } from './door-fixtures.ts';
import {
  buildAdmin,
  buildPlaces,
  buildStaff,
  buildStudent,
  indianPhone,
  TEST_DATA_KEY,
  validAadhaar,
} from './factories.ts';
import { hubSignature, msg91Report, statusNotification } from './fakes/provider-fakes.ts';
import { razorpaySignature } from './fakes/razorpay-fake.ts';
import { createTestServer, SUPERADMIN, type TestServer } from './server.ts';

/**
 * The authorization matrix: every /api route x anonymous and every role, own and other tenant.
 * Access is checked before the body is validated, so an allowed caller may get 400 for a dummy
 * body, but never 401/403; a caller outside the route's roles gets 401 (anonymous) or 403.
 * Every later issue adds its routes here; the completeness test fails until it does.
 */

/** `kiosk`: a paired door device's credential, its own caller that can only check in and out. */
type Who = 'anonymous' | TRole | 'kiosk';
const EVERYONE: Who[] = ['anonymous', 'superadmin', 'admin', 'staff', 'student', 'kiosk'];

interface World {
  credentials: Map<TRole, { email: string; password: string }>;
  ownAdminId: number;
  otherAdminId: number;
  otherAdminEmail: string;
  otherStaffId: number;
  otherStudentId: number;
  /** Rows of the other library, by kind. */
  other: {
    shift: number;
    seat: number;
    seatPlan: number;
    lockerPlan: number;
    membershipPlan: number;
    staffInvoice: number;
    payment: number;
    receipt: number;
    creditNote: number;
    gstDocument: number;
    ledgerEntry: number;
    book: number;
    event: number;
    attendance: number;
    seatBooking: number;
    place: number;
    doorDevice: number;
    waitingEntry: number;
    expense: number;
    recurringExpense: number;
    pause: number;
    lead: number;
  };
  /** The other library's door poster, as its QR reads. */
  otherPosterToken: string;
}

interface Call {
  url: string;
  payload?: object | string;
  headers?: Record<string, string>;
}

interface Row {
  /** Method and route pattern exactly as registered. */
  route: string;
  /** Roles, 'public', or 'kiosk' for the door device's own routes. */
  allowed: readonly TRole[] | 'public' | 'kiosk';
  /** A request an allowed caller of the own tenant may make. */
  call: (w: World) => Call;
  /** The same route aimed at another tenant: expected status for each allowed tenant role. */
  otherTenant?: { call: (w: World) => Call; status: 403 | 404 };
  /** Signs in afresh for each call (the route ends the session). */
  freshSession?: boolean;
}

/** A row whose call needs nothing from the world: the route's path (or `url`), an empty body on a write. */
const simple = (route: string, allowed: Row['allowed'], url = route.slice(route.indexOf(' ') + 1)): Row => ({
  route,
  allowed,
  call: () => ({ url, ...(route.startsWith('GET ') ? {} : { payload: {} }) }),
});

/** A row on one record by id: an unknown id in the own tenant; the other tenant's record answers 404. */
const onRecord = (
  route: string,
  allowed: Row['allowed'],
  otherId: (w: World) => number,
  payload?: object,
): Row => {
  const at = (id: number) => ({
    url: route.slice(route.indexOf(' ') + 1).replace(/:\w+/, String(id)),
    ...(payload ? { payload } : {}),
  });
  return {
    route,
    allowed,
    call: () => at(999999),
    otherTenant: { call: (w) => at(otherId(w)), status: 404 },
  };
};

const MATRIX: Row[] = [
  { route: 'GET /api/health', allowed: 'public', call: () => ({ url: '/api/health' }) },
  ...(['superadmin', 'admin', 'staff', 'student'] as const).map(
    (role): Row => ({
      route: `POST /api/auth/${role}/login`,
      allowed: 'public',
      call: (w) => ({ url: `/api/auth/${role}/login`, payload: w.credentials.get(role) }),
    }),
  ),
  {
    route: 'POST /api/auth/logout',
    allowed: 'public',
    call: () => ({ url: '/api/auth/logout', payload: {} }),
    freshSession: true,
  },
  simple('GET /api/auth/me', ['superadmin', 'admin', 'staff', 'student']),
  {
    route: 'PUT /api/auth/me/language',
    allowed: ['superadmin', 'admin', 'staff', 'student'],
    call: () => ({ url: '/api/auth/me/language', payload: { language: 'en' } }),
  },
  {
    route: 'POST /api/auth/student/register',
    allowed: 'public',
    call: () => ({ url: '/api/auth/student/register', payload: { join_code: 'NOPE' } }),
  },
  {
    route: 'POST /api/auth/staff/register',
    allowed: ['admin'],
    call: () => ({ url: '/api/auth/staff/register', payload: {} }),
    otherTenant: {
      call: (w) => ({
        url: '/api/auth/staff/register',
        payload: {
          name: 'Other Tenant',
          email: `other.${Date.now()}@matrix.test`,
          password: 'Matrix-Password-1',
          phone: indianPhone(),
          admin_id: w.otherAdminId,
        },
      }),
      status: 403,
    },
  },
  {
    route: 'POST /api/auth/student/change-password',
    allowed: 'public',
    call: () => ({ url: '/api/auth/student/change-password', payload: {} }),
  },
  simple('PUT /api/auth/superadmin/change-password', ['superadmin']),
  {
    route: 'PUT /api/auth/admin/setting/change-password',
    allowed: ['admin'],
    call: () => ({ url: '/api/auth/admin/setting/change-password', payload: {} }),
    otherTenant: {
      call: (w) => ({
        url: '/api/auth/admin/setting/change-password',
        payload: { adminId: w.otherAdminId, oldPassword: 'whatever-it-is', newPassword: 'Another-Pass-99' },
      }),
      status: 403,
    },
  },
  simple('PUT /api/auth/staff/:id', ['staff'], '/api/auth/staff/1'),
  simple('POST /api/auth/admin/add', ['superadmin']),
  ...[
    'GET /api/superadmin/organizations',
    'GET /api/superadmin/organizations/count',
    'GET /api/auth/superadmin/organizations/count',
    'GET /api/auth/superadmin/institutes/count',
    'GET /api/auth/admin/all',
    'GET /api/auth/admin/count',
    'GET /api/auth/superadmin/admins/count',
    'GET /api/auth/superadmin',
    'GET /api/auth/superadmin/count',
    'GET /api/auth/superadmin/login-status',
    'GET /api/auth/superadmin/super/all',
    'GET /api/auth/superadmin/students/count',
    'GET /api/auth/superadmin/staff/count',
    'GET /api/auth/superadmin/activities',
    'GET /api/auth/superadmin/activities/actions',
    'GET /api/auth/superadmin/jobs/queues',
    'GET /api/auth/superadmin/jobs/failures',
    'POST /api/superadmin/organizations',
    'POST /api/superadmin/institutes',
    'POST /api/auth/superadmin',
    'POST /api/auth/superadmin/toggle-login',
  ].map((route) => simple(route, ['superadmin'])),
  ...(
    [
      ['PUT /api/superadmin/organizations/:id', '/api/superadmin/organizations/999999', {}],
      ['DELETE /api/superadmin/organizations/:id', '/api/superadmin/organizations/999999', undefined],
      ['PUT /api/superadmin/institutes/:id', '/api/superadmin/institutes/999999', {}],
      ['DELETE /api/superadmin/institutes/:id', '/api/superadmin/institutes/999999', undefined],
      ['DELETE /api/auth/admin/:id', '/api/auth/admin/999999', undefined],
      ['POST /api/auth/admin/reset-password/:id', '/api/auth/admin/reset-password/999999', {}],
      ['DELETE /api/auth/superadmin/:id', '/api/auth/superadmin/999999', undefined],
    ] as Array<[string, string, object | undefined]>
  ).map(
    ([route, url, payload]): Row => ({
      route,
      allowed: ['superadmin'],
      call: () => ({ url, ...(payload ? { payload } : {}) }),
    }),
  ),
  {
    route: 'GET /api/superadmin/institutes',
    allowed: ['superadmin', 'admin', 'staff', 'student'],
    call: () => ({ url: '/api/superadmin/institutes' }),
    otherTenant: {
      call: (w) => ({ url: `/api/superadmin/institutes?email=${w.otherAdminEmail}` }),
      status: 403,
    },
  },
  {
    route: 'GET /api/superadmin/institutes/count',
    allowed: ['superadmin', 'admin', 'staff', 'student'],
    call: () => ({ url: '/api/superadmin/institutes/count' }),
    otherTenant: {
      call: (w) => ({ url: `/api/superadmin/institutes/count?role=admin&email=${w.otherAdminEmail}` }),
      status: 403,
    },
  },
  ...['student', 'staff'].map(
    (who): Row => ({
      route: `GET /api/auth/${who}/count`,
      allowed: ['superadmin', 'admin'],
      call: () => ({ url: `/api/auth/${who}/count` }),
      otherTenant: {
        call: (w) => ({ url: `/api/auth/${who}/count?admin_email=${w.otherAdminEmail}` }),
        status: 403,
      },
    }),
  ),
  {
    route: 'GET /api/manage/students/my-students',
    allowed: ['admin'],
    call: () => ({ url: '/api/manage/students/my-students' }),
    otherTenant: {
      call: (w) => ({ url: `/api/manage/students/my-students?admin_id=${w.otherAdminId}` }),
      status: 403,
    },
  },
  simple('GET /api/manage/students/name/:name', ['admin'], '/api/manage/students/name/Sharma'),
  ...['/api/auth/student', '/api/auth/staff/students'].map(
    (url): Row => ({
      route: `GET ${url}`,
      allowed: ['admin', 'staff'],
      call: () => ({ url }),
      otherTenant: { call: (w) => ({ url: `${url}?admin_email=${w.otherAdminEmail}` }), status: 403 },
    }),
  ),
  ...['GET /api/manage/students/:id', 'GET /api/fees/student/:id'].map((route) =>
    onRecord(route, ['admin'], (w) => w.otherStudentId),
  ),
  { route: 'GET /api/auth/student/me', allowed: ['student'], call: () => ({ url: '/api/auth/student/me' }) },
  {
    route: 'POST /api/manage/students/register',
    allowed: ['admin'],
    call: () => ({ url: '/api/manage/students/register', payload: {} }),
    otherTenant: {
      call: (w) => ({
        url: '/api/manage/students/register',
        payload: {
          name: 'Other Tenant',
          email: `other.${Date.now()}@matrix.test`,
          password: 'Matrix-Password-1',
          phone: indianPhone(),
          aadhaar: validAadhaar(),
          course: 'NEET',
          admin_id: w.otherAdminId,
        },
      }),
      status: 403,
    },
  },
  ...(
    [
      ['PUT /api/manage/students/:id', {}],
      ['PATCH /api/manage/students/:id/toggle-id', { idCardGenerated: true }],
      ['POST /api/manage/students/:id/reset-password', {}],
      ['DELETE /api/manage/students/:id', undefined],
      ['DELETE /api/auth/student/:id', undefined],
    ] as Array<[string, object | undefined]>
  ).map(([route, payload]) => onRecord(route, ['admin'], (w) => w.otherStudentId, payload)),
  {
    route: 'GET /api/uploads/students/:file',
    allowed: ['superadmin', 'admin', 'staff', 'student'],
    call: () => ({ url: `/api/uploads/students/${'a'.repeat(32)}.jpg` }),
  },
  {
    route: 'GET /api/auth/staff/all',
    allowed: ['admin'],
    call: () => ({ url: '/api/auth/staff/all' }),
    otherTenant: {
      call: (w) => ({ url: `/api/auth/staff/all?admin_email=${w.otherAdminEmail}` }),
      status: 403,
    },
  },
  {
    route: 'POST /api/auth/staff/add',
    allowed: ['admin'],
    call: () => ({ url: '/api/auth/staff/add', payload: {} }),
    otherTenant: {
      call: (w) => ({
        url: '/api/auth/staff/add',
        payload: {
          name: 'X',
          email: `x.${Date.now()}@m.test`,
          password: 'Matrix-Password-1',
          admin_id: w.otherAdminId,
        },
      }),
      status: 403,
    },
  },
  {
    route: 'PUT /api/auth/staff/edit/:id',
    allowed: ['admin'],
    call: () => ({ url: '/api/auth/staff/edit/999999', payload: { name: 'X', email: 'x@m.test' } }),
    otherTenant: {
      call: (w) => ({
        url: `/api/auth/staff/edit/${w.otherStaffId}`,
        payload: { name: 'X', email: `y.${Date.now()}@m.test` },
      }),
      status: 404,
    },
  },
  onRecord('DELETE /api/auth/staff/delete/:id', ['admin'], (w) => w.otherStaffId),
  simple('GET /api/auth/admin/setting', ['admin']),
  {
    route: 'PUT /api/auth/admin/setting/update-settings',
    allowed: ['admin'],
    call: () => ({ url: '/api/auth/admin/setting/update-settings', payload: {} }),
    otherTenant: {
      call: (w) => ({
        url: '/api/auth/admin/setting/update-settings',
        payload: { adminId: w.otherAdminId, totalSeats: 10, totalLockers: 5 },
      }),
      status: 403,
    },
  },
  // The library's identity: the owner only; each acts on the caller's own library, so there is no other's to reach.
  simple('GET /api/auth/admin/setting/identity', ['admin']),
  simple('PUT /api/auth/admin/setting/identity', ['admin']),
  simple('POST /api/auth/admin/setting/logo', ['admin']),
  {
    route: 'DELETE /api/auth/admin/setting/logo',
    allowed: ['admin'],
    call: () => ({ url: '/api/auth/admin/setting/logo' }),
  },
  simple('POST /api/importExport/students/import', ['admin']),
  simple('GET /api/importExport/students/export', ['admin']),
  simple('GET /api/importExport/students/template', ['admin']),
  onRecord('GET /api/manage/students/:id/id-card.pdf', ['admin'], (w) => w.otherStudentId),
  simple('GET /api/auth/student/me/id-card.pdf', ['student']),
  ...['POST /api/manage/students/invites', 'POST /api/manage/students/id-cards'].map(
    (route): Row => ({
      route,
      allowed: ['admin'],
      call: () => ({ url: route.slice(5), payload: { student_ids: [999999] } }),
      otherTenant: {
        call: (w) => ({ url: route.slice(5), payload: { student_ids: [w.otherStudentId] } }),
        status: 404,
      },
    }),
  ),
  {
    route: 'GET /api/manage/students/id-cards.pdf',
    allowed: ['admin'],
    call: () => ({ url: '/api/manage/students/id-cards.pdf?students=999999' }),
    otherTenant: {
      call: (w) => ({ url: `/api/manage/students/id-cards.pdf?students=${w.otherStudentId}` }),
      status: 404,
    },
  },
  ...['GET', 'POST'].map(
    (method): Row => ({
      route: `${method} /api/auth/invites/:token`,
      allowed: 'public',
      call: () => ({
        url: `/api/auth/invites/1-${'A'.repeat(22)}`,
        ...(method === 'POST' ? { payload: { password: 'Matrix-Password-1' } } : {}),
      }),
    }),
  ),
  onRecord('GET /api/manage/students/:id/id-card', ['admin'], (w) => w.otherStudentId),
  simple('GET /api/auth/student/me/id-card', ['student']),
  onRecord('POST /api/manage/students/:id/id-card/regenerate', ['admin'], (w) => w.otherStudentId, {}),
  simple('GET /api/pause-policy', ['admin', 'staff', 'student']),
  simple('PUT /api/pause-policy', ['admin']),
  {
    route: 'GET /api/pauses',
    allowed: ['admin', 'staff', 'student'],
    call: () => ({ url: '/api/pauses' }),
    otherTenant: { call: (w) => ({ url: `/api/pauses?student_id=${w.otherStudentId}` }), status: 404 },
  },
  {
    route: 'POST /api/pauses',
    allowed: ['admin', 'staff', 'student'],
    call: () => ({ url: '/api/pauses', payload: {} }),
    otherTenant: {
      call: (w) => ({
        url: '/api/pauses',
        payload: { seat_plan_id: w.other.seatPlan, starts_on: '2099-01-01', ends_on: '2099-01-05' },
      }),
      status: 404,
    },
  },
  onRecord('POST /api/pauses/:id/approve', ['admin', 'staff'], (w) => w.other.pause),
  onRecord('POST /api/pauses/:id/refuse', ['admin', 'staff'], (w) => w.other.pause),
  onRecord('POST /api/pauses/:id/cancel', ['admin', 'staff', 'student'], (w) => w.other.pause),
  simple('POST /api/day-passes', ['admin', 'staff']),
  simple('GET /api/settings/door-rules', ['admin']),
  simple('PUT /api/settings/door-rules', ['admin']),
  simple('GET /api/settings/no-shows', ['admin']),
  simple('PUT /api/settings/no-shows', ['admin']),
  // Another library's card answers like an unknown one (200, refused): operations/door.test.ts.
  simple('POST /api/desk/scan', ['admin', 'staff']),
  ...['/api/shifts', '/api/seats'].map((url) => simple(`GET ${url}`, ['admin', 'staff'])),
  simple('GET /api/auth/seat/occupancy', ['admin', 'staff', 'student']),
  ...['/api/auth/seat', '/api/auth/locker-plan'].map(
    (url): Row => ({
      route: `GET ${url}`,
      allowed: ['admin', 'staff'],
      call: () => ({ url }),
      otherTenant: { call: (w) => ({ url: `${url}?admin_id=${w.otherAdminId}` }), status: 403 },
    }),
  ),
  ...['/api/auth/seat/occupancy/grid', '/api/plans/renewals', '/api/places'].map((url) =>
    simple(`GET ${url}`, ['admin', 'staff']),
  ),
  simple('POST /api/places/bulk', ['admin']),
  {
    route: 'GET /api/places/availability',
    allowed: ['admin', 'staff'],
    call: () => ({ url: '/api/places/availability' }),
    // Another library's shift is not found here (its seats are never listed: seat-picker.test.ts).
    otherTenant: {
      call: (w) => ({ url: `/api/places/availability?shift_id=${w.other.shift}` }),
      status: 404,
    },
  },
  simple('GET /api/dashboard/cockpit', ['admin']),
  simple('GET /api/dashboard/staff', ['admin', 'staff']),
  simple('GET /api/dashboard/student', ['student']),
  simple('GET /api/dashboard/digest', ['admin']),
  simple('GET /api/month-end/settings', ['admin']),
  simple('PUT /api/month-end/settings', ['admin']),
  simple('GET /api/month-end/mine', ['student']),
  simple('PUT /api/month-end/mine', ['student']),
  ...(['GET', 'PUT'] as const).map(
    (method): Row => ({
      route: `${method} /api/month-end/link/:token`,
      allowed: 'public',
      call: () => ({
        url: `/api/month-end/link/ME1-${'A'.repeat(38)}`,
        ...(method === 'PUT' ? { payload: { answer: 'yes' } } : {}),
      }),
    }),
  ),
  simple('GET /api/month-end/forecast', ['admin', 'staff']),
  simple('GET /api/month-end/forecast/students', ['admin', 'staff']),
  simple('GET /api/waiting-list', ['admin', 'staff']),
  simple('GET /api/waiting-list/offers', ['admin', 'staff']),
  {
    route: 'POST /api/waiting-list',
    allowed: ['admin', 'staff'],
    call: () => ({ url: '/api/waiting-list', payload: {} }),
    otherTenant: {
      call: (w) => ({ url: '/api/waiting-list', payload: { student_id: w.otherStudentId } }),
      status: 404,
    },
  },
  onRecord('DELETE /api/waiting-list/:id', ['admin', 'staff'], (w) => w.other.waitingEntry),
  // The public page: the owner's settings, the page and its form for anyone, the desk's leads.
  simple('GET /api/public-page/settings', ['admin']),
  simple('PUT /api/public-page/settings', ['admin']),
  simple('POST /api/public-page/photos', ['admin']),
  {
    route: 'DELETE /api/public-page/photos/:file',
    allowed: ['admin'],
    call: () => ({ url: `/api/public-page/photos/${'a'.repeat(32)}.png` }),
  },
  {
    route: 'GET /api/public/libraries/:slug',
    allowed: 'public',
    call: () => ({ url: '/api/public/libraries/no-page' }),
  },
  {
    route: 'GET /api/public/libraries/:slug/photos/:file',
    allowed: 'public',
    call: () => ({ url: `/api/public/libraries/no-page/photos/${'a'.repeat(32)}.png` }),
  },
  {
    route: 'POST /api/public/libraries/:slug/enquiries',
    allowed: 'public',
    call: () => ({ url: '/api/public/libraries/no-page/enquiries', payload: {} }),
  },
  simple('GET /api/leads', ['admin', 'staff']),
  onRecord('PATCH /api/leads/:id', ['admin', 'staff'], (w) => w.other.lead, { notes: 'Called' }),
  onRecord('POST /api/leads/:id/convert', ['admin'], (w) => w.other.lead, { student_id: 1 }),
  onRecord('POST /api/waiting-list/:id/assign', ['admin'], (w) => w.other.waitingEntry, {
    seat_number: 'O-9',
    duration: '30 Days',
    price: 900,
    starts_on: '2026-12-01',
  }),
  // Expenses: the desk's routes let staff through here, as the own library allows the desk to record.
  simple('GET /api/expenses', ['admin', 'staff']),
  simple('POST /api/expenses', ['admin', 'staff']),
  simple('GET /api/expenses/categories', ['admin', 'staff']),
  simple('GET /api/expenses/settings', ['admin', 'staff']),
  simple('PUT /api/expenses/settings', ['admin']),
  simple('GET /api/expenses/recurring', ['admin']),
  simple('POST /api/expenses/recurring', ['admin']),
  onRecord('PUT /api/expenses/recurring/:id', ['admin'], (w) => w.other.recurringExpense, {
    category: 'rent',
    amount: 100,
    method: 'cash',
    day_of_month: 5,
  }),
  onRecord('DELETE /api/expenses/recurring/:id', ['admin'], (w) => w.other.recurringExpense),
  onRecord('PUT /api/expenses/:id', ['admin', 'staff'], (w) => w.other.expense, {
    category: 'rent',
    spent_on: '2026-11-01',
    amount: 100,
    method: 'cash',
  }),
  onRecord('DELETE /api/expenses/:id', ['admin'], (w) => w.other.expense),
  onRecord('POST /api/expenses/:id/bill', ['admin', 'staff'], (w) => w.other.expense, {}),
  simple('GET /api/uploads/bills/:file', ['admin', 'staff'], `/api/uploads/bills/${'a'.repeat(32)}.png`),
  simple('GET /api/profit', ['admin']),
  simple('GET /api/profit/export', ['admin']),
  simple('GET /api/profit/trend', ['admin']),
  simple('GET /api/superadmin/libraries/activity', ['superadmin']),
  simple('GET /api/reminders/templates', ['admin', 'staff']),
  simple('GET /api/scheduled-work', ['admin']),
  simple('PUT /api/reminders/templates', ['admin']),
  {
    route: 'POST /api/reminders',
    allowed: ['admin', 'staff'],
    call: () => ({ url: '/api/reminders', payload: {} }),
    otherTenant: {
      call: (w) => ({
        url: '/api/reminders',
        payload: { student_id: w.otherStudentId, kind: 'dues', channel: 'whatsapp' },
      }),
      status: 404,
    },
  },
  simple('GET /api/reminders/last', ['admin', 'staff'], '/api/reminders/last?students=1'),
  simple('GET /api/auth/plane', ['admin', 'staff', 'student']),
  ...['POST /api/shifts', 'POST /api/seats', 'POST /api/auth/plane'].map((route) => simple(route, ['admin'])),
  ...(
    [
      ['POST /api/auth/seat', { seat_number: 'X-1', price: 99 }],
      ['POST /api/auth/locker-plan', { name: 'Locker', price: 99 }],
    ] as Array<[string, object]>
  ).map(
    ([route, payload]): Row => ({
      route,
      allowed: ['admin'],
      call: () => ({ url: route.slice(5), payload: {} }),
      otherTenant: {
        call: (w) => ({ url: route.slice(5), payload: { ...payload, admin_id: w.otherAdminId } }),
        status: 403,
      },
    }),
  ),
  ...(
    [
      ['PUT /api/shifts/:id', 'shift', { name: 'Noon', start_time: '09:00', end_time: '12:00' }],
      ['DELETE /api/shifts/:id', 'shift', undefined],
      ['PUT /api/seats/:id', 'seat', { seat_number: 'M-1', shift_start: '09:00', shift_end: '12:00' }],
      ['DELETE /api/seats/:id', 'seat', undefined],
      ['PUT /api/auth/seat/:id', 'seatPlan', { seat_number: 'X-1', price: 99 }],
      ['PUT /api/auth/seat/toggle/:id', 'seatPlan', undefined],
      ['DELETE /api/auth/seat/:id', 'seatPlan', undefined],
      ['PUT /api/auth/locker-plan/:id', 'lockerPlan', { name: 'Locker', price: 99 }],
      ['PUT /api/auth/locker-plan/toggle/:id', 'lockerPlan', undefined],
      ['DELETE /api/auth/locker-plan/:id', 'lockerPlan', undefined],
      ['DELETE /api/auth/plane/:id', 'membershipPlan', undefined],
      ['POST /api/auth/seat/:id/renew', 'seatPlan', undefined],
      ['POST /api/auth/locker-plan/:id/renew', 'lockerPlan', undefined],
      ['PUT /api/places/:id', 'place', { label: 'Q-1' }],
    ] as Array<[string, keyof World['other'], object | undefined]>
  ).map(([route, key, payload]) => onRecord(route, ['admin'], (w) => w.other[key], payload)),
  ...[
    '/api/auth/locker-plan/my-seat/:studentId',
    '/api/auth/locker-plan/my-locker/:studentId',
    '/api/memberships/:studentId',
  ].map((path) => onRecord(`GET ${path}`, ['admin', 'staff', 'student'], (w) => w.otherStudentId)),
  ...['/api/memberships/all-seats/:adminId', '/api/memberships/all-lockers/:adminId'].map(
    (path): Row => ({
      route: `GET ${path}`,
      allowed: ['admin', 'staff'],
      call: () => ({ url: path.replace(':adminId', '1') }),
      otherTenant: { call: (w) => ({ url: path.replace(':adminId', String(w.otherAdminId)) }), status: 403 },
    }),
  ),
  ...['/api/fees/students', '/api/fees/search'].map(
    (url): Row => ({
      route: `GET ${url}`,
      allowed: ['admin'],
      call: () => ({ url }),
      otherTenant: { call: (w) => ({ url: `${url}?admin_id=${w.otherAdminId}` }), status: 403 },
    }),
  ),
  {
    route: 'POST /api/fees/assign',
    allowed: ['admin'],
    call: () => ({ url: '/api/fees/assign', payload: {} }),
    otherTenant: {
      call: (w) => ({ url: '/api/fees/assign', payload: { student_id: w.otherStudentId, paid: 10 } }),
      status: 404,
    },
  },
  onRecord('GET /api/fees/invoice/:studentId', ['admin'], (w) => w.otherStudentId),
  { route: 'GET /api/admin/invoices', allowed: ['admin'], call: () => ({ url: '/api/admin/invoices' }) },
  {
    route: 'POST /api/admin/invoices/generate',
    allowed: ['admin'],
    call: () => ({ url: '/api/admin/invoices/generate', payload: {} }),
    otherTenant: {
      call: (w) => ({
        url: '/api/admin/invoices/generate',
        payload: { student_id: w.otherStudentId, amount: 10, description: 'x' },
      }),
      status: 404,
    },
  },
  simple('GET /api/staff/invoices', ['admin', 'staff']),
  simple('POST /api/staff/invoices', ['admin', 'staff']),
  onRecord('DELETE /api/staff/invoices/:id', ['admin', 'staff'], (w) => w.other.staffInvoice),
  onRecord('GET /api/payments/:studentId', ['admin', 'staff', 'student'], (w) => w.otherStudentId),
  {
    route: 'POST /api/payments',
    allowed: ['admin', 'student'],
    call: () => ({ url: '/api/payments', payload: {} }),
    otherTenant: {
      call: (w) => ({ url: '/api/payments', payload: { student_id: w.otherStudentId, amount: 10 } }),
      status: 404,
    },
  },
  simple('GET /api/payments/pending', ['admin', 'staff']),
  onRecord('PUT /api/payments/:id/utr', ['student'], (w) => w.other.payment, { utr: 'UTR1' }),
  onRecord('POST /api/payments/:id/screenshot', ['student'], (w) => w.other.payment, {}),
  onRecord('POST /api/payments/:id/confirm', ['admin', 'staff'], (w) => w.other.payment),
  onRecord('POST /api/payments/:id/reject', ['admin', 'staff'], (w) => w.other.payment, { reason: 'x' }),
  onRecord('GET /api/ledger/:studentId', ['admin', 'staff', 'student'], (w) => w.otherStudentId),
  {
    route: 'POST /api/ledger/entries',
    allowed: ['admin'],
    call: () => ({ url: '/api/ledger/entries', payload: {} }),
    otherTenant: {
      call: (w) => ({
        url: '/api/ledger/entries',
        payload: { student_id: w.otherStudentId, entry_type: 'charge', amount: 10 },
      }),
      status: 404,
    },
  },
  onRecord('POST /api/ledger/entries/:id/reverse', ['admin'], (w) => w.other.ledgerEntry, { reason: 'x' }),
  {
    route: 'POST /api/desk-payments',
    allowed: ['admin', 'staff'],
    call: () => ({ url: '/api/desk-payments', payload: {} }),
    otherTenant: {
      call: (w) => ({
        url: '/api/desk-payments',
        payload: { student_id: w.otherStudentId, amount: 10, method: 'cash' },
      }),
      status: 404,
    },
  },
  {
    route: 'GET /api/receipts',
    allowed: ['admin', 'staff', 'student'],
    call: () => ({ url: '/api/receipts' }),
    otherTenant: { call: (w) => ({ url: `/api/receipts?student_id=${w.otherStudentId}` }), status: 404 },
  },
  onRecord('GET /api/receipts/:id/pdf', ['admin', 'staff', 'student'], (w) => w.other.receipt),
  onRecord('POST /api/receipts/:id/refund', ['admin'], (w) => w.other.receipt, { amount: 1, reason: 'x' }),
  {
    route: 'GET /api/credit-notes',
    allowed: ['admin', 'staff', 'student'],
    call: () => ({ url: '/api/credit-notes' }),
    otherTenant: { call: (w) => ({ url: `/api/credit-notes?student_id=${w.otherStudentId}` }), status: 404 },
  },
  onRecord('GET /api/credit-notes/:id/pdf', ['admin', 'staff', 'student'], (w) => w.other.creditNote),
  simple('GET /api/gst-settings', ['admin']),
  simple('PUT /api/gst-settings', ['admin']),
  onRecord('GET /api/gst-documents/:id/pdf', ['admin', 'staff', 'student'], (w) => w.other.gstDocument),
  simple('GET /api/gst/gstr1', ['admin'], '/api/gst/gstr1?month=2026-11'),
  simple('POST /api/bank-statements/review', ['admin', 'staff']),
  simple('POST /api/bank-statements/confirm', ['admin', 'staff']),
  {
    route: 'POST /api/bank-statements/assign',
    allowed: ['admin', 'staff'],
    call: () => ({ url: '/api/bank-statements/assign', payload: {} }),
    otherTenant: {
      call: (w) => ({
        url: '/api/bank-statements/assign',
        payload: {
          student_id: w.otherStudentId,
          row: {
            bank: 'hdfc',
            line: 7,
            date: '2026-11-21',
            amount: 10,
            narration: 'UPI-OTHER-433512345678',
            reference: '',
            balance: null,
            utr: '433512345678',
          },
        },
      }),
      status: 404,
    },
  },
  {
    route: 'GET /api/receipts/shared/:token',
    allowed: 'public',
    call: () => ({ url: '/api/receipts/shared/no-such-receipt-link' }),
  },
  { route: 'GET /api/dues', allowed: ['admin'], call: () => ({ url: '/api/dues' }) },
  { route: 'GET /api/dues/export', allowed: ['admin'], call: () => ({ url: '/api/dues/export' }) },
  { route: 'GET /api/day-close', allowed: ['admin', 'staff'], call: () => ({ url: '/api/day-close' }) },
  {
    route: 'GET /api/reconciliation',
    allowed: ['admin'],
    call: () => ({ url: '/api/reconciliation?from=2026-11-01&to=2026-11-27' }),
  },
  {
    route: 'GET /api/reconciliation/export',
    allowed: ['admin'],
    call: () => ({ url: '/api/reconciliation/export?from=2026-11-01&to=2026-11-27' }),
  },
  ...['/api/books', '/api/checkin', '/api/attendance', '/api/staff/seat-bookings'].map((url) =>
    simple(`GET ${url}`, ['admin', 'staff']),
  ),
  { route: 'GET /api/events', allowed: ['admin', 'staff', 'student'], call: () => ({ url: '/api/events' }) },
  simple(
    'GET /api/books/books/student/:studentName',
    ['admin', 'staff', 'student'],
    '/api/books/books/student/Someone',
  ),
  {
    route: 'GET /api/uploads/logos/:file',
    allowed: ['superadmin', 'admin', 'staff', 'student'],
    call: () => ({ url: `/api/uploads/logos/${'b'.repeat(32)}.png` }),
  },
  {
    route: 'GET /api/uploads/payments/:file',
    allowed: ['admin', 'staff', 'student'],
    call: () => ({ url: `/api/uploads/payments/${'c'.repeat(32)}.png` }),
  },
  {
    route: 'GET /api/uploads/events/:file',
    allowed: ['superadmin', 'admin', 'staff', 'student'],
    call: () => ({ url: `/api/uploads/events/${'b'.repeat(32)}.png` }),
  },
  { route: 'POST /api/events', allowed: ['admin'], call: () => ({ url: '/api/events', payload: {} }) },
  simple('POST /api/staff/seat-bookings', ['admin', 'staff']),
  ...(
    [
      ['POST /api/books', { book_title: 'Laxmikanth Polity', issue_date: '2026-12-01' }],
      ['POST /api/checkin/checkin', {}],
      ['POST /api/checkin/checkout', {}],
      ['POST /api/attendance', { student_name: 'X', date: '2026-12-01' }],
    ] as Array<[string, object]>
  ).map(
    ([route, extra]): Row => ({
      route,
      allowed: ['admin', 'staff'],
      call: () => ({ url: route.slice(5), payload: {} }),
      otherTenant: {
        call: (w) => ({
          url: route.slice(5),
          payload: { ...extra, [route.includes('checkin') ? 'user_id' : 'student_id']: w.otherStudentId },
        }),
        status: 404,
      },
    }),
  ),
  ...(
    [
      ['PUT /api/books/return/:id', 'book', ['admin', 'staff']],
      ['DELETE /api/books/:id', 'book', ['admin', 'staff']],
      ['DELETE /api/events/:id', 'event', ['admin']],
      ['DELETE /api/attendance/:id', 'attendance', ['admin', 'staff']],
      ['DELETE /api/staff/seat-bookings/:id', 'seatBooking', ['admin', 'staff']],
    ] as Array<[string, keyof World['other'], TRole[]]>
  ).map(([route, key, allowed]) => onRecord(route, allowed, (w) => w.other[key])),
  simple('GET /api/reminders/delivery', ['admin', 'staff']),
  simple('GET /api/messaging/settings', ['admin']),
  simple('PUT /api/messaging/settings', ['admin']),
  simple('POST /api/messaging/whatsapp/test', ['admin']),
  simple('GET /api/dunning/policy', ['admin']),
  simple('PUT /api/dunning/policy', ['admin']),
  onRecord('PUT /api/dunning/pauses/:studentId', ['admin', 'staff'], (w) => w.otherStudentId, {
    until: null,
  }),
  onRecord('DELETE /api/dunning/pauses/:studentId', ['admin', 'staff'], (w) => w.otherStudentId),
  // Meta's calls: the verify token and the body's signature are the check (a replay answers 409).
  {
    route: 'GET /api/webhooks/whatsapp/:library',
    allowed: 'public',
    call: (w) => ({
      url: `/api/webhooks/whatsapp/${w.ownAdminId}?hub.mode=subscribe&hub.verify_token=${WEBHOOK.verify}&hub.challenge=42`,
    }),
  },
  {
    route: 'POST /api/webhooks/whatsapp/:library',
    allowed: 'public',
    call: (w) => ({
      url: `/api/webhooks/whatsapp/${w.ownAdminId}`,
      payload: WEBHOOK.body,
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': hubSignature(WEBHOOK.body, WEBHOOK.appSecret),
      },
    }),
  },
  simple('GET /api/gateway/settings', ['admin']),
  simple('PUT /api/gateway/settings', ['admin']),
  simple('POST /api/gateway/test', ['admin']),
  onRecord('GET /api/gateway/payments/:id', ['admin', 'staff', 'student'], (w) => w.other.payment),
  onRecord('POST /api/gateway/payments/:id/link', ['student'], (w) => w.other.payment, {}),
  onRecord('POST /api/gateway/payments/:id/qr', ['student'], (w) => w.other.payment, {}),
  onRecord('POST /api/gateway/payments/:id/check', ['admin', 'staff', 'student'], (w) => w.other.payment, {}),
  // Razorpay's calls: the body's signature is the check (a replayed event answers 409).
  {
    route: 'POST /api/webhooks/razorpay/:library',
    allowed: 'public',
    call: (w) => ({
      url: `/api/webhooks/razorpay/${w.ownAdminId}`,
      payload: RAZORPAY.body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': razorpaySignature(RAZORPAY.body, RAZORPAY.webhookSecret),
      },
    }),
  },
  // MSG91's delivery reports: the owner's token in the URL is the check (a replay answers 409).
  {
    route: 'POST /api/webhooks/msg91/:library',
    allowed: 'public',
    call: (w) => ({
      url: `/api/webhooks/msg91/${w.ownAdminId}?token=${WEBHOOK.dlrToken}`,
      ...WEBHOOK.report,
    }),
  },
  {
    route: 'GET /api/messages',
    allowed: ['admin'],
    call: () => ({ url: '/api/messages' }),
    otherTenant: { call: (w) => ({ url: `/api/messages?student_id=${w.otherStudentId}` }), status: 404 },
  },
  simple('GET /api/messages/scheduled', ['admin']),
  simple('GET /api/door-devices', ['admin']),
  simple('POST /api/door-devices', ['admin']),
  onRecord('POST /api/door-devices/:id/pairing', ['admin'], (w) => w.other.doorDevice, {}),
  onRecord('DELETE /api/door-devices/:id', ['admin'], (w) => w.other.doorDevice),
  {
    route: 'POST /api/kiosk/pair',
    allowed: 'public',
    call: () => ({ url: '/api/kiosk/pair', payload: { code: 'not-a-pairing-code' } }),
  },
  simple('GET /api/kiosk', 'kiosk'),
  {
    route: 'POST /api/kiosk/scan',
    allowed: 'kiosk',
    call: () => ({ url: '/api/kiosk/scan', payload: { code: 'NO-SUCH-CARD' } }),
  },
  {
    route: 'POST /api/door/poster-checkin',
    allowed: ['student'],
    call: () => ({ url: '/api/door/poster-checkin', payload: { poster: 'SDP1.nothing' } }),
    otherTenant: {
      call: (w) => ({ url: '/api/door/poster-checkin', payload: { poster: w.otherPosterToken } }),
      status: 404,
    },
  },
  {
    route: 'GET /api/manage/students',
    allowed: ['superadmin', 'admin'],
    call: () => ({ url: '/api/manage/students' }),
    otherTenant: { call: (w) => ({ url: `/api/manage/students?admin_id=${w.otherAdminId}` }), status: 403 },
  },
];

let t: TestServer;
let world: World;

async function otherLibraryRows(adminId: number, studentId: number): Promise<World['other']> {
  const [book] = await t.db
    .insert(bookIssues)
    .values({ adminId, studentId, bookTitle: 'Other book', issueDate: '2026-12-01' })
    .returning();
  const [event] = await t.db
    .insert(events)
    .values({ adminId, title: 'Other event', eventDate: '2026-12-01' })
    .returning();
  const [mark] = await t.db
    .insert(attendance)
    .values({ adminId, studentName: 'Other', attendanceDate: '2026-12-01' })
    .returning();
  const [seatBooking] = await t.db
    .insert(seatBookings)
    .values({ adminId, staffName: 'Other', seatNumber: 'O-1', bookingDate: '2026-12-01' })
    .returning();
  if (!book || !event || !mark || !seatBooking) throw new Error('fixture insert failed');
  const more = { book: book.id, event: event.id, attendance: mark.id, seatBooking: seatBooking.id };
  const [shift] = await t.db
    .insert(shifts)
    .values({ adminId, name: 'Morning', startTime: '09:00', endTime: '12:00', durationMinutes: 180 })
    .returning();
  const [seat] = await t.db
    .insert(seats)
    .values({ adminId, seatNumber: 'O-1', shiftStart: '09:00', shiftEnd: '12:00' })
    .returning();
  const [seatPlan] = await t.db.insert(seatPlans).values({ adminId, seatNumber: 'O-1' }).returning();
  const [lockerPlan] = await t.db.insert(lockerPlans).values({ adminId, name: 'Other locker' }).returning();
  const [membershipPlan] = await t.db
    .insert(membershipPlans)
    .values({ adminId, name: 'Other plan', durationDays: 30, pricePaise: 9900 })
    .returning();
  const [place] = await buildPlaces(t.db, { id: adminId }, 'seat', ['O-9']);
  const [staffInvoice] = await t.db
    .insert(staffInvoices)
    .values({ adminId, customerName: 'Walk-in', amountPaise: 5000, dueDate: '2026-12-31' })
    .returning();
  if (!shift || !seat || !seatPlan || !lockerPlan || !membershipPlan || !staffInvoice || !place)
    throw new Error('fixture insert failed');
  const [payment] = await t.db.insert(payments).values({ adminId, studentId, amountPaise: 5000 }).returning();
  const poster = {
    tenantId: adminId,
    role: 'admin',
    userId: adminId,
    name: 'Other owner',
    today: await libraryToday(t.db, adminId),
  } as const;
  // The other library is GST-registered: its receipt is a tax invoice (docs/gst.md).
  await t.db
    .insert(gstSettings)
    .values({ adminId, gstin: '27AAPFU0939F1ZV', legalName: 'Other', stateCode: '27' });
  const receipt = await recordPayment(t.db, poster, { studentId, amountPaise: 100, method: 'cash' });
  const gstDocument = receipt.gst?.[0]?.id;
  if (!gstDocument) throw new Error('fixture: no tax invoice');
  const { note: creditNote } = await recordRefund(t.db, poster, {
    receiptId: receipt.id,
    amountPaise: 50,
    reason: 'Other refund',
  });
  const ledgerEntry = await postEntry(t.db, poster, {
    studentId,
    entryType: 'charge',
    chargeKind: 'manual',
    amountPaise: 100,
    description: 'Other charge',
  });
  if (!payment) throw new Error('fixture insert failed');
  const [doorPoster] = await t.db
    .insert(doorDevices)
    .values({ adminId, kind: 'poster', name: 'Other door' })
    .returning();
  const [waiting] = await t.db.insert(waitingList).values({ adminId, name: 'Other waiting' }).returning();
  const [recurring] = await t.db
    .insert(recurringExpenses)
    .values({ adminId, category: 'rent', amountPaise: 100, method: 'cash', dayOfMonth: 5 })
    .returning();
  const [expense] = await t.db
    .insert(expenses)
    .values({
      adminId,
      category: 'rent',
      spentOn: '2026-11-01',
      amountPaise: 100,
      method: 'cash',
      recordedByRole: 'admin',
    })
    .returning();
  const [pause] = await t.db
    .insert(planPauses)
    .values({ adminId, seatPlanId: seatPlan.id, studentId, startsOn: '2099-01-01', endsOn: '2099-01-05' })
    .returning();
  const [lead] = await t.db
    .insert(leads)
    .values({ adminId, name: 'Other lead', phone: '9811100000' })
    .returning();
  if (!doorPoster || !waiting || !pause || !recurring || !expense || !lead)
    throw new Error('fixture insert failed');
  return {
    expense: expense.id,
    recurringExpense: recurring.id,
    pause: pause.id,
    waitingEntry: waiting.id,
    lead: lead.id,
    doorDevice: doorPoster.id,
    ...more,
    payment: payment.id,
    receipt: receipt.id,
    creditNote: creditNote.id,
    gstDocument,
    ledgerEntry,
    staffInvoice: staffInvoice.id,
    shift: shift.id,
    seat: seat.id,
    seatPlan: seatPlan.id,
    lockerPlan: lockerPlan.id,
    membershipPlan: membershipPlan.id,
    place: place.id,
  };
}
/** The own library's WhatsApp webhook secrets, and a status call signed with them. */
const WEBHOOK = {
  appSecret: 'matrix-app-secret',
  verify: 'matrix-verify-token',
  body: statusNotification('100200300400', [{ id: 'wamid.MATRIX', status: 'delivered', at: new Date() }]),
  dlrToken: 'matrix-dlr-token-0001',
  report: msg91Report('v3', {
    requestId: '3MATRIX',
    number: '919811122244',
    status: '1',
    desc: 'DELIVERED',
    at: new Date(),
  }),
};

/** The own library's Razorpay webhook secret, and an event signed with it. */
const RAZORPAY = {
  webhookSecret: 'matrix-razorpay-secret',
  body: JSON.stringify({
    entity: 'event',
    event: 'refund.processed',
    payload: {},
    created_at: Math.floor(Date.now() / 1000),
  }),
};

async function setUpWebhook(adminId: number) {
  const box = new SecretBox(Buffer.from(TEST_DATA_KEY, 'hex'));
  await t.db.insert(gatewaySettings).values({
    adminId,
    razorpayEnabled: true,
    razorpayKeyId: 'rzp_test_Matrix0001',
    razorpayKeySecretSealed: box.seal('matrix-key-secret'),
    razorpayWebhookSecretSealed: box.seal(RAZORPAY.webhookSecret),
  });
  const none = { dues: { en: '', hi: '' }, expiry: { en: '', hi: '' } };
  await t.db.insert(messagingSettings).values({
    adminId,
    whatsappPhoneNumberId: '100200300400',
    whatsappTemplates: none,
    whatsappTokenSealed: box.seal('matrix-token'),
    whatsappAppSecretSealed: box.seal(WEBHOOK.appSecret),
    whatsappVerifyTokenSealed: box.seal(WEBHOOK.verify),
    smsTemplates: none,
    smsDlrTokenSealed: box.seal(WEBHOOK.dlrToken),
  });
}

const credentials = new Map<TRole, { email: string; password: string }>();
const tokens = new Map<TRole, string>();
let kioskCookie = '';

beforeAll(async () => {
  t = await createTestServer();
  const own = await buildAdmin(t.db);
  const other = await buildAdmin(t.db);
  const member = await buildStaff(t.db, { admin: own });
  const student = await buildStudent(t.db, { admin: own });
  const otherStaff = await buildStaff(t.db, { admin: other });
  const otherStudent = await buildStudent(t.db, { admin: other });
  world = {
    credentials,
    ownAdminId: own.id,
    otherAdminId: other.id,
    otherAdminEmail: other.email,
    otherStaffId: otherStaff.id,
    otherStudentId: otherStudent.id,
    other: await otherLibraryRows(other.id, otherStudent.id),
    otherPosterToken: '',
  };
  world.otherPosterToken = openCardTokens({ DATA_KEY: TEST_DATA_KEY, DATA_DIR: '/nonexistent' }).issuePoster({
    adminId: other.id,
    deviceId: world.other.doorDevice,
  });
  await setUpWebhook(own.id);
  await t.db.insert(expenseSettings).values({ adminId: own.id, staffMayRecord: true });
  credentials.set('superadmin', SUPERADMIN);
  credentials.set('admin', own);
  credentials.set('staff', member);
  credentials.set('student', student);
  for (const [role, c] of credentials) tokens.set(role, await t.login(role, c.email, c.password));
  kioskCookie = (await pairKiosk(t, tokens.get('admin') ?? '')).cookie;
});
afterAll(async () => {
  await t?.close();
});

async function tokenFor(who: Who, fresh: boolean): Promise<string | undefined> {
  if (who === 'anonymous' || who === 'kiosk') return undefined;
  if (!fresh) return tokens.get(who);
  const c = credentials.get(who);
  if (!c) throw new Error(`no credentials for ${who}`);
  return t.login(who, c.email, c.password);
}

/** Sends as `who`: a session token, or the kiosk's device cookie (which is no session). */
function send(route: string, call: Call, token: string | undefined, who?: Who) {
  const method = route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  const headers = { ...call.headers, ...(who === 'kiosk' ? { cookie: kioskCookie } : {}) };
  return t.request({
    method,
    url: call.url,
    token,
    headers,
    ...(call.payload ? { payload: call.payload } : {}),
  });
}

/** Whether `who` may call the row's route; a caller who may not gets 401 without a session, else 403. */
function expectationOf(row: Row, who: Who): { allowed: boolean; refusal: 401 | 403 } {
  if (row.allowed === 'public') return { allowed: true, refusal: 401 };
  // A device route reads only the device's cookie: everyone else is not signed in there.
  if (row.allowed === 'kiosk') return { allowed: who === 'kiosk', refusal: 401 };
  const allowed = who !== 'anonymous' && who !== 'kiosk' && row.allowed.includes(who);
  return { allowed, refusal: who === 'anonymous' || who === 'kiosk' ? 401 : 403 };
}

describe('authorization matrix', () => {
  it('has a row for every registered /api route, and no row without a route', () => {
    const registered = t.app.apiRoutes.map((r) => `${r.method} ${r.url}`).sort();
    const rows = MATRIX.map((r) => r.route).sort();
    expect(rows).toEqual(registered);
  });

  it('declares the same roles in the matrix as on the route', () => {
    for (const row of MATRIX) {
      const declared = t.app.apiRoutes.find((r) => `${r.method} ${r.url}` === row.route);
      const access = declared?.access;
      const roles =
        access &&
        ('public' in access ? 'public' : 'device' in access ? access.device : [...access.roles].sort());
      expect(roles, row.route).toEqual(
        typeof row.allowed === 'string' ? row.allowed : [...row.allowed].sort(),
      );
    }
  });

  for (const row of MATRIX) {
    for (const who of EVERYONE) {
      const { allowed, refusal } = expectationOf(row, who);
      const expectation = allowed ? 'is let through' : `gets ${refusal}`;
      it(`${row.route}: ${who} ${expectation}`, async () => {
        const token = await tokenFor(who, row.freshSession ?? false);
        const res = await send(row.route, row.call(world), token, who);
        if (allowed) {
          expect([401, 403], res.body).not.toContain(res.statusCode);
          expect(res.statusCode, res.body).toBeLessThan(500);
        } else {
          expect(res.statusCode, res.body).toBe(refusal);
          expect(res.json().message).toBeTruthy();
        }
      });
    }
    const other = row.otherTenant;
    if (other && typeof row.allowed !== 'string') {
      for (const role of row.allowed.filter((r) => r !== 'superadmin')) {
        it(`${row.route}: ${role} aiming at another library gets ${other.status}`, async () => {
          const res = await send(
            row.route,
            other.call(world),
            await tokenFor(role, row.freshSession ?? false),
          );
          expect(res.statusCode, res.body).toBe(other.status);
        });
      }
    }
  }
});

describe('route declarations', () => {
  async function register(config: object): Promise<unknown> {
    const app = Fastify({ logger: false });
    registerAccessControl(app, t.db);
    try {
      app.get('/api/probe', { config }, async () => ({}));
      await app.ready();
      return null;
    } catch (err) {
      return err;
    } finally {
      await app.close();
    }
  }

  it('refuses an /api route that declares no access', async () => {
    expect(String(await register({}))).toMatch(/GET \/api\/probe declares no access/);
  });

  it('refuses a platform-scoped route open to tenant roles, and a route with no role', async () => {
    expect(String(await register({ access: { roles: ['admin'], scope: 'platform' } }))).toMatch(
      /superadmin only/,
    );
    expect(String(await register({ access: { roles: [], scope: 'tenant' } }))).toMatch(/allows no role/);
  });

  it('accepts a declared route', async () => {
    expect(await register({ access: { roles: ['admin'], scope: 'tenant' } })).toBeNull();
  });
});
