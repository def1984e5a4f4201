import ExcelJS from 'exceljs';

/**
 * Bank statements as SBI, HDFC and ICICI export them, made for tests (docs/bank-statements.md):
 * the account's lines first, the table, then the bank's closing lines. Credits and debits in
 * the order given, with a running balance.
 */

export type SampleBank = 'sbi' | 'hdfc' | 'icici';

export interface SampleLine {
  /** yyyy-mm-dd */
  date: string;
  narration: string;
  reference?: string;
  credit?: number;
  debit?: number;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const [dd, mm, yyyy] = [
  (d: string) => d.slice(8, 10),
  (d: string) => d.slice(5, 7),
  (d: string) => d.slice(0, 4),
];
const bankDate: Record<SampleBank, (d: string) => string> = {
  sbi: (d) => `${Number(dd(d))} ${MONTHS[Number(mm(d)) - 1]} ${yyyy(d)}`,
  hdfc: (d) => `${dd(d)}/${mm(d)}/${yyyy(d).slice(2)}`,
  icici: (d) => `${dd(d)}/${mm(d)}/${yyyy(d)}`,
};
const money = (n: number) => n.toFixed(2);

/** A UPI credit's narration as each bank writes it, with the 12-digit UTR inside. */
export function upiNarration(bank: SampleBank, utr: string, name: string): string {
  const vpa = `${name.split(' ')[0]?.toLowerCase()}@okaxis`;
  if (bank === 'sbi')
    return `BY TRANSFER-UPI/CR/${utr}/${name.slice(0, 10).toUpperCase()}/UTIB/${vpa}/Payment--`;
  if (bank === 'hdfc') return `UPI-${name.toUpperCase()}-${vpa}-UTIB0000123-${utr}-PAYMENT FROM PHONE`;
  return `UPI/${utr}/Payment from ${name}/${vpa}/AXIS BANK`;
}

/** The statement as rows of cells (what a .csv holds; an .xlsx the same cells). */
export function statementRows(
  bank: SampleBank,
  lines: SampleLine[],
  opening = 25_000,
): (string | number)[][] {
  const first = lines[0]?.date ?? '2026-11-21';
  const last = lines.at(-1)?.date ?? first;
  let balance = opening;
  const table = lines.map((l, i) => {
    balance += (l.credit ?? 0) - (l.debit ?? 0);
    const d = bankDate[bank](l.date);
    const ref = l.reference ?? '';
    const [debit, credit] = [l.debit ? money(l.debit) : '', l.credit ? money(l.credit) : ''];
    if (bank === 'sbi') return [d, d, l.narration, ref, debit, credit, money(balance)];
    if (bank === 'hdfc') return [d, l.narration, ref, d, debit, credit, money(balance)];
    return [i + 1, d, d, ref || '-', l.narration, money(l.debit ?? 0), money(l.credit ?? 0), money(balance)];
  });
  const credits = lines.reduce((s, l) => s + (l.credit ?? 0), 0);
  const debits = lines.reduce((s, l) => s + (l.debit ?? 0), 0);
  if (bank === 'sbi') {
    return [
      ['Account Name', ':', 'GYAN READING ROOM'],
      ['Address', ':', 'BORING ROAD, PATNA'],
      ['Date', ':', bankDate.sbi(last)],
      ['Account Number', ':', '_00000038912345678'],
      ['Account Description', ':', 'CURRENT ACCOUNT'],
      ['Branch', ':', 'PATNA MAIN'],
      ['IFS Code', ':', 'SBIN0000152'],
      ['Balance as on', bankDate.sbi(first), money(opening)],
      [],
      ['Account Statement from', bankDate.sbi(first), 'to', bankDate.sbi(last)],
      [],
      ['Txn Date', 'Value Date', 'Description', 'Ref No./Cheque No.', 'Debit', 'Credit', 'Balance'],
      ...table,
      [],
      ['**This is a computer generated statement and does not require a signature.'],
    ];
  }
  if (bank === 'hdfc') {
    return [
      ['HDFC BANK Ltd.', '', '', '', '', 'Page No .: 1', 'Statement of accounts'],
      ['GYAN READING ROOM', '', '', '', '', 'Account Branch : BORING ROAD', ''],
      ['BORING ROAD, PATNA', '', '', '', '', 'Account No : 50200012345678', ''],
      [`Statement From : ${bankDate.hdfc(first)} To : ${bankDate.hdfc(last)}`],
      ['Date', 'Narration', 'Chq./Ref.No.', 'Value Dt', 'Withdrawal Amt.', 'Deposit Amt.', 'Closing Balance'],
      ['********', '********', '********', '********', '********', '********', '********'],
      ...table,
      ['********', '********', '********', '********', '********', '********', '********'],
      ['STATEMENT SUMMARY :-'],
      ['Opening Balance', 'Dr Count', 'Cr Count', 'Debits', 'Credits', 'Closing Bal'],
      [
        money(opening),
        lines.filter((l) => l.debit).length,
        lines.filter((l) => l.credit).length,
        money(debits),
        money(credits),
        money(balance),
      ],
    ];
  }
  return [
    ['DETAILED STATEMENT'],
    ['Transactions List - GYAN READING ROOM (INR) - 123405001234'],
    [`Transaction Period: From ${bankDate.icici(first)} To ${bankDate.icici(last)}`],
    [],
    [
      'S No.',
      'Value Date',
      'Transaction Date',
      'Cheque Number',
      'Transaction Remarks',
      'Withdrawal Amount (INR )',
      'Deposit Amount (INR )',
      'Balance (INR )',
    ],
    ...table,
    [],
    ['Legends Used in Account Statement'],
  ];
}

const csvCell = (v: string | number) => {
  const s = String(v);
  return /[",\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};

/** The statement as a .csv or .xlsx file's bytes (the .xlsx made with ExcelJS, amounts as numbers). */
export async function statementFile(
  bank: SampleBank,
  lines: SampleLine[],
  kind: 'csv' | 'xlsx',
): Promise<Buffer> {
  const rows = statementRows(bank, lines);
  if (kind === 'csv') return Buffer.from(`${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Statement');
  for (const row of rows) {
    // ICICI's export starts one column in; amounts are numbers in every bank's .xlsx.
    const cells = row.map((c) => (typeof c === 'string' && /^\d+\.\d{2}$/.test(c) ? Number(c) : c));
    sheet.addRow(bank === 'icici' ? ['', ...cells] : cells);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
