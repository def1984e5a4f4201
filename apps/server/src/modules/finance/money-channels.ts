import {
  MONEY_CHANNELS,
  PAYMENT_METHODS,
  type TMoneyChannel,
  type TPaymentMethod,
} from '@studydesk/contract';
import { toRupees } from '../../money.ts';

/** How a receipt's money came in: the gateway's payment it settled, a bank statement's credit, or the desk. */
export const channelOf = (
  receiptId: number,
  linked: { gateway: Map<number, string>; statement: Map<number, unknown> },
): TMoneyChannel =>
  linked.gateway.has(receiptId) ? 'gateway' : linked.statement.has(receiptId) ? 'statement' : 'desk';

/** Receipts summed by method and channel, in the ledger's order of methods. */
export function byMethodAndChannel(rows: { method: string; channel: TMoneyChannel; amountPaise: number }[]) {
  const sums = new Map<string, { count: number; paise: number }>();
  for (const r of rows) {
    const key = `${r.method}:${r.channel}`;
    const s = sums.get(key) ?? { count: 0, paise: 0 };
    sums.set(key, { count: s.count + 1, paise: s.paise + r.amountPaise });
  }
  return PAYMENT_METHODS.flatMap((method: TPaymentMethod) =>
    MONEY_CHANNELS.flatMap((channel) => {
      const s = sums.get(`${method}:${channel}`);
      return s ? [{ method, channel, count: s.count, amount: toRupees(s.paise) }] : [];
    }),
  );
}
