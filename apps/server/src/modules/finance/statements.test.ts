import { readFileSync } from 'node:fs';
import type {
  TReceipt,
  TStatementConfirmResult,
  TStatementReview,
  TStudentLedger,
} from '@studydesk/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, statementCredits } from '../../db/schema/index.ts';
import {
  type SampleBank,
  type SampleLine,
  statementFile,
  statementRows,
  upiNarration,
} from '../../test/bank-statement-samples.ts';
import { buildStudent } from '../../test/factories.ts';
import { useLibrary } from '../../test/library-fixture.ts';
import { multipart } from '../../test/multipart.ts';
import { readStatement, statementDate } from './statement-formats.ts';
import { matchCredits, type WaitingPayment } from './statement-match.ts';
import { readStatementFile } from './statements.service.ts';

const t = useLibrary({ adminName: 'Gyan Reading Room', staff: true });
const { send } = t;

const utrOf = (n: number) => String(433_500_000_000 + n);
const BANKS: SampleBank[] = ['sbi', 'hdfc', 'icici'];
const week: SampleLine[] = [
  { date: '2026-11-21', narration: upiNarration('hdfc', utrOf(1), 'Aarav Sharma'), credit: 1200 },
  { date: '2026-11-21', narration: 'ATM WDL PATNA MAIN', debit: 2000 },
  { date: '2026-11-23', narration: 'NEFT CR-SBIN0000152-RAVI KUMAR-RENT', credit: 15_000.5 },
  { date: '2026-11-27', narration: upiNarration('hdfc', utrOf(2), 'Priya Verma'), credit: 950 },
];

describe('statements of SBI, HDFC and ICICI, .csv and .xlsx', () => {
  it.each(BANKS.flatMap((bank) => (['csv', 'xlsx'] as const).map((kind) => ({ bank, kind }))))(
    '$bank .$kind: the table found past the preamble, credits only, UTRs read',
    async ({ bank, kind }) => {
      const lines = week.map((l) => ({ ...l, narration: l.narration.startsWith('UPI') ? '' : l.narration }));
      lines[0] = { ...week[0], narration: upiNarration(bank, utrOf(1), 'Aarav Sharma') } as SampleLine;
      lines[3] = { ...week[3], narration: upiNarration(bank, utrOf(2), 'Priya Verma') } as SampleLine;
      const read = await readStatementFile(await statementFile(bank, lines, kind));
      expect(read.bank).toBe(bank);
      expect(read.credits.map((c) => [c.date, c.amountPaise, c.utr])).toEqual([
        ['2026-11-21', 120_000, utrOf(1)],
        ['2026-11-23', 1_500_050, ''],
        ['2026-11-27', 95_000, utrOf(2)],
      ]);
      // The same statement as .csv and .xlsx: the same lines.
      const other = await readStatementFile(
        await statementFile(bank, lines, kind === 'csv' ? 'xlsx' : 'csv'),
      );
      expect(other.credits.map((c) => c.fingerprint)).toEqual(read.credits.map((c) => c.fingerprint));
    },
  );

  // The sample files docs/bank-statements.md points to.
  it.each(['sbi-statement.xlsx', 'hdfc-statement.csv', 'hdfc-statement.xlsx', 'icici-statement.csv'])(
    'the sample %s: five credits, four of them UPI',
    async (name) => {
      const read = await readStatementFile(
        readFileSync(new URL(`./statement-samples/${name}`, import.meta.url)),
      );
      expect(read.bank).toBe(name.split('-')[0]);
      expect(read.credits.map((c) => [c.date, c.amountPaise / 100, c.utr])).toEqual([
        ['2026-11-21', 1200, '433512345601'],
        ['2026-11-22', 800, '433512345602'],
        ['2026-11-23', 15000, ''],
        ['2026-11-24', 999, '433512345603'],
        ['2026-11-27', 650, '433512345604'],
      ]);
    },
  );

  it('reads the dates banks write, and refuses what is not a statement', async () => {
    expect(
      ['23/11/26', '23/11/2026', '23-11-2026', '23 Nov 2026', '23-Nov-26', '2026-11-23'].map(statementDate),
    ).toEqual(Array(6).fill('2026-11-23'));
    expect(['31/02/26', 'Opening Balance', '********', ''].map(statementDate)).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(
      readStatement([
        ['Name', 'Phone'],
        ['Ravi', '98'],
      ]),
    ).toBeNull();
    const table = statementRows('hdfc', [{ date: '2026-11-21', narration: 'ATM', debit: 10 }]).map((r) =>
      r.map(String),
    );
    expect(readStatement(table)).toEqual({ bank: 'hdfc', credits: [] });
  });
});

describe('matching rules', () => {
  const credit = (fingerprint: string, amountPaise: number, date: string, utrs: string[] = []) => ({
    fingerprint,
    amountPaise,
    date,
    utrs,
  });
  const waiting = (id: number, amountPaise: number, sentOn: string, utr = ''): WaitingPayment => ({
    id,
    amountPaise,
    sentOn,
    utr,
  });

  it('UTR first, then amount within two days when one payment fits; several fits are ambiguous', () => {
    const matches = matchCredits(
      [
        credit('a', 120_000, '2026-11-21', [utrOf(1)]),
        credit('b', 80_000, '2026-11-21'),
        credit('c', 50_000, '2026-11-25'),
        credit('d', 70_000, '2026-11-21'),
        credit('e', 99_900, '2026-11-21', ['999999999999']),
        credit('f', 120_000, '2026-11-22', [utrOf(3)]),
        credit('g', 30_000, '2026-11-21'),
      ],
      [
        waiting(1, 120_000, '2026-11-25', utrOf(1)), // by UTR, though four days off
        waiting(2, 80_000, '2026-11-23'), // two days off: fits
        waiting(3, 50_000, '2026-11-21'), // four days off: no
        waiting(4, 70_000, '2026-11-20'),
        waiting(5, 70_000, '2026-11-22'),
        waiting(6, 99_900, '2026-11-21', utrOf(9)), // fits by amount, its UTR elsewhere
        waiting(7, 100_000, '2026-11-22', utrOf(3)), // its UTR, another amount
      ],
      new Set(['g']),
    );
    expect(matches).toEqual([
      { status: 'matched', by: 'utr', paymentId: 1 },
      { status: 'matched', by: 'amount_date', paymentId: 2 },
      { status: 'unmatched' },
      { status: 'ambiguous', candidates: [4, 5] },
      { status: 'matched', by: 'amount_date', paymentId: 6 },
      { status: 'ambiguous', candidates: [7] },
      { status: 'confirmed' },
    ]);
  });

  it('two lines fitting one payment by amount and date: neither is sure', () => {
    const m = matchCredits(
      [credit('a', 50_000, '2026-11-21'), credit('b', 50_000, '2026-11-22')],
      [waiting(1, 50_000, '2026-11-21')],
      new Set(),
    );
    expect(m).toEqual([
      { status: 'ambiguous', candidates: [1] },
      { status: 'ambiguous', candidates: [1] },
    ]);
  });
});

/** A student of the library with a payment waiting at the desk. */
async function waitingPayment(amount: number, utr: string, sentOn = '2026-11-22') {
  const student = await buildStudent(t.db, { admin: t.admin });
  const [row] = await t.db
    .insert(payments)
    .values({
      adminId: t.admin.id,
      studentId: student.id,
      amountPaise: Math.round(amount * 100),
      status: 'Pending',
      utr,
      paymentDate: new Date(`${sentOn}T10:00:00+05:30`),
    })
    .returning();
  if (!row) throw new Error('no payment');
  return { student, payment: row };
}

const upload = (file: Buffer, filename = 'hdfc-week.xlsx', as = t.staffToken) => {
  const form = multipart({}, { field: 'file', filename, content: file });
  return t.request({
    method: 'POST',
    url: '/api/bank-statements/review',
    token: as,
    payload: form.payload,
    headers: form.headers,
  });
};
const review = async (file: Buffer, filename?: string) => {
  const res = await upload(file, filename);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TStatementReview>();
};
const confirmMatched = (r: TStatementReview, key?: string) =>
  send(
    'POST',
    '/api/bank-statements/confirm',
    {
      rows: r.rows
        .filter((row) => row.status === 'matched')
        .map(({ status, matched_by, candidates, receipt_number, payment_id, ...line }) => ({
          ...line,
          payment_id,
        })),
    },
    t.staffToken,
    key ? { 'idempotency-key': key } : {},
  );
const lineOf = ({
  status,
  matched_by,
  candidates,
  receipt_number,
  payment_id,
  ...line
}: TStatementReview['rows'][number]) => line;

describe('an HDFC statement confirms waiting UPI payments', () => {
  it('14 payments confirmed in one action, each once; the same statement again confirms none', async () => {
    const waiting = [];
    for (let n = 1; n <= 14; n++) waiting.push(await waitingPayment(500 + n * 10, utrOf(100 + n)));
    const lines: SampleLine[] = waiting.map(({ student }, i) => ({
      date: '2026-11-22',
      narration: upiNarration('hdfc', utrOf(101 + i), student.name),
      credit: 510 + i * 10,
    }));
    lines.push({ date: '2026-11-23', narration: 'NEFT CR-RENT FROM TENANT', credit: 9000 });
    lines.push({ date: '2026-11-23', narration: 'POS 4111XXXXXXXX1111 STATIONERY', debit: 400 });
    const file = await statementFile('hdfc', lines, 'xlsx');

    const first = await review(file);
    expect(first).toMatchObject({
      bank: 'hdfc',
      file_name: 'hdfc-week.xlsx',
      counts: { matched: 14, ambiguous: 0, unmatched: 1, confirmed: 0 },
    });
    expect(first.rows[0]).toMatchObject({
      status: 'matched',
      matched_by: 'utr',
      utr: utrOf(101),
      payment_id: waiting[0]?.payment.id,
      candidates: [{ student_name: waiting[0]?.student.name, amount: 510 }],
    });

    const done = await confirmMatched(first, 'statement-confirm-1');
    expect(done.statusCode, done.body).toBe(200);
    const result = done.json<TStatementConfirmResult>();
    expect(result).toMatchObject({ confirmed: 14, skipped: 0 });
    // One receipt each, numbered without gaps.
    const sorted = [...result.receipt_numbers].sort((a, b) => a - b);
    expect(sorted.at(-1)! - sorted[0]!).toBe(13);
    // The same key replays; nothing twice.
    const replay = await confirmMatched(first, 'statement-confirm-1');
    expect(replay.headers['idempotent-replayed']).toBe('true');

    const [owner] = waiting;
    const ledger = (
      await send('GET', `/api/ledger/${owner?.student.id}`, undefined, t.staffToken)
    ).json<TStudentLedger>();
    expect(ledger.entries.filter((e) => e.entry_type === 'payment')).toEqual([
      expect.objectContaining({ amount: 510, method: 'upi', reference: utrOf(101) }),
    ]);
    const kept = await t.db
      .select()
      .from(statementCredits)
      .where(
        and(eq(statementCredits.adminId, t.admin.id), eq(statementCredits.paymentId, owner?.payment.id ?? 0)),
      );
    expect(kept).toEqual([
      expect.objectContaining({ bank: 'hdfc', txnDate: '2026-11-22', amountPaise: 51_000, utr: utrOf(101) }),
    ]);
    expect(kept[0]?.narration).toContain(utrOf(101));

    // Uploaded again (as .csv this time): every line already confirmed, with its receipt.
    const again = await review(await statementFile('hdfc', lines, 'csv'), 'hdfc-week.csv');
    expect(again.counts).toEqual({ matched: 0, ambiguous: 0, unmatched: 1, confirmed: 14 });
    expect(again.rows[0]?.receipt_number).toBe(result.receipt_numbers[0]);
    // Sending the first review's lines again (a new key) confirms none.
    const twice = (await confirmMatched(first, 'statement-confirm-2')).json<TStatementConfirmResult>();
    expect(twice).toMatchObject({ confirmed: 0, skipped: 14, receipt_numbers: [] });
  });

  it('an ambiguous line is confirmed with the payment the desk picks; a wrong pick is skipped', async () => {
    const a = await waitingPayment(777, '', '2026-11-24');
    const b = await waitingPayment(777, '', '2026-11-25');
    const file = await statementFile(
      'sbi',
      [{ date: '2026-11-24', narration: 'BY TRANSFER-UPI/CR/555566667777/UNKNOWN/Payment', credit: 777 }],
      'csv',
    );
    const r = await review(file, 'sbi.csv');
    expect(r.rows[0]).toMatchObject({ status: 'ambiguous', payment_id: null });
    expect(r.rows[0]?.candidates.map((c) => c.payment_id).sort()).toEqual(
      [a.payment.id, b.payment.id].sort(),
    );
    const line = lineOf(r.rows[0]!);
    const wrong = await waitingPayment(778, '', '2026-11-24');
    const skipped = await send(
      'POST',
      '/api/bank-statements/confirm',
      { rows: [{ ...line, payment_id: wrong.payment.id }] },
      t.staffToken,
    );
    expect(skipped.json<TStatementConfirmResult>()).toMatchObject({ confirmed: 0, skipped: 1 });
    const picked = await send(
      'POST',
      '/api/bank-statements/confirm',
      { rows: [{ ...line, payment_id: b.payment.id }] },
      t.staffToken,
    );
    expect(picked.json<TStatementConfirmResult>()).toMatchObject({ confirmed: 1 });
    const [paid] = await t.db.select().from(payments).where(eq(payments.id, b.payment.id));
    expect(paid?.status).toBe('Paid');
    expect((await review(file, 'sbi.csv')).rows[0]?.status).toBe('confirmed');
  });

  it('an unmatched credit is assigned to a student by hand: a UPI receipt, once', async () => {
    const student = await buildStudent(t.db, { admin: t.admin });
    const file = await statementFile(
      'icici',
      [{ date: '2026-11-26', narration: upiNarration('icici', utrOf(900), 'Someone Else'), credit: 640 }],
      'xlsx',
    );
    const r = await review(file, 'icici.xlsx');
    expect(r.rows[0]?.status).toBe('unmatched');
    const body = { row: lineOf(r.rows[0]!), student_id: student.id };
    const assigned = await send('POST', '/api/bank-statements/assign', body, t.staffToken);
    expect(assigned.statusCode, assigned.body).toBe(201);
    expect(assigned.json<TReceipt>()).toMatchObject({
      student_id: student.id,
      amount: 640,
      method: 'upi',
      reference: utrOf(900),
      paid_on: '2026-11-26',
    });
    const again = await send('POST', '/api/bank-statements/assign', body, t.staffToken);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This statement line has already been recorded.' });
    expect((await review(file, 'icici.xlsx')).counts.confirmed).toBe(1);
  });

  it('refuses files that are not statements with a clear 400', async () => {
    const notStatement = await upload(Buffer.from('Name,Phone\nRavi,98\n'), 'people.csv');
    expect(notStatement.statusCode).toBe(400);
    expect(notStatement.json<{ message: string }>().message).toContain('SBI, HDFC or ICICI');
    const pdf = await upload(Buffer.from('%PDF-1.4'), 'statement.pdf');
    expect(pdf.json()).toEqual({ message: 'Choose a bank statement (.csv or .xlsx).' });
    const onlyDebits = await upload(
      await statementFile('hdfc', [{ date: '2026-11-21', narration: 'ATM', debit: 10 }], 'csv'),
      'debits.csv',
    );
    expect(onlyDebits.json()).toEqual({
      message: 'This statement has no credits (money received) to match.',
    });
    // A student may not.
    const student = await buildStudent(t.db, { admin: t.admin });
    const token = await t.login('student', student.email, student.password);
    expect((await upload(Buffer.from('x'), 'x.csv', token)).statusCode).toBe(403);
  });
});
