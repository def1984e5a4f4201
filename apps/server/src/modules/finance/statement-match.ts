import type { StatementCredit } from './statement-formats.ts';

/**
 * Which waiting payment each credit of a statement is (pure; docs/bank-statements.md): first by
 * the UTR the student gave, found in the line's narration or reference; then by the amount and a
 * date within two days either side, when exactly one waiting payment fits. Several fits, a UTR
 * whose amount differs, or two lines fitting one payment: ambiguous, for the desk to pick.
 */

/** A payment waiting at the desk (Pending). */
export interface WaitingPayment {
  id: number;
  amountPaise: number;
  utr: string;
  /** When it reached the desk, yyyy-mm-dd in the library's time zone. */
  sentOn: string;
}

export const MATCH_WINDOW_DAYS = 2;

export type Match =
  | { status: 'confirmed' }
  | { status: 'matched'; by: 'utr' | 'amount_date'; paymentId: number }
  | { status: 'ambiguous'; candidates: number[] }
  | { status: 'unmatched' };

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** Whether a waiting payment fits a credit by amount and date (the second rule). */
export const fitsByAmountAndDate = (c: Pick<StatementCredit, 'amountPaise' | 'date'>, p: WaitingPayment) =>
  p.amountPaise === c.amountPaise && Math.abs(dayNumber(p.sentOn) - dayNumber(c.date)) <= MATCH_WINDOW_DAYS;

/** Whether a credit carries the UTR a waiting payment was sent with (the first rule). */
export const fitsByUtr = (c: Pick<StatementCredit, 'utrs'>, p: WaitingPayment) =>
  p.utr !== '' && c.utrs.includes(p.utr);

/** Each credit's match, in the credits' order; `recorded`: fingerprints confirmed before. */
export function matchCredits(
  credits: Pick<StatementCredit, 'fingerprint' | 'amountPaise' | 'date' | 'utrs'>[],
  waiting: WaitingPayment[],
  recorded: ReadonlySet<string>,
): Match[] {
  const matches: Match[] = credits.map((c) => {
    if (recorded.has(c.fingerprint)) return { status: 'confirmed' };
    const byUtr = waiting.filter((p) => fitsByUtr(c, p));
    if (byUtr.length === 1 && byUtr[0]?.amountPaise === c.amountPaise)
      return { status: 'matched', by: 'utr', paymentId: byUtr[0].id };
    if (byUtr.length > 0) return { status: 'ambiguous', candidates: byUtr.map((p) => p.id) };
    return { status: 'unmatched' };
  });
  // A payment found by its UTR is no longer free for the amount-and-date rule.
  const taken = new Set(matches.flatMap((m) => (m.status === 'matched' ? [m.paymentId] : [])));
  const free = waiting.filter((p) => !taken.has(p.id));
  credits.forEach((c, i) => {
    if (matches[i]?.status !== 'unmatched') return;
    const fits = free.filter((p) => fitsByAmountAndDate(c, p));
    if (fits.length === 1 && fits[0])
      matches[i] = { status: 'matched', by: 'amount_date', paymentId: fits[0].id };
    else if (fits.length > 1) matches[i] = { status: 'ambiguous', candidates: fits.map((p) => p.id) };
  });
  // Two lines fitting one payment by amount and date: neither is sure.
  const claims = new Map<number, number>();
  for (const m of matches)
    if (m.status === 'matched') claims.set(m.paymentId, (claims.get(m.paymentId) ?? 0) + 1);
  return matches.map((m) =>
    m.status === 'matched' && (claims.get(m.paymentId) ?? 0) > 1
      ? { status: 'ambiguous', candidates: [m.paymentId] }
      : m,
  );
}
