/** An HDFC statement as its .csv export reads (docs/bank-statements.md): the account lines, the table, the summary. */
export function hdfcStatementCsv(
  credits: { date: string; name: string; utr: string; amount: number }[],
): Buffer {
  const day = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(2, 4)}`;
  let balance = 25_000;
  const lines = credits.map((c) => {
    balance += c.amount;
    const narration = `UPI-${c.name.toUpperCase()}-${c.name.split(' ')[0]?.toLowerCase()}@okaxis-UTIB0000123-${c.utr}-PAYMENT FROM PHONE`;
    return [day(c.date), narration, `0000${c.utr}`, day(c.date), '', c.amount.toFixed(2), balance.toFixed(2)];
  });
  const rows = [
    ['HDFC BANK Ltd.', '', '', '', '', 'Page No .: 1', 'Statement of accounts'],
    ['SARASWATI READING ROOM', '', '', '', '', 'Account No : 50200012345678', ''],
    ['Date', 'Narration', 'Chq./Ref.No.', 'Value Dt', 'Withdrawal Amt.', 'Deposit Amt.', 'Closing Balance'],
    ['********', '********', '********', '********', '********', '********', '********'],
    ...lines,
    ['********', '********', '********', '********', '********', '********', '********'],
    ['STATEMENT SUMMARY :-'],
  ];
  return Buffer.from(`${rows.map((r) => r.join(',')).join('\r\n')}\r\n`);
}
