import {
  addDays,
  DEFAULT_TIME_ZONE,
  dayAndMinute,
  type TDayClose,
  type TGatewayWebhookReceipt,
  type TReceipt,
  type TReconciliation,
  type TReconciliationLine,
} from '@studydesk/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { type GatewayLibrary, linkIdOf, payLink, useGatewayWorld } from '../../test/gateway-fixture.ts';

/** Reconciliation against a local fake of Razorpay (its Settlements API: fees, tax, UTR) and day close by channel. */

const w = useGatewayWorld();
const today = () => dayAndMinute(new Date(), DEFAULT_TIME_ZONE).today;

/** The student pays their link on Razorpay; the webhook posts the receipt. Answers Razorpay's payment. */
async function payOnline(lib: GatewayLibrary, s: { token: string; paymentId: number }) {
  const { payment, events } = w.fake.pay(linkIdOf(await payLink(lib, s)));
  const paid = await w.deliver(lib.id, events[2] ?? events[0]!);
  expect(paid.json<TGatewayWebhookReceipt>().outcome, paid.body).toBe('recorded');
  return payment;
}

const reconcile = async (lib: GatewayLibrary, query = '') => {
  const res = await lib.send('GET', `/api/reconciliation?from=${addDays(today(), -1)}&to=${today()}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TReconciliation>();
};
const lineOf = (r: TReconciliation, paymentId: string) =>
  r.lines.find(
    (l) =>
      l.gateway?.payment_id === paymentId ||
      l.receipt?.reference === paymentId ||
      l.key === `gateway-${paymentId}`,
  ) as TReconciliationLine | undefined;

describe('reconciliation', () => {
  it('matches settled payments with fees, and lists every difference in the range', async () => {
    const lib = await w.library();
    const [a, b, c] = [await lib.student(1250), await lib.student(800), await lib.student(500)];
    const paidA = await payOnline(lib, a);
    const paidB = await payOnline(lib, b);
    // Razorpay holds another amount for B than the receipt says.
    const heldB = w.fake.payments.get(paidB.id);
    if (heldB) heldB.amount = 85_000;
    // Money on the account no receipt stands for, and a refund made on Razorpay's dashboard.
    const elsewhere = w.fake.payElsewhere(40_000);
    w.fake.refund(paidA.id, 20_000);
    const settlement = w.fake.settle();
    // C pays after the settlement: captured, not settled yet.
    const paidC = await payOnline(lib, c);
    // A receipt at the desk naming a Razorpay payment Razorpay never took.
    const desk = await lib.send('POST', '/api/desk-payments', {
      student_id: a.id,
      amount: 300,
      method: 'online',
      reference: 'pay_NotAtRazorpay01',
    });
    expect(desk.statusCode, desk.body).toBe(201);
    const cash = await lib.send('POST', '/api/desk-payments', {
      student_id: b.id,
      amount: 100,
      method: 'cash',
    });
    expect(cash.statusCode, cash.body).toBe(201);

    const r = await reconcile(lib);
    expect(r.gateway).toBe('ok');
    const lineA = lineOf(r, paidA.id);
    // 2% fee (₹25) and 18% tax on it (₹4.50) are deducted: ₹1,220.50 reached the bank.
    expect(lineA?.gateway).toMatchObject({
      amount: 1250,
      fee: 25,
      tax: 4.5,
      settled: 1220.5,
      settlement_id: settlement.id,
      settlement_utr: settlement.utr,
      refunded: 200,
    });
    expect(lineA?.receipt?.amount).toBe(1250);
    expect(lineA?.ledger).toBe(1250);
    expect(lineA?.differences).toEqual(['refund_without_credit_note']);
    expect(lineOf(r, paidB.id)?.differences).toEqual(['amount_differs']);
    expect(lineOf(r, paidB.id)?.gateway?.amount).toBe(850);
    expect(lineOf(r, elsewhere.id)).toMatchObject({ receipt: null, differences: ['no_receipt'] });
    expect(lineOf(r, paidC.id)).toMatchObject({ gateway: { settled: null }, differences: ['not_settled'] });
    expect(lineOf(r, 'pay_NotAtRazorpay01')?.differences).toEqual(['unknown_at_gateway']);
    const cashLine = r.lines.find((l) => l.receipt?.method === 'cash');
    expect(cashLine).toMatchObject({ channel: 'desk', ledger: 100, differences: [] });
    expect(r.totals).toMatchObject({
      receipts: 1250 + 800 + 500 + 300 + 100,
      ledger: 1250 + 800 + 500 + 300 + 100,
      gateway_fees: 25 + 17 + 8,
      differences: 5,
    });
    expect(r.settlements.map((s) => s.utr)).toContain(settlement.utr);
    expect(r.by_method).toEqual(
      expect.arrayContaining([
        { method: 'cash', channel: 'desk', count: 1, amount: 100 },
        { method: 'online', channel: 'desk', count: 1, amount: 300 },
        { method: 'online', channel: 'gateway', count: 3, amount: 1250 + 800 + 500 },
      ]),
    );
    // Differences come first; only those when asked; paged.
    expect(r.lines.slice(0, 5).every((l) => l.differences.length > 0)).toBe(true);
    const only = await reconcile(lib, '&differences=only&limit=2&offset=0');
    expect(only.count).toBe(5);
    expect(only.lines).toHaveLength(2);

    // The .xlsx holds every line, each difference in words.
    const xlsx = await lib.send(
      'GET',
      `/api/reconciliation/export?from=${addDays(today(), -1)}&to=${today()}`,
    );
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Reconciliation');
    expect(sheet?.rowCount).toBe(1 + r.count);
    const texts = sheet?.getColumn(18).values.map(String) ?? [];
    expect(texts).toContain('Paid on Razorpay, but no receipt was made');
    expect(sheet?.getRow(1).getCell(5).value).toBe('Fee (₹)');

    // A credit note for A's refund made on the dashboard clears its difference, and is not refunded
    // a second time: the refund already at Razorpay is recorded against it.
    const receiptA = lineA?.receipt?.id;
    expect(
      (await lib.send('POST', `/api/receipts/${receiptA}/refund`, { amount: 200, reason: 'Left early' }))
        .statusCode,
    ).toBe(201);
    expect([...w.fake.refunds.values()].filter((f) => f.payment_id === paidA.id)).toHaveLength(1);
    expect(w.fake.payments.get(paidA.id)?.amount_refunded).toBe(20_000);
    // C's refund goes through Razorpay; were Razorpay to lose it, its credit note is listed.
    const receiptC = lineOf(r, paidC.id)?.receipt?.id;
    const refundC = await lib.send('POST', `/api/receipts/${receiptC}/refund`, {
      amount: 100,
      reason: 'Goodwill',
    });
    expect(refundC.statusCode, refundC.body).toBe(201);
    expect(lineOf(await reconcile(lib), paidC.id)?.differences).toEqual(['not_settled']);
    for (const f of w.fake.refunds.values()) if (f.payment_id === paidC.id) w.fake.refunds.delete(f.id);
    const heldC = w.fake.payments.get(paidC.id);
    if (heldC) heldC.amount_refunded = 0;
    const after = await reconcile(lib);
    expect(lineOf(after, paidA.id)?.differences).toEqual([]);
    expect(lineOf(after, paidC.id)?.differences).toEqual(['not_settled', 'credit_note_without_refund']);
    // Many calls on a shared machine: time enough, whatever its load.
  }, 120_000);

  it('without gateway keys still compares receipts with the ledger, and says the gateway is not set', async () => {
    const lib = await w.library(false);
    const s = await lib.student(700);
    const paid = await lib.send('POST', '/api/desk-payments', {
      student_id: s.id,
      amount: 700,
      method: 'upi',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const r = await reconcile(lib);
    expect(r).toMatchObject({ gateway: 'not_set', gateway_error: null, settlements: [] });
    expect(r.lines).toEqual([
      expect.objectContaining({
        channel: 'desk',
        gateway: null,
        receipt: expect.objectContaining({ amount: 700, method: 'upi' }),
        ledger: 700,
        differences: [],
      }),
    ]);
  });

  it('says when Razorpay does not answer, and still shows receipts against the ledger', async () => {
    const lib = await w.library();
    const s = await lib.student(300);
    await lib.send('POST', '/api/desk-payments', { student_id: s.id, amount: 300, method: 'cash' });
    w.fake.failNext = 1;
    const r = await reconcile(lib);
    expect(r.gateway).toBe('unreachable');
    expect(r.gateway_error).toContain('We are facing some trouble');
    expect(r.lines.map((l) => [l.receipt?.amount, l.ledger, l.differences])).toEqual([[300, 300, []]]);
  });

  it('refuses a range backwards or longer than 92 days with a clear 400', async () => {
    const lib = await w.library(false);
    const backwards = await lib.send('GET', '/api/reconciliation?from=2026-11-02&to=2026-11-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('The end date is before the start date.');
    const long = await lib.send('GET', '/api/reconciliation?from=2026-01-01&to=2026-04-30');
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Choose at most 92 days at a time.');
    expect((await lib.send('GET', '/api/reconciliation?from=2026-01-01&to=2026-04-02')).statusCode).toBe(200);
    expect((await lib.send('GET', '/api/reconciliation?from=2026-02-30&to=2026-03-01')).statusCode).toBe(400);
  });
});

describe('day close', () => {
  it('counts gateway and statement-matched payments by method and channel', async () => {
    const lib = await w.library();
    const s = await lib.student(1250);
    await payOnline(lib, s);
    await lib.send('POST', '/api/desk-payments', { student_id: s.id, amount: 100, method: 'cash' });
    await lib.send('POST', '/api/desk-payments', { student_id: s.id, amount: 50, method: 'upi' });
    const assigned = await lib.send('POST', '/api/bank-statements/assign', {
      row: {
        bank: 'hdfc',
        line: 1,
        date: today(),
        amount: 640,
        narration: 'UPI/123456789012/Ravi',
        reference: '123456789012',
        balance: 10_640,
        utr: '123456789012',
      },
      student_id: s.id,
    });
    expect(assigned.statusCode, assigned.body).toBe(201);
    expect(assigned.json<TReceipt>().paid_on).toBe(today());

    const close = (await lib.send('GET', '/api/day-close')).json<TDayClose>();
    expect(close.total).toBe(1250 + 100 + 50 + 640);
    expect(close.by_channel).toEqual([
      { method: 'cash', channel: 'desk', count: 1, amount: 100 },
      { method: 'upi', channel: 'desk', count: 1, amount: 50 },
      { method: 'upi', channel: 'statement', count: 1, amount: 640 },
      { method: 'online', channel: 'gateway', count: 1, amount: 1250 },
    ]);
    expect(close.by_method).toEqual([
      { method: 'cash', count: 1, amount: 100 },
      { method: 'upi', count: 2, amount: 690 },
      { method: 'online', count: 1, amount: 1250 },
    ]);
  });
});
