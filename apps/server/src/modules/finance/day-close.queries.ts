import { PAYMENT_METHODS, type TDayClose, type TPaymentMethod } from '@studydesk/contract';
import { and, asc, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { receipts, students } from '../../db/schema/index.ts';
import { ofTenant } from '../../db/tenant-rows.ts';
import { toRupees } from '../../money.ts';
import { presentReceipt } from './finance.present.ts';
import { gstDocumentsOf } from './gst.queries.ts';
import { byMethodAndChannel, channelOf } from './money-channels.ts';
import { receiptWithContact, withStudent } from './receipts.queries.ts';
import { receiptChannels } from './reconciliation.queries.ts';

/**
 * Collections of a date range (receipts by their paid-on date): by method, by method and how the
 * money came in (desk, gateway, bank statement), by collector, cash to hand over.
 */
export async function dayClose(db: Db, adminId: number, from: string, to: string): Promise<TDayClose> {
  const linked = await receiptChannels(db, adminId, from, to);
  const rows = await db
    .select(receiptWithContact)
    .from(receipts)
    .leftJoin(students, withStudent)
    .where(and(ofTenant(receipts, adminId), gte(receipts.paidOn, from), lte(receipts.paidOn, to)))
    .orderBy(asc(receipts.number));
  const byMethod = new Map<TPaymentMethod, { count: number; paise: number }>();
  const byCollector = new Map<
    string,
    { name: string; role: string; count: number; paise: number; cash: number }
  >();
  const docs = await gstDocumentsOf(
    db,
    adminId,
    rows.map((r) => r.id),
  );
  let total = 0;
  for (const r of rows) {
    const method = r.method as TPaymentMethod;
    const m = byMethod.get(method) ?? { count: 0, paise: 0 };
    byMethod.set(method, { count: m.count + 1, paise: m.paise + r.amountPaise });
    const key = `${r.collectedByRole}:${r.collectedById}`;
    const c = byCollector.get(key) ?? {
      name: r.collectedByName,
      role: r.collectedByRole,
      count: 0,
      paise: 0,
      cash: 0,
    };
    c.count += 1;
    c.paise += r.amountPaise;
    if (method === 'cash') c.cash += r.amountPaise;
    byCollector.set(key, c);
    total += r.amountPaise;
  }
  return {
    from,
    to,
    total: toRupees(total),
    count: rows.length,
    cash_to_hand_over: toRupees(byMethod.get('cash')?.paise ?? 0),
    by_method: PAYMENT_METHODS.filter((m) => byMethod.has(m)).map((method) => ({
      method,
      count: byMethod.get(method)?.count ?? 0,
      amount: toRupees(byMethod.get(method)?.paise ?? 0),
    })),
    by_channel: byMethodAndChannel(
      rows.map((r) => ({ method: r.method, channel: channelOf(r.id, linked), amountPaise: r.amountPaise })),
    ),
    by_collector: [...byCollector.values()].map((c) => ({
      name: c.name,
      role: c.role,
      count: c.count,
      amount: toRupees(c.paise),
      cash: toRupees(c.cash),
    })),
    receipts: rows.map((r) => presentReceipt({ ...r, gst: docs.filter((d) => d.receiptId === r.id) })),
  };
}
