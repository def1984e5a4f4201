import {
  balanceEffect,
  type TChargeKind,
  type TLedgerEntryType,
  type TPaymentMethod,
} from '@studydesk/contract';
import { and, asc, eq, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { ledgerEntries } from '../../db/schema/index.ts';
import { ofTenant } from '../../db/tenant-rows.ts';
import { notFound } from '../../errors/http-errors.ts';
import { libraryToday } from '../../tenancy/library-clock.ts';

/** Who posts money rows (kept on each row for the day-close report). */
export interface MoneyActor {
  role: string;
  id: number;
  name: string;
}

export interface NewEntry {
  studentId: number;
  entryType: TLedgerEntryType;
  amountPaise: number;
  description: string;
  actor: MoneyActor;
  chargeKind?: TChargeKind;
  method?: TPaymentMethod;
  reference?: string;
  sourceType?: string;
  sourceId?: number;
  receiptId?: number;
  reversesId?: number;
  entryDate?: string;
}

/** Appends one row to a student's ledger (rows are never edited); returns its id. */
export async function postEntry(db: Db, adminId: number, e: NewEntry): Promise<number> {
  const [row] = await db
    .insert(ledgerEntries)
    .values({
      adminId,
      studentId: e.studentId,
      entryType: e.entryType,
      chargeKind: e.chargeKind ?? null,
      method: e.method ?? null,
      amountPaise: e.amountPaise,
      description: e.description,
      reference: e.reference ?? '',
      sourceType: e.sourceType ?? null,
      sourceId: e.sourceId ?? null,
      receiptId: e.receiptId ?? null,
      reversesId: e.reversesId ?? null,
      entryDate: e.entryDate ?? (await libraryToday(db, adminId)),
      actorRole: e.actor.role,
      actorId: e.actor.id,
      actorName: e.actor.name,
    })
    .returning({ id: ledgerEntries.id });
  if (!row) throw new Error('insert returned nothing');
  return row.id;
}

/** A charge for something a student took, and where it came from (a plan, an invoice, a payment...). */
export interface ChargeSpec {
  studentId: number;
  kind: TChargeKind;
  sourceType: string;
  sourceId: number;
  amountPaise: number;
  description: string;
  actor: MoneyActor;
}

/** Posts a charge for what a student took (a plan, admission, a late fee...); nothing for ₹0. */
export async function postCharge(db: Db, adminId: number, c: ChargeSpec): Promise<number | null> {
  if (c.amountPaise <= 0) return null;
  return postEntry(db, adminId, {
    studentId: c.studentId,
    entryType: 'charge',
    chargeKind: c.kind,
    amountPaise: c.amountPaise,
    description: c.description,
    sourceType: c.sourceType,
    sourceId: c.sourceId,
    actor: c.actor,
  });
}

const reversal = alias(ledgerEntries, 'reversal');

/** The charges of a source (a plan, an invoice...) not yet reversed. */
async function openCharges(db: Db, adminId: number, sourceType: string, sourceId: number) {
  const rows = await db
    .select({ e: ledgerEntries })
    .from(ledgerEntries)
    // A reversal is its library's (the ledger is partitioned by library, 0027).
    .leftJoin(
      reversal,
      and(eq(reversal.adminId, ledgerEntries.adminId), eq(reversal.reversesId, ledgerEntries.id)),
    )
    .where(
      and(
        ofTenant(ledgerEntries, adminId),
        eq(ledgerEntries.sourceType, sourceType),
        eq(ledgerEntries.sourceId, sourceId),
        eq(ledgerEntries.entryType, 'charge'),
        isNull(ledgerEntries.reversesId),
        isNull(reversal.id),
      ),
    )
    .orderBy(asc(ledgerEntries.id));
  return rows.map((r) => r.e);
}

/** Posts the reversal of every not yet reversed charge of a source (a cancelled plan); returns how many. */
export async function reverseCharges(
  db: Db,
  adminId: number,
  r: { sourceType: string; sourceId: number; reason: string; actor: MoneyActor },
): Promise<number> {
  const open = await openCharges(db, adminId, r.sourceType, r.sourceId);
  for (const e of open) await reverseEntry(db, adminId, e, r.reason, r.actor);
  return open.length;
}

/**
 * Brings a source's charge in line after an edit (new price or student, plan switched off):
 * when its open charge differs, posts the reversal and the new charge (none for ₹0 / no student).
 */
export async function rechargeSource(
  db: Db,
  adminId: number,
  c: Omit<ChargeSpec, 'studentId'> & { studentId: number | null },
): Promise<void> {
  const open = await openCharges(db, adminId, c.sourceType, c.sourceId);
  const wanted =
    c.studentId !== null && c.amountPaise > 0 ? [{ studentId: c.studentId, amountPaise: c.amountPaise }] : [];
  const same =
    open.length === wanted.length &&
    open.every((o, i) => o.studentId === wanted[i]?.studentId && o.amountPaise === wanted[i]?.amountPaise);
  if (same) return;
  await reverseCharges(db, adminId, {
    sourceType: c.sourceType,
    sourceId: c.sourceId,
    reason: 'plan changed',
    actor: c.actor,
  });
  if (c.studentId !== null) await postCharge(db, adminId, { ...c, studentId: c.studentId });
}

type EntryRow = typeof ledgerEntries.$inferSelect;

async function reverseEntry(db: Db, adminId: number, e: EntryRow, reason: string, actor: MoneyActor) {
  return postEntry(db, adminId, {
    studentId: e.studentId,
    entryType: e.entryType as TLedgerEntryType,
    chargeKind: (e.chargeKind as TChargeKind | null) ?? undefined,
    method: (e.method as TPaymentMethod | null) ?? undefined,
    amountPaise: -e.amountPaise,
    description: `Reversal: ${reason}`,
    sourceType: e.sourceType ?? undefined,
    sourceId: e.sourceId ?? undefined,
    reversesId: e.id,
    actor,
  });
}

/** Reverses one ledger row by id (404 when not the tenant's or already a reversal; 409 via unique index when reversed). */
export async function reverseEntryById(
  db: Db,
  adminId: number,
  id: number,
  reason: string,
  actor: MoneyActor,
) {
  const [e] = await db
    .select()
    .from(ledgerEntries)
    .where(and(ofTenant(ledgerEntries, adminId), eq(ledgerEntries.id, id), isNull(ledgerEntries.reversesId)));
  if (!e) throw notFound('Ledger entry not found.');
  return { id: await reverseEntry(db, adminId, e, reason, actor), studentId: e.studentId };
}

/** Sums of a student's ledger as the Fees table shows them (paise). */
export interface LedgerTotals {
  seat: number;
  locker: number;
  charges: number;
  discounts: number;
  /** Payments less refunds. */
  paid: number;
  balance: number;
}

// sum() of an int is a bigint (a student's payments may pass an int's reach), which the pg driver
// hands over as text: read as a number.
const sumOf = (cond: SQL) =>
  sql<number>`coalesce(sum(case when ${cond} then ${ledgerEntries.amountPaise} end), 0)`.mapWith(Number);
const isType = (t: TLedgerEntryType) => sql`${ledgerEntries.entryType} = ${t}`;

/** The totals column set used by every view of a student's due. */
const totalsColumns = {
  seat: sumOf(sql`${isType('charge')} and ${ledgerEntries.chargeKind} = 'seat'`),
  locker: sumOf(sql`${isType('charge')} and ${ledgerEntries.chargeKind} = 'locker'`),
  charges: sumOf(isType('charge')),
  discounts: sumOf(isType('discount')),
  paid: sql<number>`${sumOf(isType('payment'))} - ${sumOf(isType('refund'))}`.mapWith(Number),
};

export const emptyTotals: LedgerTotals = {
  seat: 0,
  locker: 0,
  charges: 0,
  discounts: 0,
  paid: 0,
  balance: 0,
};

/** Ledger totals of the given students of a library, by student id (students without rows are absent). */
export async function ledgerTotals(db: Db, adminId: number, studentIds: number[]) {
  const result = new Map<number, LedgerTotals>();
  if (studentIds.length === 0) return result;
  const rows = await totalsOfStudents(db, { adminId, studentIds });
  for (const { studentId, ...t } of rows) {
    result.set(studentId, { ...t, balance: t.charges - t.discounts - t.paid });
  }
  return result;
}

/** The totals of some students of a library, grouped by student: read from the index alone (0016). */
export const totalsOfStudentsSelect = (db: Db, adminId: SQL | Placeholder, studentIds: SQL | Placeholder) =>
  db
    .select({ studentId: ledgerEntries.studentId, ...totalsColumns })
    .from(ledgerEntries)
    .where(
      and(eq(ledgerEntries.adminId, adminId), sql`${ledgerEntries.studentId} = any(${studentIds}::int[])`),
    )
    .groupBy(ledgerEntries.studentId);

// Every page of the Fees table and every student's details read these: a prepared statement
// (db/prepared.ts) taking the students as one array.
const totalsOfStudents = preparedStatement((db: Db) =>
  totalsOfStudentsSelect(db, sql.placeholder('adminId'), sql.placeholder('studentIds')).prepare(
    'ledger_totals_of_students',
  ),
);

/** The totals of a student's ledger rows, as `totalsColumns` sums them in the database. */
export function totalsOfEntries(
  rows: readonly { entryType: string; chargeKind: string | null; amountPaise: number }[],
): LedgerTotals {
  const t = { ...emptyTotals };
  for (const { entryType, chargeKind, amountPaise } of rows) {
    if (entryType === 'charge') {
      t.charges += amountPaise;
      if (chargeKind === 'seat') t.seat += amountPaise;
      else if (chargeKind === 'locker') t.locker += amountPaise;
    } else if (entryType === 'discount') t.discounts += amountPaise;
    else if (entryType === 'payment') t.paid += amountPaise;
    else if (entryType === 'refund') t.paid -= amountPaise;
  }
  t.balance = t.charges - t.discounts - t.paid;
  return t;
}

/**
 * A student's ledger with its totals, from one read of their rows (each statement on the
 * ledger, partitioned by library, is planned on every call: 0027).
 */
export async function studentLedgerWithTotals(db: Db, adminId: number, studentId: number) {
  const ledger = await studentLedger(db, adminId, studentId);
  return { ledger, totals: totalsOfEntries(ledger.map((r) => r.entry)) };
}

/** One student's ledger totals. */
export async function studentTotals(db: Db, adminId: number, studentId: number): Promise<LedgerTotals> {
  return (await ledgerTotals(db, adminId, [studentId])).get(studentId) ?? emptyTotals;
}

/** A student's ledger, oldest first, each row with the running balance after it (paise). */
export async function studentLedger(db: Db, adminId: number, studentId: number) {
  const rows = await entriesOfStudent(db, { adminId, studentId });
  let balance = 0;
  return rows.map((e) => {
    balance += balanceEffect({ entry_type: e.entryType as TLedgerEntryType, amount_paise: e.amountPaise });
    return { entry: e, balanceAfter: balance };
  });
}

// Student details and every view of one student's ledger read it on each open: prepared (db/prepared.ts).
const entriesOfStudent = preparedStatement((db: Db) =>
  db
    .select()
    .from(ledgerEntries)
    .where(
      and(
        ofTenant(ledgerEntries, sql.placeholder('adminId')),
        eq(ledgerEntries.studentId, sql.placeholder('studentId')),
      ),
    )
    .orderBy(asc(ledgerEntries.id))
    .prepare('ledger_of_student'),
);

/** The signed-in desk or student as the ledger records them. */
export const moneyActor = (a: { role: string; userId: number; name: string }): MoneyActor => ({
  role: a.role,
  id: a.userId,
  name: a.name,
});
