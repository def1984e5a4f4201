import { createHash } from 'node:crypto';
import type { TStatementBank } from '@studydesk/contract';
import { MAX_AMOUNT_PAISE } from '../../money.ts';

/**
 * Bank statements as SBI, HDFC and ICICI export them (.csv or .xlsx, docs/bank-statements.md):
 * some lines about the account, then a table, then a summary. The table is found by its header;
 * only credits (money received) are kept. Pure: the sheet's rows of text in, credits out.
 */

/** A credit line of a statement. */
export interface StatementCredit {
  bank: TStatementBank;
  /** The line of the file (1-based), for the review screen. */
  line: number;
  /** The transaction date, yyyy-mm-dd. */
  date: string;
  amountPaise: number;
  narration: string;
  reference: string;
  /** The first 12-digit run of the narration or reference (a UPI UTR), or ''. */
  utr: string;
  /** The balance after the line (paise), when the file gives one. */
  balancePaise: number | null;
  /** Every 12-digit run of the narration and reference: a UTR may sit beside an account number. */
  utrs: string[];
  /** The same line of the same statement, in .csv or .xlsx, always gives the same fingerprint. */
  fingerprint: string;
}

interface Layout {
  bank: TStatementBank;
  date: string;
  narration: string;
  reference: string;
  credit: string;
  balance: string;
}

/** Header cells compared without case, spaces or punctuation ('Deposit Amt.' = 'depositamt'). */
const key = (cell: string) => cell.toLowerCase().replace(/[^a-z0-9]/g, '');

const LAYOUTS: Layout[] = [
  {
    bank: 'sbi',
    date: 'txndate',
    narration: 'description',
    reference: 'refnochequeno',
    credit: 'credit',
    balance: 'balance',
  },
  {
    bank: 'hdfc',
    date: 'date',
    narration: 'narration',
    reference: 'chqrefno',
    credit: 'depositamt',
    balance: 'closingbalance',
  },
  {
    bank: 'icici',
    date: 'transactiondate',
    narration: 'transactionremarks',
    reference: 'chequenumber',
    credit: 'depositamountinr',
    balance: 'balanceinr',
  },
];

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** yyyy-mm-dd of '2026-11-23', '23/11/26', '23/11/2026', '23-11-2026', '23 Nov 2026', '23-Nov-26'; else null. */
export function statementDate(text: string): string | null {
  const t = text.trim();
  let y: number;
  let m: number;
  let d: number;
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(t);
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(t);
  const named = /^(\d{1,2})[\s-]([A-Za-z]{3})[a-z]*[\s-,]+(\d{2}|\d{4})$/.exec(t);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (dmy) [d, m, y] = [Number(dmy[1]), Number(dmy[2]), Number(dmy[3])];
  else if (named) {
    [d, m, y] = [Number(named[1]), MONTHS.indexOf(named[2]?.toLowerCase() ?? '') + 1, Number(named[3])];
  } else return null;
  if (y < 100) y += 2000;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (m < 1 || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d || y < 1900 || y > 2100) return null;
  return date.toISOString().slice(0, 10);
}

/** Paise of '1,200.00', '1200', ' 1,00,000.5 '; 0 for a blank or a dash; null when not an amount. */
export function statementAmount(text: string): number | null {
  const t = text.replace(/[,\s₹]/g, '').replace(/^INR/i, '');
  if (t === '' || t === '-') return 0;
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  return Math.round(Number(t) * 100);
}

const utrsIn = (text: string) => Array.from(text.matchAll(/(?<!\d)\d{12}(?!\d)/g), (m) => m[0]);

/** Text on one line: control and direction characters and runs of spaces become one space. */
const oneLine = (text: string, max: number) =>
  text
    .replace(/[\p{Cc}\p{Cf}\s]+/gu, ' ')
    .trim()
    .slice(0, max)
    .trim();

/** A line's UTRs and its fingerprint, from what identifies it (also for a line sent back to confirm). */
export function creditKeys(
  c: Pick<StatementCredit, 'bank' | 'date' | 'amountPaise' | 'narration' | 'reference' | 'balancePaise'>,
) {
  const utrs = [...new Set([...utrsIn(c.narration), ...utrsIn(c.reference)])];
  const fingerprint = createHash('sha256')
    .update([c.bank, c.date, c.amountPaise, c.narration, c.reference, c.balancePaise ?? ''].join('\u001f'))
    .digest('hex');
  return { utr: utrs[0] ?? '', utrs, fingerprint };
}

/** The header's line and the bank whose columns it names, or null. */
function findLayout(table: string[][]): { at: number; layout: Layout; columns: Map<string, number> } | null {
  for (let at = 0; at < Math.min(table.length, 60); at++) {
    const columns = new Map((table[at] ?? []).map((cell, i) => [key(cell), i] as const));
    const layout = LAYOUTS.find(
      (l) => columns.has(l.narration) && columns.has(l.credit) && columns.has(l.date),
    );
    if (layout) return { at, layout, columns };
  }
  return null;
}

/**
 * The credits of a statement's table; lines that are not transactions (the summary) are skipped.
 * Null when no header of a bank's table is found.
 */
export function readStatement(
  table: string[][],
): { bank: TStatementBank; credits: StatementCredit[] } | null {
  const found = findLayout(table);
  if (!found) return null;
  const { at, layout, columns } = found;
  const cell = (row: string[], name: string) => {
    const i = columns.get(name);
    return i === undefined ? '' : (row[i] ?? '').trim();
  };
  const credits: StatementCredit[] = [];
  for (let i = at + 1; i < table.length; i++) {
    const row = table[i] ?? [];
    const date = statementDate(cell(row, layout.date));
    const amountPaise = statementAmount(cell(row, layout.credit));
    // A credit above the largest amount a payment may have is no student's.
    if (!date || !amountPaise || amountPaise > MAX_AMOUNT_PAISE) continue;
    const narration = oneLine(cell(row, layout.narration), 500);
    const reference = oneLine(cell(row, layout.reference), 100);
    const balancePaise = statementAmount(cell(row, layout.balance));
    credits.push({
      bank: layout.bank,
      line: i + 1,
      date,
      amountPaise,
      narration,
      reference,
      balancePaise,
      ...creditKeys({ bank: layout.bank, date, amountPaise, narration, reference, balancePaise }),
    });
  }
  return { bank: layout.bank, credits };
}
