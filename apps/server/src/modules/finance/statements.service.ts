import {
  DEFAULT_TIME_ZONE,
  dayAndMinute,
  MAX_STATEMENT_ROWS,
  type TStatementBank,
  type TStatementLine,
  type TStatementReview,
  type TStatementRow,
} from '@studydesk/contract';
import type { TenantActor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict } from '../../errors/http-errors.ts';
import { toPaise, toRupees } from '../../money.ts';
import { assertStudentInReach } from '../../tenancy/tenant-assertions.ts';
import { readSheetTable } from '../import-export/sheet-reader.ts';
import { recordPayment } from './ledger.service.ts';
import { confirmIfPending } from './payments.service.ts';
import { creditKeys, readStatement, type StatementCredit } from './statement-formats.ts';
import {
  fitsByAmountAndDate,
  fitsByUtr,
  type Match,
  matchCredits,
  type WaitingPayment,
} from './statement-match.ts';
import { insertStatementCredit, recordedCredits, waitingPayments } from './statements.queries.ts';

/** Bank statements confirm UPI payments (docs/bank-statements.md). */

const NOT_A_STATEMENT =
  'This file does not look like an SBI, HDFC or ICICI statement: no column of dates, narration and credits was found.';

export interface ReadStatement {
  bank: TStatementBank;
  credits: StatementCredit[];
}

/** An uploaded statement's credits (.csv or .xlsx, read on the sheets pool), or 400 saying why not. */
export async function readStatementFile(buffer: Buffer): Promise<ReadStatement> {
  const table = await readSheetTable(buffer, {
    maxRows: MAX_STATEMENT_ROWS + 100,
    maxCellChars: 2000,
    rowNoun: 'lines',
  });
  const read = readStatement(table);
  if (!read) throw badRequest(NOT_A_STATEMENT);
  if (read.credits.length === 0) throw badRequest('This statement has no credits (money received) to match.');
  return read;
}

/** The library's waiting payments, dated in its time zone. */
async function waitingOf(db: Db, actor: TenantActor) {
  const timeZone = actor.timeZone ?? DEFAULT_TIME_ZONE;
  const rows = await waitingPayments(db, actor.tenantId);
  return rows.map((p) => ({ ...p, sentOn: dayAndMinute(p.sentAt, timeZone).today }));
}
type Waiting = Awaited<ReturnType<typeof waitingOf>>[number];

const presentLine = (c: StatementCredit): TStatementLine => ({
  bank: c.bank,
  line: c.line,
  date: c.date,
  amount: toRupees(c.amountPaise),
  narration: c.narration,
  reference: c.reference,
  balance: c.balancePaise === null ? null : toRupees(c.balancePaise),
  utr: c.utr,
});

const presentCandidate = (p: Waiting) => ({
  payment_id: p.id,
  student_id: p.studentId,
  student_name: p.studentName,
  amount: toRupees(p.amountPaise),
  utr: p.utr,
  sent_on: p.sentOn,
});

function presentRow(
  c: StatementCredit,
  m: Match,
  waiting: Map<number, Waiting>,
  receipt?: number,
): TStatementRow {
  const ids = m.status === 'matched' ? [m.paymentId] : m.status === 'ambiguous' ? m.candidates : [];
  return {
    ...presentLine(c),
    status: m.status,
    matched_by: m.status === 'matched' ? m.by : null,
    payment_id: m.status === 'matched' ? m.paymentId : null,
    candidates: ids.flatMap((id) => {
      const p = waiting.get(id);
      return p ? [presentCandidate(p)] : [];
    }),
    receipt_number: receipt ?? null,
  };
}

/** Matches a statement's credits to the library's waiting payments, for the review screen. */
export async function reviewStatement(
  db: Db,
  actor: TenantActor,
  statement: ReadStatement,
  fileName: string,
): Promise<TStatementReview> {
  const waiting = await waitingOf(db, actor);
  const recorded = new Map(
    (
      await recordedCredits(
        db,
        actor.tenantId,
        statement.credits.map((c) => c.fingerprint),
      )
    ).map((r) => [r.fingerprint, r.receiptNumber]),
  );
  const matches = matchCredits(statement.credits, waiting, new Set(recorded.keys()));
  const byId = new Map(waiting.map((p) => [p.id, p]));
  const rows = statement.credits.map((c, i) =>
    presentRow(c, matches[i] ?? { status: 'unmatched' }, byId, recorded.get(c.fingerprint)),
  );
  const count = (status: TStatementRow['status']) => rows.filter((r) => r.status === status).length;
  return {
    bank: statement.bank,
    file_name: fileName,
    counts: {
      matched: count('matched'),
      ambiguous: count('ambiguous'),
      unmatched: count('unmatched'),
      confirmed: count('confirmed'),
    },
    rows,
  };
}

/** A line sent back by the review screen, with its keys computed again here. */
type LineInput = Omit<TStatementLine, 'utr'>;
function creditOf(l: LineInput): StatementCredit {
  const credit = {
    bank: l.bank,
    line: l.line,
    date: l.date,
    amountPaise: toPaise(l.amount),
    narration: l.narration,
    reference: l.reference,
    balancePaise: l.balance === null ? null : toPaise(l.balance),
  };
  return { ...credit, ...creditKeys(credit) };
}

/** Whether the payment is still the one the line shows, by the rules the review used. */
const stillFits = (c: StatementCredit, p: WaitingPayment) =>
  (fitsByUtr(c, p) && p.amountPaise === c.amountPaise) || fitsByAmountAndDate(c, p);

/**
 * Confirms each line's waiting payment by the desk's own path (one receipt each, numbered without
 * gaps) and keeps the line with it. A line recorded before (its fingerprint, unique per library),
 * or whose payment is no longer waiting or no longer fits, is skipped: the same statement twice
 * confirms nothing new.
 */
export async function confirmStatementLines(
  db: Db,
  actor: TenantActor,
  lines: (LineInput & { payment_id: number })[],
) {
  const credits = lines.map((l) => ({ credit: creditOf(l), paymentId: l.payment_id }));
  const done = new Set(
    (
      await recordedCredits(
        db,
        actor.tenantId,
        credits.map((c) => c.credit.fingerprint),
      )
    ).map((r) => r.fingerprint),
  );
  const waiting = new Map((await waitingOf(db, actor)).map((p) => [p.id, p]));
  const receiptNumbers: number[] = [];
  for (const { credit, paymentId } of credits) {
    const payment = waiting.get(paymentId);
    if (done.has(credit.fingerprint) || !payment || !stillFits(credit, payment)) continue;
    done.add(credit.fingerprint);
    waiting.delete(paymentId);
    const utr = fitsByUtr(credit, payment) ? payment.utr : credit.utr;
    const receipt = await confirmIfPending(db, actor, paymentId, utr);
    if (!receipt) continue;
    await insertStatementCredit(db, actor.tenantId, {
      ...keptLine(credit),
      paymentId,
      receiptId: receipt.id,
      confirmedByName: actor.name,
    });
    receiptNumbers.push(receipt.number);
  }
  return {
    message: `${receiptNumbers.length} payments confirmed`,
    confirmed: receiptNumbers.length,
    skipped: lines.length - receiptNumbers.length,
    receipt_numbers: receiptNumbers,
  };
}

const keptLine = (c: StatementCredit) => ({
  fingerprint: c.fingerprint,
  bank: c.bank,
  txnDate: c.date,
  amountPaise: c.amountPaise,
  utr: c.utr,
  narration: c.narration,
});

/**
 * An unmatched credit given to a student by hand: a desk payment by UPI dated the credit's day
 * with its UTR (a numbered receipt), the line kept with it. 409 when the line is recorded already.
 */
export async function assignStatementLine(db: Db, actor: TenantActor, line: LineInput, studentId: number) {
  await assertStudentInReach(db, actor, studentId);
  const credit = creditOf(line);
  if ((await recordedCredits(db, actor.tenantId, [credit.fingerprint])).length > 0)
    throw conflict('This statement line has already been recorded.');
  const receipt = await recordPayment(db, actor, {
    studentId,
    amountPaise: credit.amountPaise,
    method: 'upi',
    reference: credit.utr,
    paidOn: credit.date,
    note: `Bank statement: ${credit.narration}`.slice(0, 300),
  });
  await insertStatementCredit(db, actor.tenantId, {
    ...keptLine(credit),
    paymentId: null,
    receiptId: receipt.id,
    confirmedByName: actor.name,
  });
  return receipt;
}
