import {
  DEFAULT_TIME_ZONE,
  dayAndMinute,
  EXPENSE_CATEGORIES,
  type TExpense,
  type TExpenseMethod,
  type TProfitAndLoss,
  type TProfitTrend,
  type TRecurringExpense,
  type ZExpenseRequest,
  type ZRecurringExpenseRequest,
} from '@studydesk/contract';
import type { z } from 'zod';
import type { TenantActor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden, found, notFound } from '../../errors/http-errors.ts';
import type { DailyWork, LibraryDay } from '../../jobs/daily-work.ts';
import type { JobContext } from '../../jobs/kinds.ts';
import { toPaise, toRupees } from '../../money.ts';
import type { ImageStore } from '../../uploads/image-store.ts';
import type { UploadedFile } from '../../uploads/multipart-form.ts';
import {
  activeSeats,
  collectionsByShift,
  deleteExpense,
  deleteRecurring,
  type ExpenseRow,
  expensePage,
  expensesByCategory,
  expenseWithBill,
  findExpense,
  findExpenseSettings,
  insertExpense,
  insertRecurring,
  monthDays,
  postRecurring,
  type RecurringRow,
  recurringDue,
  recurringOf,
  refundsByShift,
  saveExpenseSettings,
  updateExpense,
  updateRecurring,
  usedCategories,
} from './expenses.queries.ts';

const MISSING = 'Expense not found.';
const MISSING_RECURRING = 'Monthly expense not found.';
export const STAFF_NOT_ALLOWED = 'The owner has not allowed the desk to record expenses.';
export const STAFF_OWN_TODAY = 'The desk may change only the expenses it recorded today.';

/** The owner always; the desk only when the owner allows it (else 403). */
async function mayRecord(db: Db, actor: TenantActor) {
  if (actor.role === 'admin') return;
  if (!(await findExpenseSettings(db, actor.tenantId)).staffMayRecord) throw forbidden(STAFF_NOT_ALLOWED);
}

/** Whether `actor` may change the expense: the owner any; a desk member their own, the day they recorded it. */
const changeableBy = (actor: TenantActor, r: ExpenseRow) =>
  actor.role === 'admin' ||
  (r.recordedByRole === 'staff' &&
    r.recordedById === actor.userId &&
    dayAndMinute(r.createdAt, actor.timeZone ?? DEFAULT_TIME_ZONE).today === actor.today);

/** The library's expense `id` for a change by `actor`: 404 when not theirs, 403 when not theirs to change. */
async function changeable(db: Db, actor: TenantActor, id: number) {
  await mayRecord(db, actor);
  const row = found(await findExpense(db, actor.tenantId, id), MISSING);
  if (!changeableBy(actor, row)) throw forbidden(STAFF_OWN_TODAY);
  return row;
}

export function presentExpense(r: ExpenseRow, actor: TenantActor): TExpense {
  return {
    id: r.id,
    category: r.category,
    spent_on: r.spentOn,
    amount: toRupees(r.amountPaise),
    method: r.method as TExpenseMethod,
    note: r.note,
    bill: r.bill,
    recurring_id: r.recurringId,
    recorded_by: r.recordedByRole === 'system' ? '' : r.recordedByName,
    created_at: r.createdAt.toISOString(),
    can_change: changeableBy(actor, r),
  };
}

function presentRecurring(r: RecurringRow): TRecurringExpense {
  return {
    id: r.id,
    category: r.category,
    amount: toRupees(r.amountPaise),
    method: r.method as TExpenseMethod,
    note: r.note,
    day_of_month: r.dayOfMonth,
    active: r.active,
  };
}

const expenseValues = (b: z.output<typeof ZExpenseRequest>) => ({
  category: b.category,
  spentOn: b.spent_on,
  amountPaise: toPaise(b.amount),
  method: b.method,
  note: b.note,
});

export async function listExpenses(
  db: Db,
  actor: TenantActor,
  q: { month?: string | undefined; category?: string | undefined; limit: number; offset: number },
) {
  await mayRecord(db, actor);
  const filter = {
    ...(q.month ? { month: q.month } : {}),
    ...(q.category ? { category: q.category } : {}),
  };
  const { rows, total } = await expensePage(db, actor.tenantId, filter, q);
  return { rows: rows.map((r) => presentExpense(r, actor)), total };
}

export async function recordExpense(db: Db, actor: TenantActor, b: z.output<typeof ZExpenseRequest>) {
  await mayRecord(db, actor);
  const row = await insertExpense(db, actor.tenantId, {
    ...expenseValues(b),
    recordedByRole: actor.role === 'admin' ? 'admin' : 'staff',
    recordedByName: actor.name,
    recordedById: actor.userId,
  });
  return presentExpense(row, actor);
}

/**
 * Changes an expense (a monthly one's posting alone, never its template): the owner any, a desk
 * member their own the same day. Answers it with what changed, as [before, after], for the audit.
 */
export async function changeExpense(
  db: Db,
  actor: TenantActor,
  id: number,
  b: z.output<typeof ZExpenseRequest>,
) {
  const before = await changeable(db, actor, id);
  const values = expenseValues(b);
  const row = found(await updateExpense(db, actor.tenantId, id, values), MISSING);
  const changes: Record<string, [unknown, unknown]> = {};
  for (const key of Object.keys(values) as Array<keyof typeof values>) {
    if (before[key] !== row[key]) changes[key] = [before[key], row[key]];
  }
  return { expense: presentExpense(row, actor), changes };
}

export async function removeExpense(db: Db, images: ImageStore, actor: TenantActor, id: number) {
  const row = found(await deleteExpense(db, actor.tenantId, id), MISSING);
  await images.remove(db, actor.tenantId, row.bill);
}

/**
 * The bill's photo of an expense, now or later (an image checked by its bytes, stored like photos):
 * whoever may change the expense; a newer photo replaces the older.
 */
export async function attachBill(
  db: Db,
  images: ImageStore,
  actor: TenantActor,
  id: number,
  file: UploadedFile | null,
) {
  const expense = await changeable(db, actor, id);
  if (!file) {
    throw badRequest('Choose a photo of the bill.', {
      issues: [{ field: 'bill', message: 'No image sent' }],
    });
  }
  const bill = await images.save(db, actor.tenantId, 'bills', file.buffer, 'bill');
  const row = found(await updateExpense(db, actor.tenantId, id, { bill }), MISSING);
  await images.remove(db, actor.tenantId, expense.bill);
  return { expense: presentExpense(row, actor), replaced: expense.bill !== null };
}

/** A bill's photo: to the owner, and the desk when it may record expenses (else 404 / 403). */
export async function billImage(db: Db, images: ImageStore, actor: TenantActor, file: string) {
  await mayRecord(db, actor);
  const path = `uploads/bills/${file}`;
  if (!(await expenseWithBill(db, actor.tenantId, path))) throw notFound('Image not found.');
  const image = await images.read(db, actor.tenantId, path);
  if (!image) throw notFound('Image not found.');
  return image;
}

export async function expenseCategories(db: Db, actor: TenantActor) {
  await mayRecord(db, actor);
  const usual: readonly string[] = EXPENSE_CATEGORIES;
  const own = (await usedCategories(db, actor.tenantId))
    .filter((c) => !usual.includes(c))
    .sort((a, b) => a.localeCompare(b));
  return { usual: [...EXPENSE_CATEGORIES], own };
}

export async function expenseSettingsOf(db: Db, adminId: number) {
  return { staff_may_record: (await findExpenseSettings(db, adminId)).staffMayRecord };
}

export async function changeExpenseSettings(db: Db, actor: TenantActor, staffMayRecord: boolean) {
  await saveExpenseSettings(db, actor.tenantId, staffMayRecord);
  return expenseSettingsOf(db, actor.tenantId);
}

const recurringValues = (b: z.output<typeof ZRecurringExpenseRequest>) => ({
  category: b.category,
  amountPaise: toPaise(b.amount),
  method: b.method,
  note: b.note,
  dayOfMonth: b.day_of_month,
  active: b.active,
});

export const recurringExpenses = async (db: Db, adminId: number) =>
  (await recurringOf(db, adminId)).map(presentRecurring);

/**
 * A new monthly expense. When its day of this month has passed already it posts this month's at
 * once (the daily work would the same day; keyed the same, so never twice).
 */
export async function addRecurring(db: Db, actor: TenantActor, b: z.output<typeof ZRecurringExpenseRequest>) {
  const row = await insertRecurring(db, actor.tenantId, recurringValues(b));
  if (row.active && row.dayOfMonth <= Number(actor.today.slice(8))) {
    await postRecurring(db, row, actor.today.slice(0, 7));
  }
  return presentRecurring(row);
}

export async function changeRecurring(
  db: Db,
  actor: TenantActor,
  id: number,
  b: z.output<typeof ZRecurringExpenseRequest>,
) {
  return presentRecurring(
    found(await updateRecurring(db, actor.tenantId, id, recurringValues(b)), MISSING_RECURRING),
  );
}

export async function removeRecurring(db: Db, actor: TenantActor, id: number) {
  found(await deleteRecurring(db, actor.tenantId, id), MISSING_RECURRING);
}

export const RECURRING_EXPENSES_JOB = 'recurring-expenses';

/**
 * Each day, the library's active monthly expenses whose day of the month has come are posted for
 * the month, once each: the expenses' unique (template, month) key makes a second posting (the
 * next wake, another instance, a retry) nothing.
 */
export async function postRecurringExpenses(day: LibraryDay, ctx: JobContext) {
  const month = day.date.slice(0, 7);
  for (const r of await recurringDue(ctx.db, day.libraryId, Number(day.date.slice(8)))) {
    await postRecurring(ctx.db, r, month);
  }
}

export const recurringExpensesWork: DailyWork = {
  name: RECURRING_EXPENSES_JOB,
  from: '00:00',
  until: '23:59',
  forLibrary: postRecurringExpenses,
};

/** The month (YYYY-MM) `n` months from `month`. */
export function shiftMonth(month: string, n: number): string {
  const [y = 2000, m = 1] = month.split('-').map(Number);
  const i = y * 12 + (m - 1) + n;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
}

interface MonthMoney {
  collections: Map<string | null, number>;
  refunds: Map<string | null, number>;
  expenses: Map<string, number>;
}

/** Receipts, credit notes and expenses of the months from `first` to `last`, by month. */
async function moneyOfMonths(db: Db, adminId: number, first: string, last: string) {
  const range: [string, string] = [monthDays(first)[0], monthDays(last)[1]];
  const [collections, refunds, spent] = await Promise.all([
    collectionsByShift(db, adminId, range),
    refundsByShift(db, adminId, range),
    expensesByCategory(db, adminId, range),
  ]);
  const months = new Map<string, MonthMoney>();
  const of = (month: string) => {
    let m = months.get(month);
    if (!m) {
      m = { collections: new Map(), refunds: new Map(), expenses: new Map() };
      months.set(month, m);
    }
    return m;
  };
  const add = <K>(map: Map<K, number>, key: K, paise: number) => map.set(key, (map.get(key) ?? 0) + paise);
  for (const r of collections) add(of(r.month).collections, r.shift, r.paise);
  for (const r of refunds) add(of(r.month).refunds, r.shift, r.paise);
  for (const r of spent) add(of(r.month).expenses, r.category, r.paise);
  return (month: string) => of(month);
}

const total = (map: Map<unknown, number>) => [...map.values()].reduce((a, b) => a + b, 0);
const perSeat = (profitPaise: number, seats: number) =>
  seats > 0 ? toRupees(Math.round(profitPaise / seats)) : null;

/**
 * Per shift: each shift's receipts less its credit notes, less an even share of the month's
 * expenses among the shifts that took money (the first shifts get the odd paise); money not tied
 * to a shift (walk-ins, lockers) carries no expenses, unless no shift took money at all.
 */
function shiftRows(m: MonthMoney, expensesPaise: number) {
  const names = [...new Set([...m.collections.keys(), ...m.refunds.keys()])];
  const shifts = names.filter((n): n is string => n !== null).sort((a, b) => a.localeCompare(b));
  const rows: { shift: string | null; collections: number; refunds: number; expenses: number }[] = [];
  const even = shifts.length > 0 ? Math.floor(expensesPaise / shifts.length) : 0;
  const odd = shifts.length > 0 ? expensesPaise - even * shifts.length : expensesPaise;
  for (const [i, shift] of shifts.entries()) {
    rows.push({
      shift,
      collections: m.collections.get(shift) ?? 0,
      refunds: m.refunds.get(shift) ?? 0,
      expenses: even + (i < odd ? 1 : 0),
    });
  }
  if (names.includes(null) || shifts.length === 0) {
    rows.push({
      shift: null,
      collections: m.collections.get(null) ?? 0,
      refunds: m.refunds.get(null) ?? 0,
      expenses: shifts.length === 0 ? expensesPaise : 0,
    });
  }
  return rows.map((r) => ({
    shift: r.shift,
    collections: toRupees(r.collections),
    refunds: toRupees(r.refunds),
    expenses: toRupees(r.expenses),
    profit: toRupees(r.collections - r.refunds - r.expenses),
  }));
}

/** A month's profit and loss (this month unless asked). */
export async function profitAndLoss(db: Db, actor: TenantActor, month?: string): Promise<TProfitAndLoss> {
  const m = month ?? actor.today.slice(0, 7);
  const [money, seats] = await Promise.all([
    moneyOfMonths(db, actor.tenantId, m, m),
    activeSeats(db, actor.tenantId),
  ]);
  const mm = money(m);
  const collections = total(mm.collections);
  const refunds = total(mm.refunds);
  const spent = total(mm.expenses);
  const profit = collections - refunds - spent;
  return {
    month: m,
    collections: toRupees(collections),
    refunds: toRupees(refunds),
    expenses: toRupees(spent),
    expenses_by_category: [...mm.expenses.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([category, paise]) => ({ category, amount: toRupees(paise) })),
    profit: toRupees(profit),
    seats,
    profit_per_seat: perSeat(profit, seats),
    shifts: shiftRows(mm, spent),
  };
}

/** The last 12 months (this one last) and this month's profit per seat, for the cockpit. */
export async function profitTrend(db: Db, actor: TenantActor): Promise<TProfitTrend> {
  const thisMonth = actor.today.slice(0, 7);
  const first = shiftMonth(thisMonth, -11);
  const [money, seats] = await Promise.all([
    moneyOfMonths(db, actor.tenantId, first, thisMonth),
    activeSeats(db, actor.tenantId),
  ]);
  const months = Array.from({ length: 12 }, (_, i) => {
    const month = shiftMonth(first, i);
    const mm = money(month);
    const c = total(mm.collections);
    const r = total(mm.refunds);
    const e = total(mm.expenses);
    return { month, paise: c - r - e, collections: toRupees(c), refunds: toRupees(r), expenses: toRupees(e) };
  });
  const now = months[11]?.paise ?? 0;
  return {
    months: months.map(({ paise, ...m }) => ({ ...m, profit: toRupees(paise) })),
    this_month: { month: thisMonth, profit: toRupees(now), seats, profit_per_seat: perSeat(now, seats) },
  };
}
