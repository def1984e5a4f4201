import { verhoeffCheckDigit } from '@studydesk/contract';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password.ts';
import { AadhaarVault } from '../crypto/aadhaar-vault.ts';
import type { Db } from '../db/client.ts';
import { admins, places } from '../db/schema/index.ts';
import { insertAdmin } from '../modules/admins/admins.queries.ts';
import { insertStaff } from '../modules/staff/staff.queries.ts';
import { insertStudent } from '../modules/students/students.queries.ts';

const FIRST = [
  'Aarav',
  'Priya',
  'Rohan',
  'Ananya',
  'Vikram',
  'Sneha',
  'Arjun',
  'Kavya',
  'Ishaan',
  'Meera',
  'Rahul',
  'Pooja',
];
const LAST = [
  'Sharma',
  'Verma',
  'Iyer',
  'Reddy',
  'Patel',
  'Nair',
  'Gupta',
  'Singh',
  'Das',
  'Kulkarni',
  'Joshi',
  'Menon',
];
const COURSES = ['UPSC CSE', 'SSC CGL', 'NEET', 'JEE Main', 'CA Foundation', 'Bank PO'];

let seq = 0;
const next = () => ++seq;
const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

export const DEFAULT_PASSWORD = 'Reading-Room-2026';
/** The data key of every test server, so that factories seal Aadhaar as the server would. */
export const TEST_DATA_KEY = 'a1'.repeat(32);
export const testVault = new AadhaarVault(Buffer.from(TEST_DATA_KEY, 'hex'));
let defaultHash: Promise<string> | undefined;
function passwordHashFor(password: string): Promise<string> {
  if (password !== DEFAULT_PASSWORD) return hashPassword(password);
  defaultHash ??= hashPassword(DEFAULT_PASSWORD);
  return defaultHash;
}

export function indianName(n = next()): string {
  return `${pick(FIRST, n)} ${pick(LAST, n * 7 + 3)}`;
}

export function indianPhone(n = next()): string {
  return `9${String(100000000 + ((n * 7919) % 899999999)).padStart(9, '0')}`;
}

/** A syntactically valid Aadhaar number (Verhoeff check digit), different for each n. */
export function validAadhaar(n = next()): string {
  const body = `${2 + (n % 8)}${String(1000000000 + n * 104729).slice(-10)}`;
  return `${body}${verhoeffCheckDigit(body)}`;
}

const uniq = () => `${next()}${Math.random().toString(36).slice(2, 6)}`;

export async function buildAdmin(
  db: Db,
  overrides: Partial<{ name: string; email: string; password: string }> = {},
) {
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const name = overrides.name ?? indianName();
  const email = overrides.email ?? `admin.${uniq()}@library.test`;
  const row = await insertAdmin(db, { name, email, passwordHash: await passwordHashFor(password) });
  const [full] = await db.query.admins.findMany({ where: (a, { eq }) => eq(a.id, row.id), limit: 1 });
  return { id: row.id, email, password, name, joinCode: full?.joinCode ?? '' };
}

export type BuiltAdmin = Awaited<ReturnType<typeof buildAdmin>>;

export async function buildStaff(db: Db, { admin }: { admin?: BuiltAdmin } = {}) {
  const owner = admin ?? (await buildAdmin(db));
  const password = DEFAULT_PASSWORD;
  const n = next();
  const email = `staff.${uniq()}@library.test`;
  const name = indianName(n);
  const row = await insertStaff(db, owner.id, {
    name,
    email,
    phone: indianPhone(n),
    passwordHash: await passwordHashFor(password),
  });
  return { id: row.id, email, password, name, admin: owner };
}

export async function buildStudent(db: Db, { admin }: { admin?: BuiltAdmin } = {}) {
  const owner = admin ?? (await buildAdmin(db));
  const password = DEFAULT_PASSWORD;
  const n = next();
  const email = `student.${uniq()}@mail.test`;
  const name = indianName(n);
  const row = await insertStudent(db, owner.id, {
    name,
    email,
    phone: indianPhone(n),
    ...testVault.seal(validAadhaar(n)),
    course: pick(COURSES, n),
    passwordHash: await passwordHashFor(password),
  });
  return { id: row.id, studentId: row.studentId, email, password, name, admin: owner };
}

/** Seats or lockers of a library, with the Settings total raised to fit them. */
export async function buildPlaces(db: Db, admin: { id: number }, kind: 'seat' | 'locker', labels: string[]) {
  const rows = await db
    .insert(places)
    .values(labels.map((label) => ({ adminId: admin.id, kind, label })))
    .returning({ id: places.id, label: places.label });
  const column = kind === 'seat' ? admins.totalSeats : admins.totalLockers;
  await db
    .update(admins)
    .set({ [kind === 'seat' ? 'totalSeats' : 'totalLockers']: sql`${column} + ${labels.length}` })
    .where(eq(admins.id, admin.id));
  return rows;
}
