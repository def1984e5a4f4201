/*
 * GST rules both apps use (zod-free: the web's Settings imports it). Sources are cited in
 * docs/gst.md: the GSTIN's format and check digit, the state codes, the per-financial-year
 * numbering of CGST Rule 46(b), and how an invoice's tax is split and rounded.
 */

/** GST state codes (the first two characters of a GSTIN) and names, as the GST portal lists them. */
export const GST_STATES = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
} as const satisfies Record<string, string>;
export type TGstStateCode = keyof typeof GST_STATES;
export const GST_STATE_CODES = Object.keys(GST_STATES) as [TGstStateCode, ...TGstStateCode[]];

/** '27-Maharashtra': how GSTR-1 and the invoice name a place of supply. */
export function placeOfSupplyLabel(code: string): string {
  const name = (GST_STATES as Record<string, string>)[code];
  return name ? `${code}-${name}` : code;
}

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The 15th character of a GSTIN from its first 14: Luhn mod 36 over 0-9A-Z, the factor 1 on the
 * first character and alternating 1, 2 after it; each product adds its base-36 digits.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = GSTIN_CHARS.indexOf(first14.charAt(i));
    if (value < 0) return '';
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS.charAt((36 - (sum % 36)) % 36);
}

/** State code 01-38 (or 97 other territory, 99 centre), a PAN, entity number, 'Z' (default), check. */
const GSTIN_SHAPE = /^(0[1-9]|[12]\d|3[0-8]|97|99)[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** Why a GSTIN is not one (null when it is); expects it trimmed and in capitals. */
export function gstinProblem(gstin: string): string | null {
  if (gstin.length !== 15) return 'A GSTIN has 15 characters';
  if (!GSTIN_SHAPE.test(gstin)) {
    return 'Not a GSTIN: a state code, the 10-character PAN, an entity number, Z and a check character';
  }
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin.charAt(14)) {
    return 'This GSTIN’s check character does not match: look for a typing mistake';
  }
  return null;
}

export const isValidGstin = (gstin: string) => gstinProblem(gstin) === null;

/** The financial year (April to March) of a day: '2026-11-28' -> '2026-27'. */
export function financialYear(day: string): string {
  const year = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** A tax invoice's number: its financial year and 4-digit serial, '2026-27/0001' (Rule 46(b): ≤16). */
export const taxInvoiceNumber = (fy: string, serial: number) => `${fy}/${String(serial).padStart(4, '0')}`;
/** A GST credit note's number, its own series: 'CN2026-27/0001'. */
export const taxCreditNoteNumber = (fy: string, serial: number) => `CN${taxInvoiceNumber(fy, serial)}`;

/** Rates GST knows today (percent); 18 is the one for a library's seats and coaching. */
export const GST_RATES = [5, 12, 18, 28, 40] as const;
export type TGstRate = (typeof GST_RATES)[number];

export interface GstSplit {
  /** The value tax is charged on (paise). */
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** What the student pays: taxable + cgst + sgst + igst, to the paisa. */
  total: number;
}

/**
 * Splits an amount (integer paise) into taxable value and tax, per invoice:
 * - tax-inclusive: taxable = round(amount × 100 / (100 + rate)), tax = amount - taxable, so the
 *   total is the amount paid;
 * - exclusive: taxable = amount, tax = round(amount × rate / 100), total = amount + tax.
 * Rounding is half up to the paisa. Within the state the tax is halved into CGST and SGST; an odd
 * paisa goes to SGST (cgst = floor(tax / 2)), so the two halves always add up to the tax. Across
 * states (place of supply ≠ the library's state) it is all IGST.
 */
export function splitGst(
  amountPaise: number,
  ratePercent: number,
  o: { inclusive: boolean; interState: boolean },
): GstSplit {
  if (!Number.isSafeInteger(amountPaise) || amountPaise < 0) throw new RangeError('amount must be paise');
  const rate = Math.round(ratePercent * 100); // basis points keep 0.25% rates exact
  let taxable: number;
  let tax: number;
  if (o.inclusive) {
    taxable = Math.floor((amountPaise * 20000 + (10000 + rate)) / (2 * (10000 + rate)));
    tax = amountPaise - taxable;
  } else {
    taxable = amountPaise;
    tax = Math.floor((amountPaise * rate * 2 + 10000) / 20000);
  }
  if (o.interState) return { taxable, cgst: 0, sgst: 0, igst: tax, total: taxable + tax };
  const cgst = Math.floor(tax / 2);
  return { taxable, cgst, sgst: tax - cgst, igst: 0, total: taxable + tax };
}

/**
 * B2C (large): an inter-state invoice to an unregistered person above ₹1,00,000 is reported
 * invoice by invoice (GSTR-1 table 5, from August 2024); the rest are summed per state and rate.
 */
export const B2CL_THRESHOLD_PAISE = 1_00_000_00;

/**
 * A credit note's split of `amountPaise` given back against an invoice of which `left` is not yet
 * credited: the invoice's rate taken out of the amount (as splitGst, inclusive), kept within what
 * is left of each part, and exactly what is left when the amount is all of it. So the notes of an
 * invoice never credit more of any part than it charged, and crediting it in full brings every
 * part to zero, to the paisa.
 */
export function creditNoteSplit(
  amountPaise: number,
  ratePercent: number,
  interState: boolean,
  left: GstSplit,
): GstSplit {
  if (amountPaise > left.total) throw new RangeError('more than the invoice has left');
  if (amountPaise === left.total) return { ...left };
  const p = splitGst(amountPaise, ratePercent, { inclusive: true, interState });
  const leftTax = left.cgst + left.sgst + left.igst;
  const tax = Math.max(Math.min(p.cgst + p.sgst + p.igst, leftTax), amountPaise - left.taxable);
  const taxable = amountPaise - tax;
  if (interState) return { taxable, cgst: 0, sgst: 0, igst: tax, total: amountPaise };
  let cgst = Math.min(Math.floor(tax / 2), left.cgst);
  let sgst = tax - cgst;
  if (sgst > left.sgst) {
    sgst = left.sgst;
    cgst = tax - sgst;
  }
  return { taxable, cgst, sgst, igst: 0, total: amountPaise };
}
