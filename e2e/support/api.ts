import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { PASSWORD, SUPERADMIN } from './accounts.ts';

/** Creates the test's data through the real API, as the people in the story would. */

interface Session {
  token: string;
}

const unique = () => randomBytes(4).toString('hex');

export async function call<T>(method: string, path: string, body?: unknown, session?: Session): Promise<T> {
  const res = await fetch(`${inject('baseUrl')}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(session ? { authorization: `Bearer ${session.token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A multipart form (a sheet, an event's images), as the app's upload sends it. */
export async function upload<T>(
  path: string,
  fields: Record<string, string | { file: Buffer; name: string; type: string }>,
  session: Session,
): Promise<T> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(key, value);
    else form.append(key, new Blob([new Uint8Array(value.file)], { type: value.type }), value.name);
  }
  const res = await fetch(`${inject('baseUrl')}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.token}` },
    body: form,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST ${path} answered ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

export async function login(role: string, email: string, password = PASSWORD): Promise<Session> {
  return call<Session>('POST', `/api/auth/${role}/login`, { email, password });
}

export const loginSuperadmin = () => login('superadmin', SUPERADMIN.email, SUPERADMIN.password);

export interface AdminAccount {
  id: number;
  name: string;
  email: string;
  password: string;
  joinCode: string;
  session: Session;
}

/** A new library owner (tenant), added by the superadmin. */
export async function createAdmin(name = 'Saraswati Reading Room'): Promise<AdminAccount> {
  const root = await loginSuperadmin();
  const email = `owner-${unique()}@library.test`;
  const added = await call<{ id: number }>(
    'POST',
    '/api/auth/admin/add',
    { name, email, password: PASSWORD },
    root,
  );
  const session = await login('admin', email);
  const me = await call<{ join_code: string }>('GET', '/api/auth/me', undefined, session);
  return { id: added.id, name, email, password: PASSWORD, joinCode: me.join_code, session };
}

export interface PersonAccount {
  id: number;
  name: string;
  email: string;
  password: string;
}

/** A staff member registered by the admin. */
export async function createStaff(admin: AdminAccount, name = 'Kavita Rao'): Promise<PersonAccount> {
  const email = `staff-${unique()}@library.test`;
  const res = await call<{ id: number }>(
    'POST',
    '/api/auth/staff/register',
    { name, email, password: PASSWORD, phone: '9876543210' },
    admin.session,
  );
  return { id: res.id, name, email, password: PASSWORD };
}

/** A student who registered on the public page with the institute's join code. */
export async function createStudent(admin: AdminAccount, name = 'Arjun Mehta'): Promise<PersonAccount> {
  const email = `student-${unique()}@library.test`;
  const res = await call<{ id: number }>('POST', '/api/auth/student/register', {
    name,
    email,
    password: PASSWORD,
    phone: '9123456780',
    course: 'UPSC CSE',
    join_code: admin.joinCode,
  });
  return { id: res.id, name, email, password: PASSWORD };
}

/** Counts as the database holds them, read through list endpoints (not the count calls under test). */
export async function platformTotals() {
  const root = await loginSuperadmin();
  const headerTotal = async (path: string) => {
    const res = await fetch(`${inject('baseUrl')}${path}`, {
      headers: { authorization: `Bearer ${root.token}` },
    });
    return Number(res.headers.get('x-total-count'));
  };
  return {
    institutes: (await call<unknown[]>('GET', '/api/superadmin/institutes', undefined, root)).length,
    admins: (await call<unknown[]>('GET', '/api/auth/admin/all', undefined, root)).length,
    staff: await headerTotal('/api/auth/superadmin/super/all?limit=1'),
    students: await headerTotal('/api/manage/students?limit=1'),
  };
}

/** Another superadmin, so a test may change its password without touching the shared one. */
export async function createSuperadmin(): Promise<{ email: string; password: string }> {
  const root = await loginSuperadmin();
  const account = { email: `ops-${unique()}@studydesk.test`, password: 'Platform-Ops-2026' };
  await call('POST', '/api/auth/superadmin', account, root);
  return account;
}

/** Numbered seats (or lockers) of the library, with Settings' totals raised to fit them. */
export async function createPlaces(
  admin: AdminAccount,
  labels: string,
  kind: 'seat' | 'locker' = 'seat',
  totals = { totalSeats: 100, totalLockers: 50 },
) {
  await call('PUT', '/api/auth/admin/setting/update-settings', totals, admin.session);
  return call<{ created: Array<{ id: number; label: string }> }>(
    'POST',
    '/api/places/bulk',
    { kind, labels },
    admin.session,
  );
}

/** A shift of the library, through the API. */
export async function createShift(
  admin: AdminAccount,
  start_time: string,
  end_time: string,
  name = `Shift ${start_time}`,
) {
  return call<{ id: number }>('POST', '/api/shifts', { name, start_time, end_time }, admin.session);
}

/** A seat plan from today (30 days) for a student, for a shift or (none) the whole day. */
export async function createSeatPlan(
  admin: AdminAccount,
  plan: { seat: string; studentId: number; shiftId?: number | null; price?: number },
) {
  return call<{ id: number }>(
    'POST',
    '/api/auth/seat',
    {
      seat_number: plan.seat,
      student_id: plan.studentId,
      shift_id: plan.shiftId ?? null,
      price: plan.price ?? 500,
    },
    admin.session,
  );
}

/** Today in the institutes' time zone (the server's 'today'). */
export const libraryToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

/** The minute of the day now in the institutes' time zone. */
export const libraryMinute = () => {
  const [h, m] = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date())
    .split(':')
    .map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};
