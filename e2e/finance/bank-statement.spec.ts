import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { call, createAdmin, createStudent, libraryToday, login } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { field } from '../support/form.ts';
import { expectNoSidewaysScroll } from '../support/phone.ts';
import { hdfcStatementCsv } from '../support/statements.ts';

const browser = useBrowser();
const NARROW_PHONE = { width: 360, height: 780 } as const;
const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

const NAMES = [
  'Aarav Sharma',
  'Priya Verma',
  'Rohan Iyer',
  'Ananya Reddy',
  'Vikram Patel',
  'Sneha Nair',
  'Arjun Gupta',
  'Kavya Singh',
  'Ishaan Das',
  'Meera Joshi',
  'Rahul Mehta',
  'Pooja Rao',
  'Karan Malhotra',
  'Divya Pillai',
];
const utrOf = (i: number) => String(433_512_345_600 + i);

/** 14 students who each paid by UPI and sent the UTR: 14 payments waiting at the desk. */
async function fourteenWaiting() {
  const admin = await createAdmin(`Saraswati Statement ${Math.random().toString(36).slice(2, 6)}`);
  const students = [];
  for (const [i, name] of NAMES.entries()) {
    const student = await createStudent(admin, name);
    const session = await login('student', student.email);
    await call(
      'POST',
      '/api/payments',
      { student_id: student.id, amount: 510 + i * 10, utr: utrOf(i) },
      session,
    );
    students.push(student);
  }
  return { admin, students };
}

describe('bank statements confirm UPI payments', () => {
  it("the owner uploads last week's HDFC statement: 14 confirmed in one action, none the second time; a refund shows with its credit note", async () => {
    const { admin, students } = await fourteenWaiting();
    const today = await libraryToday();
    const statement = {
      name: 'hdfc-last-week.csv',
      mimeType: 'text/csv',
      buffer: hdfcStatementCsv(
        NAMES.map((name, i) => ({ date: today, name, utr: utrOf(i), amount: 510 + i * 10 })),
      ),
    };
    const page = await browser.signedInPage('admin', admin, '/admin/money?tab=statement');
    await page.getByText('No statement read yet.', { exact: false }).waitFor();
    await expectAccessible(page, 'bank statement, empty');
    await page.locator('input[type="file"]').setInputFiles(statement);
    await page.getByRole('button', { name: 'Read statement' }).click();
    const confirmAll = page.getByRole('button', { name: 'Confirm 14 matched payments' });
    await confirmAll.waitFor();
    expect(await page.getByTestId('group-matched').getByRole('row').count()).toBe(15);
    await page
      .getByTestId('group-matched')
      .getByText(`Aarav Sharma · UTR ${utrOf(0)}`)
      .waitFor();
    await expectAccessible(page, 'bank statement, reviewed');
    await shot(page, 'bank-statement-1280');
    await confirmAll.click();
    await page.getByText('14 payments confirmed.').waitFor();
    // Read again after confirming: every line already confirmed, with its receipt.
    await page.getByRole('button', { name: 'Confirm 0 matched payments' }).waitFor();
    expect(await page.getByTestId('group-confirmed').getByRole('row').count()).toBe(15);
    const pending = await call<unknown[]>('GET', '/api/payments/pending', undefined, admin.session);
    expect(pending).toEqual([]);

    // The same statement uploaded again confirms none.
    await page.goto('/admin/money?tab=statement');
    await page.locator('input[type="file"]').setInputFiles(statement);
    await page.getByRole('button', { name: 'Read statement' }).click();
    await page.getByRole('button', { name: 'Confirm 0 matched payments' }).waitFor();
    expect(await page.getByRole('button', { name: 'Confirm 0 matched payments' }).isDisabled()).toBe(true);
    await page.getByTestId('group-confirmed').getByText('#1', { exact: true }).waitFor();
    const receipts = await call<{ id: number; number: number; customer_name: string }[]>(
      'GET',
      '/api/receipts?limit=100',
      undefined,
      admin.session,
    );
    expect(receipts).toHaveLength(14);

    // On a 360 px phone the review fits the width.
    const phone = await browser.signedInPage('admin', admin, '/admin/money?tab=statement', NARROW_PHONE);
    await phone.locator('input[type="file"]').setInputFiles(statement);
    await phone.getByRole('button', { name: 'Read statement' }).click();
    await phone.getByRole('button', { name: 'Confirm 0 matched payments' }).waitFor();
    await expectNoSidewaysScroll(phone, 'bank statement, 360 px');
    await shot(phone, 'bank-statement-360');

    // The owner refunds ₹200 of Aarav's payment from Receipts: credit note CN-1.
    const aarav = receipts.find((r) => r.customer_name === 'Aarav Sharma');
    await page.goto('/admin/money?tab=receipts');
    const row = page.getByRole('row', { name: new RegExp(`#${aarav?.number} .*Aarav Sharma`) });
    await row.getByRole('button', { name: 'Refund' }).click();
    await field(page, 'Amount (₹)').fill('200');
    await field(page, 'Reason').fill('Moved to a cheaper shift');
    await expectAccessible(page, 'refund dialog');
    await page.getByRole('button', { name: 'Refund and issue credit note' }).click();
    await page.getByText('Credit note CN-1 issued for ₹200.00.').waitFor();
    await shot(page, 'refund-1280');

    // The student sees it on their payments, with the credit note's number.
    const student = students[0];
    if (!student) throw new Error('no student');
    const own = await browser.signedInPage('student', student, '/student/payments', NARROW_PHONE);
    const notes = own.getByTestId('credit-notes');
    await notes.getByText(`CN-1 · receipt #${aarav?.number}`).waitFor();
    await notes.getByText('₹200.00').waitFor();
    await expectNoSidewaysScroll(own, 'refunds, 360 px');
    const ledger = await call<{ entries: { entry_type: string; reference: string; amount: number }[] }>(
      'GET',
      `/api/ledger/${student.id}`,
      undefined,
      await login('student', student.email),
    );
    expect(ledger.entries.filter((e) => e.entry_type === 'refund')).toEqual([
      expect.objectContaining({ reference: 'CN-1', amount: 200 }),
    ]);
    // Fourteen students sign in and pay first, on a machine shared with other tests.
  }, 240_000);
});
