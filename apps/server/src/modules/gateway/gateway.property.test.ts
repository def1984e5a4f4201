import type {
  TDues,
  TFeeRecord,
  TOnlinePayment,
  TPayment,
  TReceipt,
  TStudentLedger,
} from '@studydesk/contract';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gatewayPayments, ledgerEntries, students } from '../../db/schema/index.ts';
import type { SignedEvent } from '../../test/fakes/razorpay-fake.ts';
import { linkIdOf, payLink, useGatewayWorld } from '../../test/gateway-fixture.ts';

/**
 * Any interleaving of Razorpay's webhook deliveries (each of a payment's three events, replayed
 * and reordered, some failing for Razorpay's API having a bad moment and so retried), the
 * students' own checks on return, and the desk confirming other students' UPI payments, records
 * each gateway payment exactly once; every screen's due equals the ledger. Batches run at once
 * (real races on PostgreSQL); Razorpay eventually delivers every event, so each payment ends posted.
 */

const w = useGatewayWorld();

type Action =
  | { kind: 'deliver'; who: number; event: number }
  | { kind: 'deliverWhileDown'; who: number; event: number }
  | { kind: 'check'; who: number }
  | { kind: 'confirm' };

const who = fc.integer({ min: 0, max: 1 });
const event = fc.integer({ min: 0, max: 2 });
const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('deliver' as const), who, event }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('deliverWhileDown' as const), who, event }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('check' as const), who }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('confirm' as const) }) },
);

const PRICES = [1250, 830.5];

describe('gateway payments (property)', () => {
  it('every interleaving records each gateway payment once, and every due equals the ledger', async () => {
    const lib = await w.library();
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(action, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 5 }),
        async (batches) => {
          const payers = await Promise.all(PRICES.map((price) => lib.student(price)));
          const paid = await Promise.all(
            payers.map(async (p) => w.fake.pay(linkIdOf(await payLink(lib, p)))),
          );
          // Another student paid by UPI and sent the UTR: the desk confirms it, once.
          const deskStudent = await lib.student(400);
          await lib.send(
            'PUT',
            `/api/payments/${deskStudent.paymentId}/utr`,
            { utr: 'UTR9988776655' },
            deskStudent.token,
          );

          const events = (i: number): SignedEvent[] => paid[i]?.events ?? [];
          const run = async (a: Action) => {
            if (a.kind === 'confirm') {
              const res = await lib.send('POST', `/api/payments/${deskStudent.paymentId}/confirm`, {});
              expect([200, 409], res.body).toContain(res.statusCode);
              return;
            }
            if (a.kind === 'check') {
              const p = payers[a.who];
              const res = await lib.send('POST', `/api/gateway/payments/${p?.paymentId}/check`, {}, p?.token);
              expect([200, 503], res.body).toContain(res.statusCode);
              return;
            }
            const e = events(a.who)[a.event];
            if (!e) return;
            if (a.kind === 'deliverWhileDown') w.fake.failNext = 1;
            const res = await w.deliver(lib.id, e);
            // 503: Razorpay's API failed the check (this call or one beside it), so Razorpay retries.
            expect([200, 409, 503], res.body).toContain(res.statusCode);
          };
          for (const batch of batches) await Promise.all(batch.map(run));
          w.fake.failNext = 0;
          // Razorpay goes on delivering until it gets a 2xx: every event arrives at least once more.
          for (const i of payers.keys()) for (const e of events(i)) await w.deliver(lib.id, e);

          for (const [i, p] of payers.entries()) {
            const paymentId = paid[i]?.payment.id ?? '';
            const rows = await w.t.db
              .select()
              .from(ledgerEntries)
              .where(
                and(
                  eq(ledgerEntries.adminId, lib.id),
                  eq(ledgerEntries.studentId, p.id),
                  eq(ledgerEntries.entryType, 'payment'),
                ),
              );
            expect(rows.map((r) => [r.reference, r.amountPaise])).toEqual([
              [paymentId, Math.round((PRICES[i] ?? 0) * 100)],
            ]);
            const claims = await w.t.db
              .select()
              .from(gatewayPayments)
              .where(eq(gatewayPayments.providerPaymentId, paymentId));
            expect(claims).toHaveLength(1);
            const receipts = (await lib.send('GET', `/api/receipts?student_id=${p.id}`)).json<TReceipt[]>();
            expect(receipts.map((r) => r.id)).toEqual([claims[0]?.receiptId]);
            const online = (
              await lib.send('GET', `/api/gateway/payments/${p.paymentId}`, undefined, p.token)
            ).json<TOnlinePayment>();
            expect(online).toMatchObject({ status: 'paid', receipt_id: receipts[0]?.id });
            const history = (await lib.send('GET', `/api/payments/${p.id}`, undefined, p.token)).json<
              TPayment[]
            >();
            expect(history.map((h) => [h.status, h.receipt_id])).toEqual([['Paid', receipts[0]?.id]]);
          }
          const desk = await w.t.db
            .select()
            .from(ledgerEntries)
            .where(
              and(
                eq(ledgerEntries.adminId, lib.id),
                eq(ledgerEntries.studentId, deskStudent.id),
                eq(ledgerEntries.entryType, 'payment'),
              ),
            );
          const confirmed = batches.flat().some((a) => a.kind === 'confirm');
          expect(desk).toHaveLength(confirmed ? 1 : 0);

          // Every screen's due is the ledger's.
          const dues = (await lib.send('GET', '/api/dues?limit=500')).json<TDues>();
          for (const s of [...payers, deskStudent]) {
            const ledger = (await lib.send('GET', `/api/ledger/${s.id}`)).json<TStudentLedger>();
            const balance = ledger.entries.reduce(
              (sum, e) => sum + (e.entry_type === 'charge' || e.entry_type === 'refund' ? 1 : -1) * e.amount,
              0,
            );
            const due = Math.max(0, Math.round(balance * 100)) / 100;
            expect(ledger.totals.due).toBe(due);
            const own = (
              await lib.send('GET', `/api/ledger/${s.id}`, undefined, s.token)
            ).json<TStudentLedger>();
            expect(own.totals.due).toBe(due);
            const [row] = await w.t.db
              .select({ code: students.studentId })
              .from(students)
              .where(eq(students.id, s.id));
            const fees = (await lib.send('GET', `/api/fees/search?query=${row?.code}`)).json<TFeeRecord[]>();
            expect(fees.find((f) => f.student_id === s.id)?.due).toBe(due);
            expect(dues.rows.find((r) => r.student_id === s.id)?.due ?? 0).toBe(due);
          }
        },
      ),
      { numRuns: 12 },
    );
    // Each run starts three students with plans and walks every screen: generous on a busy machine.
  }, 300_000);
});
