import {
  addDays,
  DEFAULT_TIME_ZONE,
  dayAndMinute,
  daysBetween,
  RECONCILIATION_MAX_DAYS,
  type TMoneyChannel,
  type TPaymentMethod,
  type TReconciliation,
  type TReconciliationDifference,
  type TReconciliationLine,
  type TReconciliationQuery,
} from '@studydesk/contract';
import type { TenantActor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../errors/http-errors.ts';
import { localInstant } from '../../jobs/library-time.ts';
import { toRupees } from '../../money.ts';
import { type GatewayDeps, razorpayKeysOf } from '../gateway/gateway.service.ts';
import {
  fetchRazorpayPayment,
  fetchRazorpayRecon,
  fetchRazorpaySettlements,
  type RazorpayKeys,
  type RazorpayReconItem,
  type RazorpaySettlement,
} from '../gateway/razorpay.ts';
import { byMethodAndChannel, channelOf } from './money-channels.ts';
import {
  claimedWithoutReceipt,
  creditNotesOfReceipts,
  knownGatewayIds,
  ledgerOfReceipts,
  ledgerPaymentsTotal,
  receiptChannels,
  receiptsInRange,
} from './reconciliation.queries.ts';

/** Razorpay settles a payment some days after it is captured: its recon is read this far past the range. */
const SETTLEMENT_LAG_DAYS = 10;
/** At most this many payments are asked about one by one (those not settled yet) per reconciliation. */
const MAX_LOOKUPS = 100;
/** A receipt names a Razorpay payment by its id. */
const GATEWAY_ID = /^pay_[A-Za-z0-9]{6,40}$/;

/** A range the owner may ask for: a real order, at most RECONCILIATION_MAX_DAYS days. */
export function checkRange(from: string, to: string) {
  if (to < from) throw badRequest('The end date is before the start date.');
  if (daysBetween(from, to) + 1 > RECONCILIATION_MAX_DAYS) {
    throw badRequest(`Choose at most ${RECONCILIATION_MAX_DAYS} days at a time.`);
  }
}

/** What Razorpay says of the range's payments: settled lines (payments, refunds) and settlements. */
interface GatewayView {
  status: TReconciliation['gateway'];
  error: string | null;
  keys: RazorpayKeys | null;
  payments: Map<string, RazorpayReconItem>;
  refunds: Map<string, number>;
  settlements: RazorpaySettlement[];
}

/** The months (year, month) a settlement window touches. */
function monthsOf(from: string, to: string) {
  const months: [number, number][] = [];
  let [y, m] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  while (y < ty || (y === ty && m <= tm)) {
    months.push([y, m]);
    m = m === 12 ? 1 : m + 1;
    if (m === 1) y++;
  }
  return months;
}

async function readGateway(
  db: Db,
  deps: GatewayDeps,
  actor: TenantActor,
  window: { from: string; to: string; since: Date; until: Date },
): Promise<GatewayView> {
  const view: GatewayView = {
    status: 'not_set',
    error: null,
    keys: null,
    payments: new Map(),
    refunds: new Map(),
    settlements: [],
  };
  const gateway = await razorpayKeysOf(db, deps, actor.tenantId, true);
  if (!gateway) return view;
  view.keys = gateway.keys;
  view.status = 'ok';
  const last =
    addDays(window.to, SETTLEMENT_LAG_DAYS) < actor.today
      ? addDays(window.to, SETTLEMENT_LAG_DAYS)
      : actor.today;
  for (const [year, month] of monthsOf(window.from, last < window.from ? window.from : last)) {
    const recon = await fetchRazorpayRecon(gateway.keys, year, month);
    if (!recon.ok) return { ...view, status: 'unreachable', error: recon.text };
    for (const item of recon.value) {
      if (item.type === 'payment') view.payments.set(item.entity_id, item);
      if (item.type === 'refund' && item.payment_id) {
        view.refunds.set(item.payment_id, (view.refunds.get(item.payment_id) ?? 0) + item.debit);
      }
    }
  }
  const lagMs = SETTLEMENT_LAG_DAYS * 86_400_000;
  const settlements = await fetchRazorpaySettlements(
    gateway.keys,
    Math.floor(window.since.getTime() / 1000),
    Math.floor(Math.min(window.until.getTime() + lagMs, Date.now()) / 1000),
  );
  if (!settlements.ok) return { ...view, status: 'unreachable', error: settlements.text };
  view.settlements = settlements.value;
  return view;
}

type Line = TReconciliationLine & { paise: { gateway: number; receipt: number } };

/**
 * The owner's reconciliation of a date range: every receipt with the ledger's rows for it, the
 * gateway's payment it settled (amount, fee, tax, what was settled and under which UTR), the bank
 * statement credit that confirmed it; the gateway's payments of the range no receipt stands for;
 * and each difference named. Without gateway keys, receipts, ledger and statements still are.
 */
export async function reconcile(
  db: Db,
  deps: GatewayDeps,
  actor: TenantActor,
  q: TReconciliationQuery,
): Promise<TReconciliation> {
  checkRange(q.from, q.to);
  const adminId = actor.tenantId;
  const timeZone = actor.timeZone ?? DEFAULT_TIME_ZONE;
  const since = localInstant(timeZone, q.from, '00:00');
  const until = localInstant(timeZone, addDays(q.to, 1), '00:00');
  const dayOf = (unixSeconds: number) => dayAndMinute(new Date(unixSeconds * 1000), timeZone).today;

  const [rows, linked, ledger, notes, ledgerTotal, orphans] = await Promise.all([
    receiptsInRange(db, adminId, q.from, q.to),
    receiptChannels(db, adminId, q.from, q.to),
    ledgerOfReceipts(db, adminId, q.from, q.to),
    creditNotesOfReceipts(db, adminId, q.from, q.to),
    ledgerPaymentsTotal(db, adminId, q.from, q.to),
    claimedWithoutReceipt(db, adminId, since, until),
  ]);
  const gw = await readGateway(db, deps, actor, { from: q.from, to: q.to, since, until });
  let lookups = 0;

  /** The gateway's side of one payment: settled (from the recon), or asked of Razorpay one by one. */
  async function gatewaySide(paymentId: string, ours: { paise: number; credited: number }) {
    const differences: TReconciliationDifference[] = [];
    if (!gw.keys || gw.status !== 'ok') return { side: null, paise: 0, differences };
    const settled = gw.payments.get(paymentId);
    let refunded = gw.refunds.get(paymentId) ?? 0;
    let amount = settled?.amount ?? null;
    if (!settled || ours.credited > refunded) {
      if (lookups >= MAX_LOOKUPS) return { side: null, paise: 0, differences };
      lookups++;
      const fetched = await fetchRazorpayPayment(gw.keys, paymentId);
      if (!fetched.ok && fetched.status === 400) {
        return { side: null, paise: 0, differences: ['unknown_at_gateway' as const] };
      }
      if (!fetched.ok) {
        gw.status = 'unreachable';
        gw.error = fetched.text;
        return { side: null, paise: 0, differences };
      }
      if (fetched.value.status !== 'captured' && fetched.value.status !== 'refunded') {
        return { side: null, paise: 0, differences: ['unknown_at_gateway' as const] };
      }
      amount ??= fetched.value.amount;
      refunded = Math.max(refunded, fetched.value.amount_refunded ?? 0);
      if (!settled) differences.push('not_settled');
    }
    const paise = amount ?? 0;
    if (paise !== ours.paise) differences.push('amount_differs');
    if (refunded > ours.credited) differences.push('refund_without_credit_note');
    if (ours.credited > refunded) differences.push('credit_note_without_refund');
    return {
      paise,
      differences,
      side: {
        payment_id: paymentId,
        amount: toRupees(paise),
        fee: toRupees(settled?.fee ?? 0),
        tax: toRupees(settled?.tax ?? 0),
        settled: settled ? toRupees(settled.credit) : null,
        settlement_id: settled?.settlement_id ?? null,
        settlement_utr: settled?.settlement_utr ?? null,
        refunded: toRupees(refunded),
      },
    };
  }

  const lines: Line[] = [];
  const covered = new Set<string>();
  for (const r of rows) {
    const differences: TReconciliationDifference[] = [];
    const gatewayId =
      linked.gateway.get(r.id) ??
      (r.method === 'online' && GATEWAY_ID.test(r.reference) ? r.reference : null);
    const credited = notes.get(r.id) ?? 0;
    let gateway: Awaited<ReturnType<typeof gatewaySide>> | null = null;
    if (gatewayId) {
      covered.add(gatewayId);
      gateway = await gatewaySide(gatewayId, { paise: r.amountPaise, credited });
      differences.push(...gateway.differences);
    }
    const ledgerPaise = ledger.get(r.id) ?? null;
    if (r.studentId !== null && ledgerPaise === null) differences.push('no_ledger');
    if (ledgerPaise !== null && ledgerPaise !== r.amountPaise) differences.push('ledger_differs');
    const credit = linked.statement.get(r.id);
    if (credit && credit.amountPaise !== r.amountPaise) differences.push('statement_differs');
    const channel: TMoneyChannel = gatewayId ? 'gateway' : channelOf(r.id, linked);
    lines.push({
      key: `receipt-${r.id}`,
      channel,
      date: r.paidOn,
      gateway: gateway?.side ?? null,
      statement: credit
        ? {
            bank: credit.bank,
            txn_date: credit.txnDate,
            amount: toRupees(credit.amountPaise),
            utr: credit.utr,
          }
        : null,
      receipt: {
        id: r.id,
        number: r.number,
        amount: toRupees(r.amountPaise),
        method: r.method as TPaymentMethod,
        reference: r.reference,
        paid_on: r.paidOn,
        customer_name: r.customerName,
        credit_notes: toRupees(credited),
      },
      ledger: ledgerPaise === null ? null : toRupees(ledgerPaise),
      differences,
      paise: { gateway: gateway?.paise ?? 0, receipt: r.amountPaise },
    });
  }

  // Money the gateway took in the range that no receipt of the range stands for.
  const loose = [...gw.payments.values()].filter((p) => {
    const day = dayOf(p.created_at);
    return day >= q.from && day <= q.to && !covered.has(p.entity_id);
  });
  const known = await knownGatewayIds(
    db,
    adminId,
    loose.map((p) => p.entity_id),
  );
  const claimedOnly = new Map(orphans.map((o) => [o.paymentId, o]));
  for (const id of new Set([
    ...loose.filter((p) => !known.has(p.entity_id)).map((p) => p.entity_id),
    ...claimedOnly.keys(),
  ])) {
    if (covered.has(id)) continue;
    const settled = gw.payments.get(id);
    const claim = claimedOnly.get(id);
    const paise = settled?.amount ?? claim?.amountPaise ?? 0;
    const refunded = gw.refunds.get(id) ?? 0;
    lines.push({
      key: `gateway-${id}`,
      channel: 'gateway',
      date: settled ? dayOf(settled.created_at) : dayAndMinute(claim?.createdAt ?? since, timeZone).today,
      gateway: {
        payment_id: id,
        amount: toRupees(paise),
        fee: toRupees(settled?.fee ?? 0),
        tax: toRupees(settled?.tax ?? 0),
        settled: settled ? toRupees(settled.credit) : null,
        settlement_id: settled?.settlement_id ?? null,
        settlement_utr: settled?.settlement_utr ?? null,
        refunded: toRupees(refunded),
      },
      statement: null,
      receipt: null,
      ledger: null,
      differences: ['no_receipt', ...(refunded > 0 ? (['refund_without_credit_note'] as const) : [])],
      paise: { gateway: paise, receipt: 0 },
    });
  }

  const referenced = new Set(lines.map((l) => l.gateway?.settlement_id).filter(Boolean));
  const settlements = gw.settlements
    .filter(
      (s) =>
        referenced.has(s.id) ||
        (s.created_at * 1000 >= since.getTime() && s.created_at * 1000 < until.getTime()),
    )
    .map((s) => ({
      id: s.id,
      amount: toRupees(s.amount),
      fees: toRupees(s.fees),
      tax: toRupees(s.tax),
      utr: s.utr ?? '',
      status: s.status,
      created_at: new Date(s.created_at * 1000).toISOString(),
    }));

  const sum = (pick: (l: Line) => number) => lines.reduce((total, l) => total + pick(l), 0);
  const paiseOf = (rupees: number | null | undefined) => Math.round((rupees ?? 0) * 100);
  const withDifferences = lines.filter((l) => l.differences.length > 0);
  const kept = q.differences === 'only' ? withDifferences : lines;
  kept.sort(
    (a, b) =>
      Number(b.differences.length > 0) - Number(a.differences.length > 0) ||
      a.date.localeCompare(b.date) ||
      a.key.localeCompare(b.key),
  );
  return {
    from: q.from,
    to: q.to,
    gateway: gw.status,
    gateway_error: gw.error,
    totals: {
      receipts: toRupees(sum((l) => l.paise.receipt)),
      ledger: toRupees(ledgerTotal),
      gateway_captured: toRupees(sum((l) => l.paise.gateway)),
      gateway_fees: toRupees(sum((l) => paiseOf(l.gateway?.fee))),
      gateway_tax: toRupees(sum((l) => paiseOf(l.gateway?.tax))),
      gateway_settled: toRupees(sum((l) => paiseOf(l.gateway?.settled))),
      statement_matched: toRupees(sum((l) => paiseOf(l.statement?.amount))),
      differences: withDifferences.length,
    },
    by_method: byMethodAndChannel(
      rows.map((r) => ({
        method: r.method,
        channel: linked.gateway.has(r.id) ? 'gateway' : channelOf(r.id, linked),
        amountPaise: r.amountPaise,
      })),
    ),
    settlements,
    count: kept.length,
    lines: kept.slice(q.offset, q.offset + q.limit).map(({ paise: _, ...line }) => line),
  };
}
