import { renderProfitWorkbook } from '../modules/expenses/profit-workbook.ts';
import { renderCreditNote } from '../modules/finance/credit-note-pdf.ts';
import { renderDuesWorkbook } from '../modules/finance/dues-workbook.ts';
import { renderFeeInvoice } from '../modules/finance/fee-invoice-pdf.ts';
import { renderTaxDocument } from '../modules/finance/gst-pdf.ts';
import { renderGstr1Workbook } from '../modules/finance/gstr1-workbook.ts';
import { renderReceipt } from '../modules/finance/receipt-pdf.ts';
import { renderReconciliationWorkbook } from '../modules/finance/reconciliation-workbook.ts';
import { renderIdCardPdf } from '../modules/id-cards/id-card-pdf.ts';

/**
 * The documents built off the event loop: pure functions of plain data (no database, no
 * request), each answering the file's bytes. The worker runs them; `makeDocument` sends them there.
 */
export const documents = {
  receipt: renderReceipt,
  creditNote: renderCreditNote,
  feeInvoice: renderFeeInvoice,
  idCard: renderIdCardPdf,
  duesWorkbook: renderDuesWorkbook,
  reconciliationWorkbook: renderReconciliationWorkbook,
  profitWorkbook: renderProfitWorkbook,
  taxDocument: renderTaxDocument,
  gstr1Workbook: renderGstr1Workbook,
};

export type DocumentKind = keyof typeof documents;
export type DocumentArgs<K extends DocumentKind> = Parameters<(typeof documents)[K]>;
export interface DocumentTask<K extends DocumentKind = DocumentKind> {
  kind: K;
  args: DocumentArgs<K>;
}
