import { and, asc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  creditNotes,
  gatewayPayments,
  ledgerEntries,
  receipts,
  statementCredits,
} from '../../db/schema/index.ts';
import { ofTenant } from '../../db/tenant-rows.ts';

const inRange = (from: string, to: string) => and(gte(receipts.paidOn, from), lte(receipts.paidOn, to));

/**
 * How each receipt of a date range came in: the gateway payment it settled (Razorpay's id), the
 * bank statement credit that confirmed it. One row per receipt.
 */
export async function receiptChannels(db: Db, adminId: number, from: string, to: string) {
  const [gateway, statement] = await Promise.all([
    db
      .select({ receiptId: gatewayPayments.receiptId, paymentId: gatewayPayments.providerPaymentId })
      .from(gatewayPayments)
      .innerJoin(
        receipts,
        and(eq(receipts.adminId, gatewayPayments.adminId), eq(receipts.id, gatewayPayments.receiptId)),
      )
      .where(and(ofTenant(gatewayPayments, adminId), inRange(from, to))),
    db
      .select({
        receiptId: statementCredits.receiptId,
        bank: statementCredits.bank,
        txnDate: statementCredits.txnDate,
        amountPaise: statementCredits.amountPaise,
        utr: statementCredits.utr,
      })
      .from(statementCredits)
      .innerJoin(
        receipts,
        and(eq(receipts.adminId, statementCredits.adminId), eq(receipts.id, statementCredits.receiptId)),
      )
      .where(and(ofTenant(statementCredits, adminId), inRange(from, to)))
      .orderBy(asc(statementCredits.id)),
  ]);
  return {
    gateway: new Map(gateway.map((g) => [g.receiptId ?? 0, g.paymentId])),
    statement: new Map(statement.map((s) => [s.receiptId, s])),
  };
}

/** The receipts of a date range (by their paid-on date), oldest number first. */
export const receiptsInRange = (db: Db, adminId: number, from: string, to: string) =>
  db
    .select({
      id: receipts.id,
      number: receipts.number,
      studentId: receipts.studentId,
      customerName: receipts.customerName,
      amountPaise: receipts.amountPaise,
      method: receipts.method,
      reference: receipts.reference,
      paidOn: receipts.paidOn,
    })
    .from(receipts)
    .where(and(ofTenant(receipts, adminId), inRange(from, to)))
    .orderBy(asc(receipts.number));

/**
 * What the ledger holds for each receipt of the range: its payment rows, net of their reversals
 * (a reversal row points at the row it cancels, not at the receipt).
 */
export async function ledgerOfReceipts(db: Db, adminId: number, from: string, to: string) {
  const reversal = alias(ledgerEntries, 'reversal');
  const rows = await db
    .select({
      receiptId: ledgerEntries.receiptId,
      paise: sql<string>`sum(${ledgerEntries.amountPaise} + coalesce(${reversal.amountPaise}, 0))`,
    })
    .from(ledgerEntries)
    .innerJoin(
      receipts,
      and(eq(receipts.adminId, ledgerEntries.adminId), eq(receipts.id, ledgerEntries.receiptId)),
    )
    .leftJoin(
      reversal,
      and(eq(reversal.adminId, ledgerEntries.adminId), eq(reversal.reversesId, ledgerEntries.id)),
    )
    .where(and(ofTenant(ledgerEntries, adminId), eq(ledgerEntries.entryType, 'payment'), inRange(from, to)))
    .groupBy(ledgerEntries.receiptId);
  return new Map(rows.map((r) => [r.receiptId ?? 0, Number(r.paise)]));
}

/** The ledger's payments of a date range (by entry date), reversals included. */
export async function ledgerPaymentsTotal(db: Db, adminId: number, from: string, to: string) {
  const [row] = await db
    .select({ paise: sql<string>`coalesce(sum(${ledgerEntries.amountPaise}), 0)` })
    .from(ledgerEntries)
    .where(
      and(
        ofTenant(ledgerEntries, adminId),
        eq(ledgerEntries.entryType, 'payment'),
        gte(ledgerEntries.entryDate, from),
        lte(ledgerEntries.entryDate, to),
      ),
    );
  return Number(row?.paise ?? 0);
}

/** Credit notes issued against each receipt of the range (whenever issued). */
export async function creditNotesOfReceipts(db: Db, adminId: number, from: string, to: string) {
  const rows = await db
    .select({
      receiptId: creditNotes.receiptId,
      paise: sql<string>`sum(${creditNotes.amountPaise})`,
    })
    .from(creditNotes)
    .innerJoin(
      receipts,
      and(eq(receipts.adminId, creditNotes.adminId), eq(receipts.id, creditNotes.receiptId)),
    )
    .where(and(ofTenant(creditNotes, adminId), inRange(from, to)))
    .groupBy(creditNotes.receiptId);
  return new Map(rows.map((r) => [r.receiptId, Number(r.paise)]));
}

/**
 * Gateway payments the library claimed between two moments whose receipt is missing or lies
 * outside the range's receipts (those of the range come with their receipts).
 */
export const claimedWithoutReceipt = (db: Db, adminId: number, since: Date, until: Date) =>
  db
    .select({
      paymentId: gatewayPayments.providerPaymentId,
      amountPaise: gatewayPayments.amountPaise,
      createdAt: gatewayPayments.createdAt,
    })
    .from(gatewayPayments)
    .where(
      and(
        ofTenant(gatewayPayments, adminId),
        sql`${gatewayPayments.receiptId} is null`,
        gte(gatewayPayments.createdAt, since),
        lt(gatewayPayments.createdAt, until),
      ),
    );

/** Which of these gateway payment ids the library knows: claimed by the gateway, or named on a receipt. */
export async function knownGatewayIds(db: Db, adminId: number, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const [claimed, named] = await Promise.all([
    db
      .select({ id: gatewayPayments.providerPaymentId })
      .from(gatewayPayments)
      .where(and(ofTenant(gatewayPayments, adminId), inArray(gatewayPayments.providerPaymentId, ids))),
    db
      .select({ id: receipts.reference })
      .from(receipts)
      .where(and(ofTenant(receipts, adminId), inArray(receipts.reference, ids))),
  ]);
  return new Set([...claimed, ...named].map((r) => r.id));
}
