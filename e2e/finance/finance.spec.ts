import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminAccount,
  call,
  createAdmin,
  createStaff,
  createStudent,
  type PersonAccount,
} from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { downloadFrom } from '../support/download.ts';
import { choose, field, openMenu, typeDate } from '../support/form.ts';

const browser = useBrowser();

describe('money', () => {
  // Arjun with his fees set, and a staff member.
  let admin: AdminAccount;
  let student: PersonAccount;
  let member: PersonAccount;
  beforeAll(async () => {
    admin = await createAdmin(`Saraswati Fees ${Math.random().toString(36).slice(2, 6)}`);
    student = await createStudent(admin, 'Arjun Mehta');
    member = await createStaff(admin);
    await call(
      'POST',
      '/api/fees/assign',
      { student_id: student.id, seat_price: 1000, locker_price: 200, paid: 700, discount: 100 },
      admin.session,
    );
  });

  it('Fees & Discounts shows the due as prices, payment and discount are typed, and saves them', async () => {
    const library = await createAdmin(`Saraswati Fees ${Math.random().toString(36).slice(2, 6)}`);
    const arjun = await createStudent(library, 'Arjun Mehta');
    const page = await browser.signedInPage('admin', library);
    await openMenu(page, 'Fees & Discounts');
    await page.getByLabel('Seat price for Arjun Mehta').fill('1000');
    await page.getByLabel('Locker price for Arjun Mehta').fill('200');
    await page.getByLabel('Paid for Arjun Mehta').fill('700');
    await page.getByLabel('Discount for Arjun Mehta').fill('100');
    await expect.poll(() => page.getByTestId(`due-${arjun.id}`).textContent()).toBe('₹400.00');
    await page.getByLabel('Paid for Arjun Mehta').fill('2000');
    await expect.poll(() => page.getByTestId(`due-${arjun.id}`).textContent()).toBe('₹0.00');
    await page.getByLabel('Paid for Arjun Mehta').fill('700');
    await page
      .getByRole('row', { name: /Arjun Mehta/ })
      .getByRole('button', { name: 'Save' })
      .click();
    await page.getByText('Fees assigned successfully!').first().waitFor();
  });

  it("downloads a student's invoice as a PDF", async () => {
    const page = await browser.signedInPage('admin', admin);
    await openMenu(page, 'Fees & Discounts');
    await page.getByRole('tab', { name: 'Invoice' }).click();
    const download = await downloadFrom(page, () =>
      page
        .getByRole('row', { name: /Arjun Mehta/ })
        .getByRole('button', { name: 'Download invoice' })
        .click(),
    );
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'sd-fees-')), 'invoice.pdf');
    await download.saveAs(file);
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('the admin generates an invoice once every field is filled, checked before sending', async () => {
    const page = await browser.signedInPage('admin', admin);
    await openMenu(page, 'Invoices');
    // The form checks the contract's rules in the browser: nothing is sent while a field is missing.
    let generated = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/admin/invoices/generate'))
        generated += 1;
    });
    await page.getByRole('button', { name: 'Generate Invoice' }).click();
    await page.getByText('All fields are required.').waitFor();
    await expectAccessible(page);
    await choose(page, 'Student', 'Arjun Mehta (STU-0001)');
    await field(page, 'Amount (₹)').fill('1499');
    await page.getByRole('button', { name: 'Generate Invoice' }).click();
    await page.getByText('All fields are required.').waitFor();
    expect(generated).toBe(0);
    await field(page, 'Description').fill('December seat');
    await page.getByRole('button', { name: 'Generate Invoice' }).click();
    await page.getByRole('row', { name: /December seat/ }).waitFor();
    expect(generated).toBe(1);
  });

  it('staff create a paid invoice for a walk-in reader', async () => {
    const desk = await browser.signedInPage('staff', member);
    await openMenu(desk, 'Invoices');
    await field(desk, 'Customer name').fill('Walk-in reader');
    await field(desk, 'Amount (₹)').fill('50');
    await typeDate(desk, 'Due date', '2026-12-31', '31 Dec 2026');
    await choose(desk, 'Status', 'Paid');
    await desk.getByRole('button', { name: 'Create Invoice' }).click();
    await desk.getByRole('row', { name: /Walk-in reader.*₹50\.00.*Paid/ }).waitFor();
  });

  it('on a phone the student is asked for an amount, then starts a payment that stays their own, unfinished', async () => {
    const phone = await browser.signedInPage('student', student, '/student/payments', {
      width: 375,
      height: 812,
    });
    await phone.getByRole('button', { name: 'Pay Now' }).click();
    await phone.getByText('Enter a valid amount to pay').waitFor();
    await expectAccessible(phone);
    await field(phone, 'Amount (₹)').fill('499');
    await phone.getByRole('button', { name: 'Pay Now' }).click();
    // On a phone the payment list is cards.
    await phone
      .getByRole('listitem')
      .filter({ hasText: /₹499\.00.*Online.*Unfinished/ })
      .waitFor();
  });
});
