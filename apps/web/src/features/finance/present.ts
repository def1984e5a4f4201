import type { TMoneyChannel, TPaymentMethod, TReconciliationDifference } from '@studydesk/contract';
import type { MessageKey } from '../../i18n/keys.ts';
import type { Translate } from '../../i18n/use-t.ts';

const KEYS: Record<TPaymentMethod, MessageKey> = {
  cash: 'finance.method.cash',
  upi: 'finance.method.upi',
  card: 'finance.method.card',
  bank_transfer: 'finance.method.bank_transfer',
  online: 'finance.method.online',
};

/** How a payment was made ('Cash', 'UPI'; a student's payment reads 'Online'), in the language shown. */
export function methodLabel(t: Translate, method: string): string {
  const key = KEYS[method.toLowerCase() as TPaymentMethod];
  return key ? t(key) : method;
}

const CHANNEL_KEYS: Record<TMoneyChannel, MessageKey> = {
  desk: 'finance.channel.desk',
  gateway: 'finance.channel.gateway',
  statement: 'finance.channel.statement',
};

/** How money came in: at the desk, through Razorpay, or matched from a bank statement. */
export const channelLabel = (t: Translate, channel: TMoneyChannel) => t(CHANNEL_KEYS[channel]);

const DIFFERENCE_KEYS: Record<TReconciliationDifference, MessageKey> = {
  no_receipt: 'finance.reconciliation.diff.no_receipt',
  unknown_at_gateway: 'finance.reconciliation.diff.unknown_at_gateway',
  amount_differs: 'finance.reconciliation.diff.amount_differs',
  refund_without_credit_note: 'finance.reconciliation.diff.refund_without_credit_note',
  credit_note_without_refund: 'finance.reconciliation.diff.credit_note_without_refund',
  not_settled: 'finance.reconciliation.diff.not_settled',
  no_ledger: 'finance.reconciliation.diff.no_ledger',
  ledger_differs: 'finance.reconciliation.diff.ledger_differs',
  statement_differs: 'finance.reconciliation.diff.statement_differs',
};

/** A reconciliation difference in plain words. */
export const differenceLabel = (t: Translate, difference: TReconciliationDifference) =>
  t(DIFFERENCE_KEYS[difference]);
