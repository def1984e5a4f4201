import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { aadhaarFor } from '../support/aadhaar.ts';
import { call, createAdmin, createStudent } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { downloadFrom } from '../support/download.ts';
import { choose, field } from '../support/form.ts';
import { expectNoSidewaysScroll } from '../support/phone.ts';

const browser = useBrowser();
const PHONE = { width: 390, height: 844 } as const;
const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

/** Reads one sheet of a downloaded workbook as header → value objects. */
async function sheetOf(file: string, name: string) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const sheet = book.getWorksheet(name);
  const header = ((sheet?.getRow(1).values ?? []) as unknown[]).slice(1).map(String);
  const rows: Record<string, unknown>[] = [];
  sheet?.eachRow((row, n) => {
    if (n > 1) rows.push(Object.fromEntries(header.map((h, i) => [h, (row.values as unknown[])[i + 1]])));
  });
  return rows;
}

describe('GST invoices', () => {
  it('a registered library invoices a student from another state with IGST, refunds part by credit note, and downloads GSTR-1', async () => {
    const admin = await createAdmin(`Gyan GST ${Math.random().toString(36).slice(2, 6)}`);
    const student = await createStudent(admin, 'Kiran Rao');

    // Settings → GST: a mistyped GSTIN is refused by its check character, the right one saved.
    const page = await browser.signedInPage('admin', admin, '/admin/change-password');
    const card = page.getByRole('heading', { name: 'GST', exact: true });
    await card.scrollIntoViewIfNeeded();
    await field(page, 'GSTIN').fill('27AAPFU0939F1ZW');
    await field(page, 'Legal name (as registered)').fill('Gyan Reading Room LLP');
    await page.getByRole('button', { name: 'Save GST settings' }).click();
    await page.getByText('check character does not match', { exact: false }).waitFor();
    await field(page, 'GSTIN').fill('27AAPFU0939F1ZV');
    await page.getByText('State: 27-Maharashtra').waitFor();
    await page.getByRole('button', { name: 'Save GST settings' }).click();
    await page.getByText('GST settings saved.').first().waitFor();
    await expectAccessible(page, 'settings with GST');
    await page.getByRole('button', { name: 'Save GST settings' }).scrollIntoViewIfNeeded();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/gst-settings-1280.png` });

    // The student lives in Karnataka: the owner sets it on the student's form.
    await page.goto(`/add-edit-student/${student.id}`);
    await field(page, 'Aadhaar number').fill(aadhaarFor(37_002));
    await choose(page, 'GST state (place of supply)', '29-Karnataka');
    await page.getByRole('button', { name: 'Save Student' }).click();
    await page.waitForURL('**/admin/students');

    // A payment at the desk: the receipt is tax invoice 2026-27/0001 with IGST.
    const receipt = await call<{
      id: number;
      number: number;
      tax_documents: { number: string; igst: number }[];
    }>('POST', '/api/desk-payments', { student_id: student.id, amount: 1180, method: 'upi' }, admin.session);
    const invoice = receipt.tax_documents[0];
    expect(invoice?.igst).toBe(180);
    await page.goto('/admin/money?tab=receipts');
    const row = page.getByRole('row', { name: new RegExp(`#${receipt.number}.*Kiran Rao`) });
    await row.getByText(`Tax invoice ${invoice?.number}`).waitFor();
    await row.getByRole('button', { name: 'Tax invoice' }).waitFor();

    // Half of it back: the refund issues a GST credit note, shown on the receipt.
    await row.getByRole('button', { name: 'Refund' }).click();
    await field(page, 'Amount (₹)').fill('590');
    await field(page, 'Reason').fill('Moved to a cheaper shift');
    await page.getByRole('button', { name: 'Refund and issue credit note' }).click();
    await page.getByText('Credit note CN-1 issued for ₹590.00.').waitFor();
    await row.getByRole('button', { name: /^CN\d{4}-\d{2}\/0001$/ }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await expectAccessible(page, 'receipts with tax invoices');
    await shot(page, 'gst-receipts-1280');

    // GST returns: this month's GSTR-1, read back: Karnataka's B2CS row net of the credit note.
    await page.goto('/admin/money?tab=gst');
    const month = new Date().toISOString().slice(0, 7);
    await field(page, 'Month').fill(month);
    const download = await downloadFrom(page, () =>
      page.getByRole('button', { name: 'Download GSTR-1 (.xlsx)' }).click(),
    );
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'sd-gstr1-')), 'gstr1.xlsx');
    await download.saveAs(file);
    expect(await sheetOf(file, 'b2cs')).toEqual([
      expect.objectContaining({
        'Place Of Supply': '29-Karnataka',
        Rate: 18,
        'Taxable Value': 500,
        'Integrated Tax Amount': 90,
      }),
    ]);
    await expectAccessible(page, 'GST returns');
    await shot(page, 'gst-returns-1280');

    // On a phone the settings card and the GST tab fit the width.
    const phone = await browser.signedInPage('admin', admin, '/admin/money?tab=gst', PHONE);
    await phone.getByRole('button', { name: 'Download GSTR-1 (.xlsx)' }).waitFor();
    await expectNoSidewaysScroll(phone, 'GST returns, phone');
    await shot(phone, 'gst-returns-390');
    await phone.goto('/admin/change-password');
    await phone.getByRole('button', { name: 'Save GST settings' }).scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(phone, 'settings with GST, phone');
    if (SHOTS) await phone.screenshot({ path: `${SHOTS}/gst-settings-390.png` });
  }, 240_000);
});
