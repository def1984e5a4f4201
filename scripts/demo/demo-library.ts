/**
 * A demo library that looks busy, built only through the API (so every money rule, receipt
 * number and seat-ledger hold is the server's own): three shifts including a night shift,
 * 60 seats, ~120 students, three months of seat plans and renewals, desk payments by cash and
 * UPI, UPI payments waiting to be confirmed, dues, check-ins and attendance, books, events and
 * a reminder log. Deterministic: fixed names and a seeded random sequence.
 */
import { addDays, verhoeffCheckDigit } from '@studydesk/contract';
import { FIRST_NAMES, LAST_NAMES } from '../indian-names.ts';

/** One API call: a method, a path under the server, a body (JSON, or a multipart form) and a Bearer token. */
export type DemoCall = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: object | MultipartBody,
  token?: string,
) => Promise<{ status: number; body: unknown }>;

export interface MultipartBody {
  multipart: Buffer;
  contentType: string;
}

/** A 1x1 PNG, the events' pictures. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function multipartForm(fields: Record<string, string>, files: Record<string, Buffer>): MultipartBody {
  const boundary = 'demo-library-form-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const [name, bytes] of Object.entries(files)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { multipart: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export const DEMO = {
  library: 'Saraswati Study Library',
  owner: 'owner@demo.studydesk.in',
  password: 'Demo-Library-2026',
  staff: ['staff1@demo.studydesk.in', 'staff2@demo.studydesk.in'],
  students: 120,
  student: (n: number) => `student${n}@demo.studydesk.in`,
} as const;

export interface DemoResult {
  created: boolean;
  /** The owner's library id (the admin's id). */
  adminId: number;
  students: number;
  /** How many days ago each student joined, by student id (for back-dating admissions). */
  joinedDaysAgo: Map<number, number>;
}

const SHIFTS = [
  { name: 'Morning', start_time: '06:00', end_time: '14:00' },
  { name: 'Evening', start_time: '14:00', end_time: '22:00' },
  { name: 'Night', start_time: '22:00', end_time: '06:00' },
] as const;
/** Monthly seat price per shift (the night shift is cheaper). */
const PRICE = [1200, 1100, 900] as const;
const SEAT_ROWS = ['A', 'B', 'C'] as const;
const SEATS_PER_ROW = 20;
const COURSES = ['UPSC CSE', 'SSC CGL', 'NEET', 'JEE Main', 'CA Foundation', 'Bank PO', 'RAS', 'UGC NET'];
const BOOKS = [
  'Indian Polity (M. Laxmikanth)',
  'Certificate Physical and Human Geography',
  'A Brief History of Modern India',
  'Quantitative Aptitude (R. S. Aggarwal)',
  'NCERT Biology Class XII',
  'Indian Economy (Ramesh Singh)',
  'Objective General English',
];

/** mulberry32: the same sequence on every run. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const aadhaarOf = (n: number) => {
  const body = `${2 + (n % 8)}${String(3000000000 + n * 7919).slice(-10)}`;
  return `${body}${verhoeffCheckDigit(body)}`;
};

function expect(res: { status: number; body: unknown }, status: number, what: string) {
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as Record<string, unknown>;
}

/**
 * Builds the demo library, signing in as the superadmin to add its owner. When the owner can already sign in, nothing is written (`created: false`).
 */
export async function seedDemoLibrary(
  call: DemoCall,
  superadmin: { email: string; password: string },
  /** How many students (the test builds a smaller library of the same shape). */
  students: number = DEMO.students,
): Promise<DemoResult> {
  const login = async (role: string, email: string, password: string) =>
    (await call('POST', `/api/auth/${role}/login`, { email, password })) as {
      status: number;
      body: { token?: string; user?: { id: number } };
    };
  const existing = await login('admin', DEMO.owner, DEMO.password);
  if (existing.status === 200) {
    return { created: false, adminId: existing.body.user?.id ?? 0, students: 0, joinedDaysAgo: new Map() };
  }

  const root = await login('superadmin', superadmin.email, superadmin.password);
  if (root.status !== 200 || !root.body.token) {
    throw new Error(
      `cannot sign in as the superadmin ${superadmin.email} (${root.status}): set SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD as the server has them`,
    );
  }
  const added = await call(
    'POST',
    '/api/auth/admin/add',
    { name: DEMO.library, email: DEMO.owner, password: DEMO.password },
    root.body.token,
  );
  if (added.status === 409) {
    throw new Error(`${DEMO.owner} exists but its password is no longer ${DEMO.password}: the demo exists`);
  }
  const adminId = Number(expect(added, 201, 'add the owner').admin_id);
  const owner = (await login('admin', DEMO.owner, DEMO.password)).body.token ?? '';
  const as = async (method: 'GET' | 'POST' | 'PUT', url: string, body: object | undefined, status: number) =>
    expect(await call(method, url, body, owner), status, `${method} ${url}`);
  // The library's own date (its time zone), as the cockpit reads it.
  const today = String((await as('GET', '/api/dashboard/cockpit', undefined, 200)).today);
  const random = seeded(2026);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;

  await as(
    'PUT',
    '/api/auth/admin/setting/update-settings',
    { totalSeats: SEAT_ROWS.length * SEATS_PER_ROW, totalLockers: 0, upiId: 'saraswati.library@okbank' },
    200,
  );
  await as(
    'PUT',
    '/api/auth/admin/setting/identity',
    { name: DEMO.library, address: '2nd floor, Shivaji Nagar, Pune 411005', phone: '9822012345' },
    200,
  );
  const shiftIds: number[] = [];
  for (const s of SHIFTS) shiftIds.push(Number((await as('POST', '/api/shifts', s, 201)).id));
  await as(
    'POST',
    '/api/places/bulk',
    { kind: 'seat', labels: SEAT_ROWS.map((r) => `${r}1-${r}${SEATS_PER_ROW}`).join('\n') },
    201,
  );
  const staffTokens: string[] = [];
  for (const [i, email] of DEMO.staff.entries()) {
    await as(
      'POST',
      '/api/auth/staff/add',
      {
        name: i === 0 ? 'Sunil Pawar' : 'Farah Shaikh',
        email,
        phone: `982201456${i}`,
        password: DEMO.password,
      },
      201,
    );
    staffTokens.push((await login('staff', email, DEMO.password)).body.token ?? '');
  }
  const desk = staffTokens[0] ?? owner;

  // Students, each with a join day in the last three months; the earliest joined first.
  const joined = Array.from({ length: students }, () => Math.floor(random() * 92)).sort((a, b) => b - a);
  const people: { id: number; n: number; name: string; daysAgo: number }[] = [];
  for (let n = 1; n <= students; n++) {
    const name = `${FIRST_NAMES[(n * 5) % FIRST_NAMES.length]} ${LAST_NAMES[(n * 7 + 3) % LAST_NAMES.length]}`;
    const created = await as(
      'POST',
      '/api/manage/students/register',
      {
        name,
        email: DEMO.student(n),
        phone: `9${String(100000000 + ((n * 7919) % 899999999)).padStart(9, '0')}`,
        aadhaar: aadhaarOf(n),
        course: COURSES[n % COURSES.length],
        address: `${10 + n}, Fergusson College Road, Pune`,
        father_name: `${FIRST_NAMES[(n * 3 + 1) % FIRST_NAMES.length]} ${LAST_NAMES[(n * 7 + 3) % LAST_NAMES.length]}`,
        password: DEMO.password,
      },
      201,
    );
    people.push({ id: Number(created.id), n, name, daysAgo: joined[n - 1] ?? 0 });
  }

  // Seat plans: seat r-k per shift; 30-day plans renewed back to back while the student stays.
  // Most stay; some stopped coming (lapsed), some paid part (dues), some paid nothing yet.
  const seatLabels = SEAT_ROWS.flatMap((r) =>
    Array.from({ length: SEATS_PER_ROW }, (_, k) => `${r}${k + 1}`),
  );
  // 50 / 42 / 20 of 120 students hold a seat per shift; a smaller demo keeps the proportions.
  const perShift = [50, 42, 20].map((n) => Math.round((n * students) / DEMO.students));
  let who = 0;
  for (const [s, count] of perShift.entries()) {
    for (let k = 0; k < count && who < people.length; k++, who++) {
      const p = people[who] as (typeof people)[number];
      const leftAfter = random() < 0.12 ? 1 + Math.floor(random() * 2) : 99; // plans before leaving
      const payer = random();
      let startsOn = addDays(today, -p.daysAgo);
      let plan = await as(
        'POST',
        '/api/auth/seat',
        {
          seat_number: seatLabels[k],
          shift_id: shiftIds[s],
          price: PRICE[s],
          student_id: p.id,
          starts_on: startsOn,
          duration: '30 Days',
        },
        201,
      );
      for (let round = 1; ; round++) {
        // Paid at the desk on the plan's first day (or today, for a plan starting later).
        const paidOn = startsOn <= today ? startsOn : today;
        const price = PRICE[s] ?? 1000;
        const part = payer < 0.12 ? 0 : payer < 0.27 ? Math.round(price * 0.5) : price;
        if (part > 0) {
          await as(
            'POST',
            '/api/desk-payments',
            { student_id: p.id, amount: part, method: random() < 0.55 ? 'cash' : 'upi', paid_on: paidOn },
            201,
          );
        }
        const endsOn = addDays(startsOn, 29);
        if (round >= leftAfter || endsOn >= addDays(today, 5)) break;
        plan = await as('POST', `/api/auth/seat/${plan.id}/renew`, undefined, 201);
        startsOn = String(plan.starts_on);
      }
    }
  }

  // UPI payments students sent from their phones, waiting for the desk to confirm.
  for (const p of people.slice(0, 9)) {
    const token = (await login('student', DEMO.student(p.n), DEMO.password)).body.token ?? '';
    expect(
      await call('POST', '/api/payments', { student_id: p.id, amount: 600, utr: `4${p.n}77801234` }, token),
      201,
      'a student UPI payment',
    );
  }

  // Today's door: two in three seated students checked in, a few already gone home.
  const seated = people.slice(0, who);
  for (const p of seated) {
    if (random() < 0.66) {
      await call('POST', '/api/checkin/checkin', { user_id: p.id }, desk);
      if (random() < 0.2) await call('POST', '/api/checkin/checkout', { user_id: p.id }, desk);
    }
  }
  // Attendance for the last three days.
  for (let d = 3; d >= 1; d--) {
    for (const p of seated) {
      if (p.daysAgo >= d && random() < 0.75) {
        await as('POST', '/api/attendance', { student_id: p.id, date: addDays(today, -d) }, 201);
      }
    }
  }
  // Books out (some back), events, and a reminder log.
  for (let i = 0; i < 18; i++) {
    const p = pick(seated);
    const issue = await as(
      'POST',
      '/api/books',
      { student_id: p.id, book_title: pick(BOOKS), issue_date: addDays(today, -Math.floor(random() * 40)) },
      201,
    );
    if (i % 3 === 0) await as('PUT', `/api/books/return/${issue.id}`, undefined, 200);
  }
  const events = [
    {
      title: 'UPSC Prelims mock test',
      date: addDays(today, 6),
      description: 'Full-length GS paper 1, 9:30 am, hall B.',
    },
    {
      title: 'Library closed for Holi',
      date: addDays(today, 20),
      description: 'Night shift resumes the next day.',
    },
    { title: 'Current affairs quiz', date: addDays(today, -5), description: 'Winners: Kavya and Rohan.' },
  ];
  for (const e of events) {
    const form = multipartForm({ ...e, status: 'Active' }, { desktop_image: PIXEL, mobile_image: PIXEL });
    await as('POST', '/api/events', form, 201);
  }
  const dues = (await as('GET', '/api/dues?limit=12', undefined, 200)) as unknown;
  const debtors = Array.isArray(dues) ? (dues as { student_id: number }[]) : [];
  for (const [i, d] of debtors.slice(0, 10).entries()) {
    await as(
      'POST',
      '/api/reminders',
      {
        student_id: d.student_id,
        kind: 'dues',
        channel: i % 3 === 2 ? 'sms' : 'whatsapp',
        lang: i % 2 ? 'hi' : 'en',
      },
      201,
    );
  }
  return {
    created: true,
    adminId,
    students: people.length,
    joinedDaysAgo: new Map(people.map((p) => [p.id, p.daysAgo])),
  };
}

/** A DemoCall's body as `app.inject` or `fetch` options: JSON, or multipart bytes with their type. */
export function demoPayload(body: object | MultipartBody | undefined): {
  payload?: object | Buffer;
  headers?: Record<string, string>;
} {
  if (!body) return {};
  if ('multipart' in body && Buffer.isBuffer(body.multipart))
    return { payload: body.multipart, headers: { 'content-type': body.contentType } };
  return { payload: body };
}
