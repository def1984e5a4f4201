import type { TRole } from '@studydesk/contract';
import * as contract from '@studydesk/contract';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DeclaredRoute } from '../auth/access-plugin.ts';
import { SecretBox } from '../crypto/secret-box.ts';
import { rowsOf } from '../db/rows.ts';
import * as schema from '../db/schema/index.ts';
import { pairKiosk } from './door-fixtures.ts';
import { buildAdmin, buildStaff, buildStudent, TEST_DATA_KEY } from './factories.ts';
import { hubSignature, statusNotification } from './fakes/provider-fakes.ts';
import { createTestServer, SUPERADMIN, type TestServer } from './server.ts';

/**
 * Fuzz over the route table the authorization matrix checks (`app.apiRoutes`): every route that
 * takes input gets generated bad values (wrong types, huge sizes, NUL, ids past 2^31-1, dates
 * that do not exist) from a caller allowed to use it. Each answer must be a 4xx other than
 * 401/403 (the caller may use the route), and no row may change. Cases are sampled with a fixed seed, about six per route.
 */

const BAD_IDS = ['2147483648', '99999999999999999999', '-1', '0', 'abc', '1e3', '%00', '0x10'];
const BAD_TEXT = [
  '%00',
  '2147483648',
  '-5',
  'abc',
  'x'.repeat(3000),
  '0000-01-01',
  '2026-02-30',
  'true',
  '0x10',
];
const NUL = 'nul\u0000here';
const BAD_VALUES: unknown[] = [
  NUL,
  'x'.repeat(20_000),
  2_147_483_648,
  -1,
  1e308,
  true,
  [5],
  { nested: 1 },
  null,
  '0x10',
  '',
  '0000-01-01',
  '9999-12-31',
  '2026-02-30',
  `${'a'.repeat(3000)}@example.com`,
  '9999 years',
];
/** Forms read by hand (multipart) have no route schema: only values no field of any form accepts. */
const BAD_FORM_VALUES: unknown[] = [NUL, 'x'.repeat(20_000), [5], { nested: 1 }];
/** Logging out needs no input: it answers 200 whatever the body, and ends only the caller's session. */
const TAKES_NO_INPUT = new Set(['POST /api/auth/logout', 'DELETE /api/auth/admin/setting/logo']);

/** Every field name a request schema of the contract knows: the body of a route without a schema (forms). */
const CONTRACT_FIELDS = [
  ...new Set(
    Object.entries(contract).flatMap(([name, value]) =>
      /(Request|Form)$/.test(name) && value instanceof z.ZodObject ? Object.keys(value.shape) : [],
    ),
  ),
];

function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}
const random = seeded(20261123);
const sample = <T>(list: readonly T[], n: number) =>
  [...list].sort(() => random() - 0.5).slice(0, Math.min(n, list.length));

const shapeOf = (s: unknown): Record<string, z.ZodType> => (s instanceof z.ZodObject ? s.shape : {});

/**
 * Bad for a field: NUL always is (PostgreSQL text cannot hold it), anything else when the field's
 * own schema refuses it. Values a field accepts ('abc' for a search) are not bad input.
 */
const isBadFor = (field: z.ZodType | undefined, value: unknown) =>
  (typeof value === 'string' && (value.includes('\u0000') || value.includes('%00'))) ||
  !field ||
  !field.safeParse(typeof value === 'string' ? decodeURIComponent(value) : value).success;

interface Case {
  url: string;
  payload?: object;
}

/** A well-formed id of no record for each path parameter, so that only the part under test is bad. */
const fillParams = (url: string) => url.replace(/:[a-zA-Z]+/g, '999999');

function casesFor(route: DeclaredRoute): Case[] {
  const path = route.url;
  const cases: Case[] = [];
  const params = shapeOf(route.schema?.params);
  for (const param of path.match(/:[a-zA-Z]+/g) ?? []) {
    const bad = BAD_IDS.filter((v) => isBadFor(params[param.slice(1)], v));
    for (const id of sample(bad, 2)) cases.push({ url: fillParams(path.replace(param, id)) });
  }
  for (const [key, field] of Object.entries(shapeOf(route.schema?.querystring))) {
    for (const value of sample(
      BAD_TEXT.filter((v) => isBadFor(field, v)),
      1,
    )) {
      cases.push({ url: `${fillParams(path)}?${key}=${value}` });
    }
  }
  if (route.method === 'GET') return cases;
  const body = shapeOf(route.schema?.body);
  const fields = Object.keys(body).length ? Object.keys(body) : CONTRACT_FIELDS;
  const values = Object.keys(body).length ? BAD_VALUES : BAD_FORM_VALUES;
  // One class of bad value in every field that refuses it; then a mix, a random bad value each.
  for (const value of sample(values, 4)) {
    const payload = Object.fromEntries(fields.filter((k) => isBadFor(body[k], value)).map((k) => [k, value]));
    if (Object.keys(payload).length) cases.push({ url: fillParams(path), payload });
  }
  const mixed = fields.map((k) => [
    k,
    sample(
      values.filter((v) => isBadFor(body[k], v)),
      1,
    )[0],
  ]);
  cases.push({ url: fillParams(path), payload: Object.fromEntries(mixed) });
  return cases;
}

let t: TestServer;
const tokens = new Map<TRole, string>();
let kioskCookie = '';

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const name = getTableName(table);
    if (name === 'audit_log') continue; // refusals are recorded there by design
    const result = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from ${table}`);
    counts[name] = Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  }
  return counts;
}

beforeAll(async () => {
  t = await createTestServer();
  const admin = await buildAdmin(t.db);
  const staff = await buildStaff(t.db, { admin });
  const student = await buildStudent(t.db, { admin });
  tokens.set('superadmin', await t.login('superadmin', SUPERADMIN.email, SUPERADMIN.password));
  tokens.set('admin', await t.login('admin', admin.email, admin.password));
  tokens.set('staff', await t.login('staff', staff.email, staff.password));
  tokens.set('student', await t.login('student', student.email, student.password));
  kioskCookie = (await pairKiosk(t, tokens.get('admin') ?? '')).cookie;
  // The public enquiry form's per-address budget keeps its own counter row: made before counting.
  await t.request({ method: 'POST', url: '/api/public/libraries/none/enquiries', payload: {} });
});
afterAll(() => t?.close());

/** How a caller allowed to use the route signs: a session token, the kiosk's cookie, or nothing. */
function callerOf(route: DeclaredRoute, headers: Record<string, string> = {}) {
  if ('public' in route.access) return { headers };
  if ('device' in route.access) return { headers: { ...headers, cookie: kioskCookie } };
  const role = route.access.roles.find((r) => r !== 'superadmin') ?? 'superadmin';
  return { token: tokens.get(role), headers };
}

describe('fuzz over every route', () => {
  it('answers bad input with a 4xx (never 401, 403 or 5xx) and changes no row', async () => {
    const before = await rowCounts();
    const failures: string[] = [];
    let sent = 0;
    for (const route of t.app.apiRoutes) {
      const id = `${route.method} ${route.url}`;
      if (TAKES_NO_INPUT.has(id)) continue;
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      for (const c of casesFor(route)) {
        const res = await t.request({
          method,
          url: c.url,
          ...callerOf(route),
          ...(c.payload ? { payload: c.payload } : {}),
        });
        sent++;
        if (
          res.statusCode < 400 ||
          res.statusCode >= 500 ||
          res.statusCode === 401 ||
          res.statusCode === 403
        ) {
          failures.push(
            `${id} ${c.url} ${JSON.stringify(c.payload ?? {}).slice(0, 120)} -> ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(400);
    expect(await rowCounts()).toEqual(before);
  }, 120_000);
});

/** Amounts are JSON numbers or plain decimal text of at most 2 decimals, up to ₹1 crore (issue 32). */
const BAD_AMOUNTS: unknown[] = [' 5 ', '5.', '.5', 0.30000000000000004, '5.555', '1e3', '+5', 10_000_000.01];
/** A field that takes rupees: it takes 12.50 as text, and refuses a third decimal. */
const takesRupees = (field: z.ZodType) =>
  field.safeParse('12.50').success && !field.safeParse('12.505').success;

describe('fuzz over every amount', () => {
  it('answers each bad amount in every money field with a 400 naming that field, and changes no row', async () => {
    const before = await rowCounts();
    const failures: string[] = [];
    let fields = 0;
    for (const route of t.app.apiRoutes) {
      if ('public' in route.access) continue;
      const body = shapeOf(route.schema?.body);
      for (const [key] of Object.entries(body).filter(([, f]) => takesRupees(f))) {
        fields++;
        for (const value of BAD_AMOUNTS) {
          const res = await t.request({
            method: route.method as 'POST' | 'PUT' | 'PATCH',
            url: fillParams(route.url),
            ...callerOf(route),
            payload: { [key]: value },
          });
          const issues: { field: string }[] = res.statusCode === 400 ? (res.json().issues ?? []) : [];
          if (!issues.some((i) => i.field === key))
            failures.push(
              `${route.method} ${route.url} ${key}=${JSON.stringify(value)} -> ${res.statusCode} ${res.body.slice(0, 120)}`,
            );
        }
      }
    }
    expect(failures).toEqual([]);
    // Prices of plans, fees, invoices, payments, ledger rows and desk payments.
    expect(fields).toBeGreaterThan(10);
    expect(await rowCounts()).toEqual(before);
  }, 120_000);
});

// Issue 32: deep JSON and control characters. Kept apart from the cases above so that other
// families of bad input can be added beside them without touching these.

describe('fuzz: JSON nested 5,000 deep', () => {
  it('answers every write route and the sign-in with a 400 before anything recurses, and changes no row', async () => {
    const before = await rowCounts();
    const body = `{"name":${'['.repeat(5_000)}${']'.repeat(5_000)}}`;
    const failures: string[] = [];
    const routes = t.app.apiRoutes.filter((r) => r.method !== 'GET');
    for (const [n, route] of routes.entries()) {
      const res = await t.request({
        method: route.method as 'POST' | 'PUT' | 'PATCH' | 'DELETE',
        url: fillParams(route.url),
        ...callerOf(route, { 'content-type': 'application/json', 'idempotency-key': `deep-${n}` }),
        payload: body,
      });
      if (res.statusCode !== 400 || !res.body.includes('nested too deeply')) {
        failures.push(`${route.method} ${route.url} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(routes.map((r) => `${r.method} ${r.url}`)).toContain('POST /api/auth/admin/login');
    expect(routes.length).toBeGreaterThan(60);
    expect(await rowCounts()).toEqual(before);
  }, 120_000);
});

describe('fuzz: control and text-direction characters in every text field', () => {
  /** ANSI colour, BEL, DEL, C1 CSI and NEL, VT, and the bidi embeddings, overrides and isolates. */
  const CONTROLS = [
    '\u001b[31m',
    '\u0007',
    '\u007f',
    '\u009b',
    '\u0085',
    '\u000b',
    '\u202a',
    '\u202e',
    '\u2066',
    '\u2069',
  ];
  /** What a multi-line field keeps (a lone CR is read as a line break) and a single-line one refuses. */
  const LINE_BREAKS = ['\n', '\r', '\t'];
  /** Values some text field accepts: a field is tested with the first it takes. */
  const SAMPLES = ['Kavya Iyer', 'A1', '30 Days', 'kavya@mail.test', '9876543210', 'UPSC', 'ref12345'];
  /** Passwords are kept exactly as typed and only hashed; owner echoes are checked, never stored. */
  const NOT_TEXT = /password$|^oldPassword$|^admin_name$|^admin_email$/i;
  /** The fields that keep line breaks and tabs (the web's text areas, notes and lists). */
  const MULTI_LINE = [
    'POST /api/manage/students/register address',
    'POST /api/manage/students/register permanent_address',
    'PUT /api/manage/students/:id address',
    'PUT /api/manage/students/:id permanent_address',
    'POST /api/events description',
    'POST /api/superadmin/institutes address',
    'PUT /api/superadmin/institutes/:id address',
    'PUT /api/auth/admin/setting/identity address',
    'POST /api/desk-payments note',
    'POST /api/places/bulk labels',
    'PUT /api/reminders/templates dues.en',
    'PUT /api/reminders/templates dues.hi',
    'PUT /api/reminders/templates expiry.en',
    'PUT /api/reminders/templates expiry.hi',
    'POST /api/expenses note',
    'PUT /api/expenses/:id note',
    'PUT /api/public-page/settings description',
    'PATCH /api/leads/:id notes',
  ];
  /** Forms read by hand (multipart or JSON) are parsed with these contract schemas in their services. */
  const FORMS: Record<string, z.ZodObject> = {
    'POST /api/manage/students/register': contract.ZStudentForm,
    'PUT /api/manage/students/:id': contract.ZStudentForm,
    'POST /api/events': contract.ZEventForm,
  };

  /** Every text field of a schema, nested objects included, with a value it accepts. */
  function textFields(shape: Record<string, z.ZodType>, prefix: string[] = []) {
    const fields: { path: string[]; sample: string }[] = [];
    for (const [key, field] of Object.entries(shape)) {
      if (NOT_TEXT.test(key)) continue;
      if (field instanceof z.ZodObject) fields.push(...textFields(field.shape, [...prefix, key]));
      const sample = SAMPLES.find((s) => field.safeParse(s).success);
      if (sample) fields.push({ path: [...prefix, key], sample });
    }
    return fields;
  }
  const payloadAt = (path: string[], value: string): object =>
    path.reduceRight<unknown>((inner, key) => ({ [key]: inner }), value) as object;
  const namesField = (res: { statusCode: number; json(): { issues?: { field: string }[] } }, field: string) =>
    res.statusCode === 400 && (res.json().issues ?? []).some((i) => i.field === field);

  it('answers each with a 400 naming the field, and stores none', async () => {
    const before = await rowCounts();
    // A form read by hand finds its record before reading the form: edit a student who exists.
    const students = await t.request({
      method: 'GET',
      url: '/api/manage/students?limit=1',
      token: tokens.get('admin'),
    });
    const studentId = String(students.json()[0].id);
    const failures: string[] = [];
    const multiLine: string[] = [];
    const tested = new Set<string>();
    let sent = 0;
    for (const route of t.app.apiRoutes) {
      const id = `${route.method} ${route.url}`;
      // Searches and filters: one line, like any other text.
      for (const { path, sample } of textFields(shapeOf(route.schema?.querystring))) {
        const field = path.join('.');
        tested.add(`${id} ?${field}`);
        for (const control of [...CONTROLS, ...LINE_BREAKS]) {
          const value = encodeURIComponent(`${sample.slice(0, 1)}${control}${sample.slice(1)}`);
          const res = await t.request({
            method: route.method as 'GET',
            url: `${fillParams(route.url)}?${field}=${value}`,
            ...callerOf(route),
          });
          sent++;
          if (!namesField(res, field)) {
            failures.push(`${id} ?${field}=${value} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
          }
        }
      }
      const schema = FORMS[id] ?? route.schema?.body;
      for (const { path, sample } of textFields(shapeOf(schema))) {
        const field = path.join('.');
        tested.add(`${id} ${field}`);
        // A field that takes a line break is multi-line: it must be one of those listed.
        // (A body whose other fields are all optional parses whole: then it takes them too.)
        const withLines = (schema as z.ZodType).safeParse(payloadAt(path, `${sample}\nline two\tand a tab`));
        const takesLines =
          withLines.success || withLines.error.issues.every((i) => i.path.join('.') !== field);
        if (takesLines) multiLine.push(`${id} ${field}`);
        const controls = takesLines ? CONTROLS : [...CONTROLS, ...LINE_BREAKS];
        // In the middle: trimming may not take it away.
        const middle = Math.floor(sample.length / 2);
        for (const control of controls) {
          const value = `${sample.slice(0, middle)}${control}${sample.slice(middle)}`;
          const res = await t.request({
            method: route.method as 'POST' | 'PUT' | 'PATCH' | 'DELETE',
            url: FORMS[id] ? route.url.replace(':id', studentId) : fillParams(route.url),
            ...callerOf(route),
            payload: payloadAt(path, value),
          });
          sent++;
          if (!namesField(res, field)) {
            failures.push(
              `${id} ${field} ${JSON.stringify(value)} -> ${res.statusCode} ${res.body.slice(0, 120)}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(multiLine.sort()).toEqual([...MULTI_LINE].sort());
    expect(tested.size).toBeGreaterThan(60);
    expect(sent).toBeGreaterThan(700);
    expect(await rowCounts()).toEqual(before);
    expect(await textHoldingControls()).toEqual([]);
  }, 180_000);
});

/** Every text column of every table that holds a control character other than a line break or tab. */
async function textHoldingControls(): Promise<string[]> {
  const pattern = '[\u0001-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]';
  const columns = await t.db.execute<{ table_name: string; column_name: string }>(
    sql`select table_name, column_name from information_schema.columns
        where table_schema = current_schema() and data_type in ('text', 'character varying')`,
  );
  const found: string[] = [];
  for (const c of rowsOf<{ table_name: string; column_name: string }>(columns)) {
    const result = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(c.table_name)} where ${sql.identifier(c.column_name)} ~ ${pattern}`,
    );
    const n = Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
    if (n > 0) found.push(`${c.table_name}.${c.column_name}: ${n}`);
  }
  return found;
}

describe('fuzz: signed WhatsApp webhook calls', () => {
  /** A notification with one field of one status (or of its envelope) replaced by a bad value. */
  const STATUS_FIELDS = ['id', 'status', 'timestamp', 'recipient_id', 'errors'];
  /** Bad for each of those fields (text of bounded length, digits, a list of errors). */
  const BAD_STATUS_VALUES: unknown[] = [2_147_483_648, true, [5], { nested: 1 }, null, 'x'.repeat(20_000)];

  it('answers signed bodies of the wrong shape with a 400 (never 5xx) and changes no row', async () => {
    const admin = await buildAdmin(t.db);
    const box = new SecretBox(Buffer.from(TEST_DATA_KEY, 'hex'));
    const none = { dues: { en: '', hi: '' }, expiry: { en: '', hi: '' } };
    await t.db.insert(schema.messagingSettings).values({
      adminId: admin.id,
      whatsappPhoneNumberId: '100200300400',
      whatsappTemplates: none,
      whatsappAppSecretSealed: box.seal('fuzz-secret'),
      smsTemplates: none,
    });
    const before = await rowCounts();
    const good = JSON.parse(
      statusNotification('100200300400', [{ id: 'wamid.X', status: 'read', at: new Date() }]),
    );
    const bodies: unknown[] = [...BAD_VALUES, { ...good, object: 'page' }, { ...good, entry: 'x' }];
    for (const field of STATUS_FIELDS) {
      for (const value of BAD_STATUS_VALUES) {
        const copy = structuredClone(good);
        copy.entry[0].changes[0].value.statuses[0][field] = value;
        bodies.push(copy);
      }
    }
    const failures: string[] = [];
    for (const body of bodies) {
      const raw = JSON.stringify(body);
      const res = await t.request({
        method: 'POST',
        url: `/api/webhooks/whatsapp/${admin.id}`,
        headers: {
          'content-type': 'application/json',
          'x-hub-signature-256': hubSignature(raw, 'fuzz-secret'),
        },
        payload: raw,
      });
      if (res.statusCode !== 400)
        failures.push(`${raw.slice(0, 120)} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
    expect(bodies.length).toBeGreaterThan(30);
    expect(await rowCounts()).toEqual(before);
  }, 60_000);
});
