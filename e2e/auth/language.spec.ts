import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { call, login } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { libraryWithDues } from '../support/dues-library.ts';
import { field } from '../support/form.ts';
import { expectNoSidewaysScroll, expectTapTargets } from '../support/phone.ts';
import { signIn } from '../support/sign-in.ts';

const browser = useBrowser();
const NARROW_PHONE = { width: 360, height: 780 } as const;

async function expectPhoneReady(page: Page, label: string) {
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, label);
  await expectNoSidewaysScroll(page, label);
  await expectTapTargets(page, label);
}

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

describe('Hindi', () => {
  it('a student switches to Hindi on a 360 px phone and sees seat, dues and payments in Hindi; the choice survives a reload and another device', async () => {
    const { student } = await libraryWithDues();
    const page = await browser.newPage(NARROW_PHONE);
    await signIn(page, 'student', student.email, student.password);
    await page.getByLabel('My seat').getByText('Seat H2').waitFor();
    expect(await htmlLang(page)).toBe('en');

    await page.getByRole('button', { name: 'हिन्दी' }).click();
    const seat = page.getByLabel('मेरी सीट');
    await seat.getByText('सीट H2').waitFor();
    await seat.getByText('30 दिन बाकी').waitFor();
    const dues = page.getByLabel('बकाया राशि');
    await dues.getByText('₹1,500.00', { exact: true }).waitFor();
    await dues.getByRole('link', { name: '₹1,500.00 भुगतान करें' }).waitFor();
    const payments = page.getByLabel('हाल के भुगतान');
    // 'Pending' is लंबित, apart from बकाया (due) and दिन बाकी (days left).
    await payments.getByText('लंबित', { exact: true }).waitFor();
    await page
      .getByRole('navigation')
      .getByRole('link', { name: 'भुगतान इतिहास' })
      .waitFor({ state: 'attached' });
    expect(await htmlLang(page)).toBe('hi');
    await expectPhoneReady(page, 'student dashboard in Hindi');

    // Reload: still Hindi, from the first paint.
    await page.reload();
    await page.getByLabel('मेरी सीट').getByText('सीट H2').waitFor();
    expect(await htmlLang(page)).toBe('hi');

    await page.goto('/student/payments');
    await page.getByRole('heading', { name: 'भुगतान इतिहास' }).waitFor();
    await page.getByText('कुल फ़ीस ₹1,900.00').waitFor();
    await page.getByText('बकाया ₹1,500.00').waitFor();
    await page.getByRole('button', { name: 'अभी भुगतान करें' }).waitFor();
    await page.getByText('₹500.00').first().waitFor();
    await expectPhoneReady(page, 'payment history in Hindi');

    await page.goto('/student/view-seat');
    await page.getByRole('heading', { name: 'मेरी सीट और लॉकर की जानकारी' }).waitFor();
    await page.getByText('H2', { exact: true }).waitFor();
    await page.getByText('सक्रिय').first().waitFor();
    await expectPhoneReady(page, 'my seat in Hindi');

    // Another device: the account remembers Hindi.
    const other = await browser.newPage(NARROW_PHONE);
    await signIn(other, 'student', student.email, student.password);
    await other.getByLabel('मेरी सीट').getByText('सीट H2').waitFor();
    expect(await htmlLang(other)).toBe('hi');

    // And back to English, for every device.
    await other.getByRole('button', { name: 'English' }).click();
    await other.getByLabel('My seat').getByText('Seat H2').waitFor();
    const session = await login('student', student.email, student.password);
    expect((await call<{ language: string }>('GET', '/api/auth/me', undefined, session)).language).toBe('en');
  });

  it('Hindi chosen on the sign-in page is shown before sign-in and kept with the account that signs in', async () => {
    const { student } = await libraryWithDues();
    const page = await browser.newPage(NARROW_PHONE);
    await page.goto('/student');
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'हिन्दी' }).click();
    await page.getByRole('heading', { name: 'छात्र लॉगिन' }).waitFor();
    expect(await htmlLang(page)).toBe('hi');
    await expectAccessible(page, 'student sign-in in Hindi');
    await expectNoSidewaysScroll(page, 'student sign-in in Hindi');

    await field(page, 'ईमेल').fill(student.email);
    await field(page, 'पासवर्ड').fill(student.password);
    await page.getByRole('button', { name: 'लॉगिन', exact: true }).click();
    await page.waitForURL('**/student/dashboard');
    await page.getByLabel('मेरी सीट').getByText('सीट H2').waitFor();
    const session = await login('student', student.email, student.password);
    expect((await call<{ language: string }>('GET', '/api/auth/me', undefined, session)).language).toBe('hi');

    // Signing out keeps the sign-in page in Hindi on this device.
    await page.getByRole('button', { name: 'लॉगआउट' }).click();
    await page.getByRole('heading', { name: 'छात्र लॉगिन' }).waitFor();
  });

  it('staff screens read Hindi on a 360 px phone too', async () => {
    const { admin } = await libraryWithDues();
    const desk = { email: `desk-${Date.now()}@library.test`, password: 'Library-Desk-2026' };
    await call(
      'POST',
      '/api/auth/staff/register',
      { name: 'Ramesh Yadav', phone: '9876501234', ...desk },
      admin.session,
    );
    const page = await browser.newPage(NARROW_PHONE);
    await page.goto('/staff');
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await page.getByRole('heading', { name: 'स्टाफ़ लॉगिन' }).waitFor();
    await field(page, 'ईमेल').fill(desk.email);
    await field(page, 'पासवर्ड').fill(desk.password);
    await page.getByRole('button', { name: 'लॉगिन', exact: true }).click();
    await page.waitForURL('**/staff/dashboard');
    await page.getByText('अभी लाइब्रेरी में (0)').waitFor();
    await expectPhoneReady(page, 'staff dashboard in Hindi');
    await page.goto('/staff/money');
    await page.getByRole('heading', { name: 'वसूली' }).waitFor();
    await page.getByText('Ananya Verma').first().waitFor();
    await expectPhoneReady(page, 'staff collections in Hindi');
  });
});
