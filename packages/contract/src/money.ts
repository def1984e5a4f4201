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

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1..99 in words ('' for 0). */
const tensInWords = (n: number) =>
  n < 20 ? (ONES[n] ?? '') : [TENS[Math.floor(n / 10)], ONES[n % 10]].filter(Boolean).join(' ');

/** 1..999 in words ('' for 0): 'Four Hundred Five'. */
const hundredsInWords = (n: number) =>
  [n >= 100 ? `${ONES[Math.floor(n / 100)]} Hundred` : '', tensInWords(n % 100)].filter(Boolean).join(' ');

/** A whole number in words, grouped the Indian way: crore, lakh, thousand ('' for 0). */
function wholeInWords(n: number): string {
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor(n / 100_000) % 100;
  const thousand = Math.floor(n / 1000) % 100;
  return [
    crore ? `${wholeInWords(crore)} Crore` : '',
    lakh ? `${tensInWords(lakh)} Lakh` : '',
    thousand ? `${tensInWords(thousand)} Thousand` : '',
    hundredsInWords(n % 1000),
  ]
    .filter(Boolean)
    .join(' ');
}

/** Beyond ₹10,000 crore, rupees as a JavaScript number no longer hold every paisa exactly. */
export const MAX_WORDS_RUPEES = 100_000_000_000;

/**
 * An amount in words as Indian receipts write it: 'Rupees Eight Hundred only', 'Rupees One Lakh
 * Twenty Thousand and Fifty Paise only', 'Fifty Paise only'. Rounds to the paisa; 0 to ₹10,000 crore.
 */
export function amountInWords(amount: number): string {
  if (!(amount >= 0 && amount <= MAX_WORDS_RUPEES)) {
    throw new RangeError(`amountInWords takes an amount from 0 to ${MAX_WORDS_RUPEES}, not ${amount}`);
  }
  const paise = Math.round(amount * 100);
  const rupees = Math.floor(paise / 100);
  const cents = paise % 100;
  if (cents === 0) return `Rupees ${rupees ? wholeInWords(rupees) : 'Zero'} only`;
  const paiseWords = `${tensInWords(cents)} Paise only`;
  return rupees ? `Rupees ${wholeInWords(rupees)} and ${paiseWords}` : paiseWords;
}
