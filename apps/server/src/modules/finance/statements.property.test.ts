import type { TFeeRecord, TPayment, TReceipt, TStatementReview, TStudentLedger } from '@studydesk/contract';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { payments, statementCredits } from '../../db/schema/index.ts';
import { statementFile, upiNarration } from '../../test/bank-statement-samples.ts';
import { buildStudent } from '../../test/factories.ts';
import { useLibrary } from '../../test/library-fixture.ts';
import { multipart } from '../../test/multipart.ts';
import type { PaymentRow } from './payments.queries.ts';

const t = useLibrary({ adminName: 'Gyan Reading Room', staff: true });
const { send } = t;

/**
 * Item 5 of issue 36: desk confirmations, statement matches, refunds and retries (the same
 * Idempotency-Key again), in any order and two at a time, record each payment exactly once, and
 * every screen's due equals the ledger's charges - payments + refunds.
 */
type Op =
  | { kind: 'desk' | 'statement'; p: number }
  | { kind: 'refund'; p: number; paise: number }
  | { kind: 'retry'; of: number };
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constantFrom('desk' as const, 'statement' as const), p: fc.nat(2) }),
  fc.record({
    kind: fc.constant('refund' as const),
    p: fc.nat(2),
    paise: fc.integer({ min: 1, max: 90_000 }),
  }),
  fc.record({ kind: fc.constant('retry' as const), of: fc.nat() }),
);

let run = 0;
/** Payments confirmed and refunds made over all runs: the runs did something. */
const seen = { paid: 0, refunds: 0 };
const utrOf = (n: number) => String(512_300_000_000 + n);

describe('statements, desk and refunds (property)', () => {
  it('each payment is recorded exactly once, and every due equals the ledger', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(op, { minLength: 1, maxLength: 2 }), { minLength: 1, maxLength: 6 }),
        async (steps) => {
          run++;
          const student = await buildStudent(t.db, { admin: t.admin });
          await send('POST', '/api/ledger/entries', {
            student_id: student.id,
            entry_type: 'charge',
            amount: 3000,
          });
          const amounts = [800, 900, 1000];
          const waiting: PaymentRow[] = [];
          for (const [i, amount] of amounts.entries()) {
            const [row] = await t.db
              .insert(payments)
              .values({
                adminId: t.admin.id,
                studentId: student.id,
                amountPaise: amount * 100,
                status: 'Pending',
                utr: utrOf(run * 10 + i),
              })
              .returning();
            if (row) waiting.push(row);
          }
          const file = await statementFile(
            'hdfc',
            amounts.map((amount, i) => ({
              date: new Date().toISOString().slice(0, 10),
              narration: upiNarration('hdfc', utrOf(run * 10 + i), student.name),
              credit: amount,
            })),
            'csv',
          );
          const form = multipart({}, { field: 'file', filename: 'week.csv', content: file });
          const review = (
            await t.request({
              method: 'POST',
              url: '/api/bank-statements/review',
              token: t.staffToken,
              ...form,
            })
          ).json<TStatementReview>();
          expect(review.counts.matched).toBe(3);

          const sent: { url: string; body: object; key: string }[] = [];
          const requestOf = (o: Op, i: number) => {
            if (o.kind === 'retry') return sent[o.of % Math.max(1, sent.length)];
            const payment = waiting[o.p];
            if (!payment) throw new Error('no payment');
            const key = `run-${run}-op-${i}`;
            if (o.kind === 'desk') return { url: `/api/payments/${payment.id}/confirm`, body: {}, key };
            if (o.kind === 'statement') {
              const row = review.rows.find((r) => r.payment_id === payment.id);
              if (!row) throw new Error('no row');
              const { status, matched_by, candidates, receipt_number, ...line } = row;
              return {
                url: '/api/bank-statements/confirm',
                body: { rows: [{ ...line, payment_id: payment.id }] },
                key,
              };
            }
            if (o.kind === 'refund')
              return { url: '/api/receipts/0/refund', body: { paise: o.paise, p: o.p }, key };
            throw new Error('unknown op');
          };
          let i = 0;
          for (const step of steps) {
            const calls = [];
            for (const o of step) {
              const req = requestOf(o, i++);
              if (!req) continue;
              if (o.kind !== 'retry') sent.push(req);
              calls.push(req);
            }
            await Promise.all(
              calls.map(async (req) => {
                let { url, body } = req;
                if (url === '/api/receipts/0/refund') {
                  // A refund of a payment not yet confirmed has no receipt: nothing to refund.
                  const { paise, p } = body as { paise: number; p: number };
                  const [row] = await t.db
                    .select()
                    .from(payments)
                    .where(eq(payments.id, waiting[p]?.id ?? 0));
                  if (!row?.receiptId) return;
                  url = `/api/receipts/${row.receiptId}/refund`;
                  body = { amount: paise / 100, reason: 'Property run' };
                  req.url = url;
                  req.body = body;
                }
                const res = await send('POST', url, body, url.includes('refund') ? t.token : t.staffToken, {
                  'idempotency-key': req.key,
                });
                expect([200, 201, 400, 409], res.body).toContain(res.statusCode);
              }),
            );
          }

          // Each payment: Paid with one receipt and one ledger row, or still waiting with none.
          const rows = await t.db.select().from(payments).where(eq(payments.studentId, student.id));
          const ledger = (await send('GET', `/api/ledger/${student.id}`)).json<TStudentLedger>();
          const receipts = (await send('GET', `/api/receipts?student_id=${student.id}`)).json<TReceipt[]>();
          const paid = rows.filter((r) => r.status === 'Paid');
          expect(rows.every((r) => (r.status === 'Paid') === (r.receiptId !== null))).toBe(true);
          expect(receipts.length).toBe(paid.length);
          const paymentRows = ledger.entries.filter((e) => e.entry_type === 'payment');
          expect(paymentRows.map((e) => e.receipt_id).sort()).toEqual(paid.map((r) => r.receiptId).sort());
          for (const r of paid) {
            const kept = await t.db
              .select()
              .from(statementCredits)
              .where(and(eq(statementCredits.adminId, t.admin.id), eq(statementCredits.paymentId, r.id)));
            expect(kept.length).toBeLessThanOrEqual(1);
          }
          // Refunds never exceed a receipt.
          const refunds = ledger.entries.filter((e) => e.entry_type === 'refund');
          seen.paid += paid.length;
          seen.refunds += refunds.length;
          for (const r of receipts) {
            const notes = refunds.filter((e) => e.description.startsWith(`Refund of receipt #${r.number},`));
            expect(notes.reduce((s, e) => s + Math.round(e.amount * 100), 0)).toBeLessThanOrEqual(
              Math.round(r.amount * 100),
            );
          }
          // Every screen's due is the ledger's.
          const sum = (xs: { amount: number }[]) => xs.reduce((s, e) => s + Math.round(e.amount * 100), 0);
          const balance = 300_000 - sum(paymentRows) + sum(refunds);
          const due = Math.max(0, balance) / 100;
          expect(ledger.totals).toMatchObject({ balance: balance / 100, due });
          const fees = (await send('GET', `/api/fees/search?query=${student.studentId}`)).json<
            TFeeRecord[]
          >();
          expect(fees.find((f) => f.student_id === student.id)).toMatchObject({
            due,
            balance: balance / 100,
          });
          const queue = (await send('GET', '/api/payments/pending?limit=500', undefined, t.staffToken)).json<
            TPayment[]
          >();
          expect(queue.filter((p) => p.student_id === student.id).length).toBe(3 - paid.length);
        },
      ),
      { numRuns: 10 },
    );
    expect(seen.paid).toBeGreaterThan(0);
    expect(seen.refunds).toBeGreaterThan(0);
    // Each run uploads a statement and reads every screen: generous on a busy machine.
  }, 240_000);
});
