import type { TLedgerEntryType } from '@studydesk/contract';
import { and, asc, eq, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { ledgerEntries } from '../../db/schema/index.ts';
import { ofTenant } from '../../db/tenant-rows.ts';

export type EntryRow = typeof ledgerEntries.$inferSelect;
export type EntryInsert = Omit<typeof ledgerEntries.$inferInsert, 'id' | 'adminId' | 'createdAt'>;

/** Appends one row to a student's ledger (rows are never edited); returns its id. */
export async function insertEntry(db: Db, adminId: number, values: EntryInsert): Promise<number> {
  const [row] = await db
    .insert(ledgerEntries)
    .values({ ...values, adminId })
    .returning({ id: ledgerEntries.id });
  if (!row) throw new Error('insert returned nothing');
  return row.id;
}

/**
 * How a row moves its student's balance: the database's `ledger_effect` (0038), the one place
 * the balance formula is written. Every balance below is a sum of it.
 */
const effectOf = (
  entryType: SQL | typeof ledgerEntries.entryType,
  amountPaise: SQL | typeof ledgerEntries.amountPaise,
) => sql<number>`ledger_effect(${entryType}, ${amountPaise})`;
const rowEffect = effectOf(ledgerEntries.entryType, ledgerEntries.amountPaise);

const reversal = alias(ledgerEntries, 'reversal');

/** The charges of a source (a plan, an invoice...) not yet reversed, oldest first. */
export async function openChargesOf(db: Db, adminId: number, sourceType: string, sourceId: number) {
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

/** A row of the library's ledger that is not itself a reversal, or null. */
export async function findReversibleEntry(db: Db, adminId: number, id: number): Promise<EntryRow | null> {
  const [row] = await db
    .select()
    .from(ledgerEntries)
    .where(and(ofTenant(ledgerEntries, adminId), eq(ledgerEntries.id, id), isNull(ledgerEntries.reversesId)));
  return row ?? null;
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

export const emptyTotals: LedgerTotals = {
  seat: 0,
  locker: 0,
  charges: 0,
  discounts: 0,
  paid: 0,
  balance: 0,
};

// sum() of an int is a bigint (a student's payments may pass an int's reach), which the pg driver
// hands over as text: read as a number.
const sumOf = (value: SQL) => sql<number>`coalesce(sum(${value}), 0)`.mapWith(Number);
const amountWhen = (cond: SQL) => sql`case when ${cond} then ${ledgerEntries.amountPaise} end`;
const isType = (t: TLedgerEntryType) => sql`${ledgerEntries.entryType} = ${t}`;

/** The totals column set used by every view of a student's due. */
const totalsColumns = {
  seat: sumOf(amountWhen(sql`${isType('charge')} and ${ledgerEntries.chargeKind} = 'seat'`)),
  locker: sumOf(amountWhen(sql`${isType('charge')} and ${ledgerEntries.chargeKind} = 'locker'`)),
  charges: sumOf(amountWhen(isType('charge'))),
  discounts: sumOf(amountWhen(isType('discount'))),
  paid: sql<number>`${sumOf(amountWhen(isType('payment')))} - ${sumOf(amountWhen(isType('refund')))}`.mapWith(
    Number,
  ),
  balance: sumOf(rowEffect),
};

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

/** Ledger totals of the given students of a library, by student id (students without rows are absent). */
export async function ledgerTotals(db: Db, adminId: number, studentIds: number[]) {
  const result = new Map<number, LedgerTotals>();
  if (studentIds.length === 0) return result;
  for (const { studentId, ...totals } of await totalsOfStudents(db, { adminId, studentIds })) {
    result.set(studentId, totals);
  }
  return result;
}

/** A student's balance were one more row posted (the receipt of a payment states it). */
export async function balanceWith(
  db: Db,
  adminId: number,
  studentId: number,
  row: { entryType: TLedgerEntryType; amountPaise: number },
): Promise<number> {
  const [r] = await db
    .select({
      balance:
        sql<number>`${sumOf(rowEffect)} + ${effectOf(sql`${row.entryType}::text`, sql`${row.amountPaise}::int`)}`.mapWith(
          Number,
        ),
    })
    .from(ledgerEntries)
    .where(and(ofTenant(ledgerEntries, adminId), eq(ledgerEntries.studentId, studentId)));
  if (!r) throw new Error('aggregate returned nothing');
  return r.balance;
}

/** A student's ledger, oldest first, each row with the running balance after it (paise). */
export const studentLedger = preparedStatement((db: Db) =>
  db
    .select({
      entry: ledgerEntries,
      balanceAfter: sql<number>`sum(${rowEffect}) over (order by ${ledgerEntries.id})`.mapWith(Number),
    })
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

/**
 * Whether the ledger row that paid a student's receipt was reversed (its money no longer counts
 * as paid). Found through the student's rows (their index), then the receipt.
 */
export async function receiptPaymentReversed(
  db: Db,
  adminId: number,
  studentId: number,
  receiptId: number,
): Promise<boolean> {
  const reversal = alias(ledgerEntries, 'reversal');
  const [row] = await db
    .select({ id: reversal.id })
    .from(ledgerEntries)
    .innerJoin(
      reversal,
      and(eq(reversal.adminId, ledgerEntries.adminId), eq(reversal.reversesId, ledgerEntries.id)),
    )
    .where(
      and(
        ofTenant(ledgerEntries, adminId),
        eq(ledgerEntries.studentId, studentId),
        eq(ledgerEntries.receiptId, receiptId),
        eq(ledgerEntries.entryType, 'payment'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The not reversed row a source posted (e.g. a credit note's refund), or null. */
export async function openEntryOf(db: Db, adminId: number, sourceType: string, sourceId: number) {
  const [row] = await db
    .select()
    .from(ledgerEntries)
    .where(
      and(
        ofTenant(ledgerEntries, adminId),
        eq(ledgerEntries.sourceType, sourceType),
        eq(ledgerEntries.sourceId, sourceId),
        isNull(ledgerEntries.reversesId),
        sql`not exists (select 1 from ${ledgerEntries} as r where r.admin_id = ${ledgerEntries.adminId} and r.reverses_id = ${ledgerEntries.id})`,
      ),
    );
  return row ?? null;
}
