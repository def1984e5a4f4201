/** Money shown the Indian way: ₹ with 2 decimals and lakh/crore grouping (₹1,23,456.00). */
export function formatRupees(amount: number): string {
  const paise = Math.round(Math.abs(amount) * 100);
  const whole = String(Math.floor(paise / 100));
  const fraction = String(paise % 100).padStart(2, '0');
  const lastThree = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  const grouped = rest ? `${rest},${lastThree}` : lastThree;
  return `${amount < 0 && paise > 0 ? '-' : ''}₹${grouped}.${fraction}`;
}

export const PAYMENT_METHODS = ['cash', 'upi', 'card', 'bank_transfer', 'online'] as const;
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<TPaymentMethod, string> = {
  cash: 'Cash',
  upi: 'UPI',
  card: 'Card',
  bank_transfer: 'Bank transfer',
  online: 'Online',
};

export const CHARGE_KINDS = ['seat', 'locker', 'membership', 'admission', 'late_fee', 'manual'] as const;
export type TChargeKind = (typeof CHARGE_KINDS)[number];

export const LEDGER_ENTRY_TYPES = ['charge', 'discount', 'payment', 'refund'] as const;
export type TLedgerEntryType = (typeof LEDGER_ENTRY_TYPES)[number];
