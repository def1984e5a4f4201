import { type AnyColumn, and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageAndCount } from '../../db/count.ts';
import {
  creditNotes,
  expenseSettings,
  expenses,
  places,
  receipts,
  recurringExpenses,
} from '../../db/schema/index.ts';
import { ofTenant, ownedBy } from '../../db/tenant-rows.ts';

export type ExpenseRow = typeof expenses.$inferSelect;
export type RecurringRow = typeof recurringExpenses.$inferSelect;
export interface ExpenseValues {
  category: string;
  spentOn: string;
  amountPaise: number;
  method: string;
  note: string;
}
export interface RecurringValues {
  category: string;
  amountPaise: number;
  method: string;
  note: string;
  dayOfMonth: number;
  active: boolean;
}

/** Days [from, to) of a month (YYYY-MM). */
export function monthDays(month: string): [string, string] {
  const [y = 2000, m = 1] = month.split('-').map(Number);
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return [`${month}-01`, `${next}-01`];
}

const listed = (adminId: number, filter: { month?: string; category?: string }) => {
  const days = filter.month ? monthDays(filter.month) : null;
  return and(
    ofTenant(expenses, adminId),
    days ? gte(expenses.spentOn, days[0]) : undefined,
    days ? lt(expenses.spentOn, days[1]) : undefined,
    filter.category ? eq(expenses.category, filter.category) : undefined,
  );
};

/** A page of the library's expenses, newest day first (the index on (admin_id, spent_on, id)). */
export function expensePage(
  db: Db,
  adminId: number,
  filter: { month?: string; category?: string },
  page: { limit: number; offset: number },
) {
  const where = listed(adminId, filter);
  const rows = (p: { limit: number; offset: number }) =>
    db
      .select()
      .from(expenses)
      .where(where)
      .orderBy(desc(expenses.spentOn), desc(expenses.id))
      .limit(p.limit)
      .offset(p.offset);
  const matching = db.select({ id: expenses.id }).from(expenses).where(where);
  return pageAndCount(db, { rows, matching }, page);
}

export async function findExpense(db: Db, adminId: number, id: number) {
  const [row] = await db
    .select()
    .from(expenses)
    .where(ownedBy(expenses, adminId, id));
  return row ?? null;
}

export async function insertExpense(
  db: Db,
  adminId: number,
  values: ExpenseValues & { recordedByRole: 'admin' | 'staff'; recordedByName: string; recordedById: number },
) {
  const [row] = await db
    .insert(expenses)
    .values({ adminId, ...values })
    .returning();
  return row as ExpenseRow;
}

export async function updateExpense(
  db: Db,
  adminId: number,
  id: number,
  values: Partial<ExpenseValues> & { bill?: string | null },
) {
  const [row] = await db
    .update(expenses)
    .set(values)
    .where(ownedBy(expenses, adminId, id))
    .returning();
  return row ?? null;
}

export async function deleteExpense(db: Db, adminId: number, id: number) {
  const [row] = await db
    .delete(expenses)
    .where(ownedBy(expenses, adminId, id))
    .returning();
  return row ?? null;
}

/** The owner's own categories: those used (by expenses or monthly ones) that are not the usual. */
export async function usedCategories(db: Db, adminId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ category: expenses.category })
    .from(expenses)
    .where(ofTenant(expenses, adminId))
    .union(
      db
        .selectDistinct({ category: recurringExpenses.category })
        .from(recurringExpenses)
        .where(ofTenant(recurringExpenses, adminId)),
    )
    .limit(500);
  return rows.map((r) => r.category);
}

/** The expense whose bill this photo is, within the library. */
export async function expenseWithBill(db: Db, adminId: number, path: string) {
  const [row] = await db
    .select({ id: expenses.id })
    .from(expenses)
    .where(and(ofTenant(expenses, adminId), eq(expenses.bill, path)))
    .limit(1);
  return row ?? null;
}

export async function findExpenseSettings(db: Db, adminId: number) {
  const [row] = await db
    .select({ staffMayRecord: expenseSettings.staffMayRecord })
    .from(expenseSettings)
    .where(eq(expenseSettings.adminId, adminId));
  return { staffMayRecord: row?.staffMayRecord ?? false };
}

export async function saveExpenseSettings(db: Db, adminId: number, staffMayRecord: boolean) {
  await db
    .insert(expenseSettings)
    .values({ adminId, staffMayRecord })
    .onConflictDoUpdate({
      target: expenseSettings.adminId,
      set: { staffMayRecord, updatedAt: sql`now()` },
    });
}

export const recurringOf = (db: Db, adminId: number) =>
  db
    .select()
    .from(recurringExpenses)
    .where(ofTenant(recurringExpenses, adminId))
    .orderBy(asc(recurringExpenses.dayOfMonth), asc(recurringExpenses.id))
    .limit(500);

export async function insertRecurring(db: Db, adminId: number, values: RecurringValues) {
  const [row] = await db
    .insert(recurringExpenses)
    .values({ adminId, ...values })
    .returning();
  return row as RecurringRow;
}

export async function updateRecurring(db: Db, adminId: number, id: number, values: RecurringValues) {
  const [row] = await db
    .update(recurringExpenses)
    .set(values)
    .where(ownedBy(recurringExpenses, adminId, id))
    .returning();
  return row ?? null;
}

export async function deleteRecurring(db: Db, adminId: number, id: number) {
  const [row] = await db
    .delete(recurringExpenses)
    .where(ownedBy(recurringExpenses, adminId, id))
    .returning({ id: recurringExpenses.id });
  return row ?? null;
}

/** The active monthly expenses whose day has come in the month (day <= today's day). */
export const recurringDue = (db: Db, adminId: number, dayOfMonth: number) =>
  db
    .select()
    .from(recurringExpenses)
    .where(
      and(
        ofTenant(recurringExpenses, adminId),
        eq(recurringExpenses.active, true),
        sql`${recurringExpenses.dayOfMonth} <= ${dayOfMonth}`,
      ),
    )
    .orderBy(asc(recurringExpenses.id))
    .limit(500);

/**
 * Posts a monthly expense for its month, once: the unique (admin_id, recurring_id, posted_month)
 * turns a second posting (another instance, a retry, the next wake) into nothing. True if posted.
 */
export async function postRecurring(db: Db, r: RecurringRow, month: string): Promise<boolean> {
  const rows = await db
    .insert(expenses)
    .values({
      adminId: r.adminId,
      category: r.category,
      spentOn: `${month}-${String(r.dayOfMonth).padStart(2, '0')}`,
      amountPaise: r.amountPaise,
      method: r.method,
      note: r.note,
      recurringId: r.id,
      postedMonth: month,
      recordedByRole: 'system',
      recordedByName: '',
    })
    .onConflictDoNothing()
    .returning({ id: expenses.id });
  return rows.length > 0;
}

const sumPaise = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)::bigint`.mapWith(Number);
const monthOf = (column: AnyColumn) => sql<string>`to_char(${column}, 'YYYY-MM')`;

/** Receipts of [from, to) by month and the shift they paid for (their label when taken). */
export const collectionsByShift = (db: Db, adminId: number, [from, to]: [string, string]) =>
  db
    .select({ month: monthOf(receipts.paidOn), shift: receipts.shift, paise: sumPaise(receipts.amountPaise) })
    .from(receipts)
    .where(and(ofTenant(receipts, adminId), gte(receipts.paidOn, from), lt(receipts.paidOn, to)))
    .groupBy(sql`1`, receipts.shift);

/** Credit notes of [from, to) by month and the shift of the receipt they give back. */
export const refundsByShift = (db: Db, adminId: number, [from, to]: [string, string]) =>
  db
    .select({
      month: monthOf(creditNotes.issuedOn),
      shift: receipts.shift,
      paise: sumPaise(creditNotes.amountPaise),
    })
    .from(creditNotes)
    .innerJoin(
      receipts,
      and(eq(receipts.adminId, creditNotes.adminId), eq(receipts.id, creditNotes.receiptId)),
    )
    .where(and(ofTenant(creditNotes, adminId), gte(creditNotes.issuedOn, from), lt(creditNotes.issuedOn, to)))
    .groupBy(sql`1`, receipts.shift);

/** Expenses of [from, to) by month and category. */
export const expensesByCategory = (db: Db, adminId: number, [from, to]: [string, string]) =>
  db
    .select({
      month: monthOf(expenses.spentOn),
      category: expenses.category,
      paise: sumPaise(expenses.amountPaise),
    })
    .from(expenses)
    .where(and(ofTenant(expenses, adminId), gte(expenses.spentOn, from), lt(expenses.spentOn, to)))
    .groupBy(sql`1`, expenses.category);

/** The library's active seats. */
export const activeSeats = (db: Db, adminId: number) =>
  db.$count(places, and(ofTenant(places, adminId), eq(places.kind, 'seat'), eq(places.active, true)));
