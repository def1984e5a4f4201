import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { SUPERADMIN } from '../support/accounts.ts';
import { type AdminAccount, createAdmin, createStaff, createStudent } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { PHONE, useBrowser } from '../support/browser.ts';
import { field } from '../support/form.ts';
import { submitSignIn } from '../support/sign-in.ts';

const browser = useBrowser();

let admin: AdminAccount;
beforeAll(async () => {
  admin = await createAdmin('Vidya Study Point');
});

async function expectDashboard(page: Page, role: string) {
  await page.waitForURL(`**/${role}/dashboard`);
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('each role signs in through its own page', () => {
  const cases: Array<{ role: string; account: () => Promise<{ email: string; password: string }> }> = [
    { role: 'superadmin', account: async () => SUPERADMIN },
    { role: 'admin', account: async () => admin },
    { role: 'staff', account: () => createStaff(admin) },
    { role: 'student', account: () => createStudent(admin) },
  ];

  for (const { role, account } of cases) {
    it(`${role}: lands on the dashboard, keeps the session on reload, logs out to /${role}`, async () => {
      const { email, password } = await account();
      const page = await browser.newPage();
      await submitSignIn(page, role, email, password);
      await expectDashboard(page, role);

      // The token lives only in an HttpOnly cookie; storage keeps the spec's 'user' entry.
      const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? 'null');
      expect(stored).toMatchObject({ email, role });
      expect(JSON.stringify(await page.evaluate(() => ({ ...localStorage })))).not.toMatch(/token/i);

      await page.reload();
      await expectDashboard(page, role);

      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL((url) => url.pathname === `/${role}`);
      expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();

      // The session really ended: the dashboard is guarded again.
      await page.goto(`/${role}/dashboard`);
      await page.waitForURL((url) => url.pathname === '/student');
    });
  }
});

describe('wrong passwords show the spec messages', () => {
  it('superadmin: inline server message, button reads Logging in... while pending', async () => {
    const page = await browser.newPage();
    // The answer is held until the pending button has been seen, whatever the machine's speed.
    let release = () => {};
    const pendingSeen = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/auth/superadmin/login', async (route) => {
      await pendingSeen;
      await route.continue();
    });
    await submitSignIn(page, 'superadmin', SUPERADMIN.email, 'not-the-password');
    await page.getByRole('button', { name: 'Logging in...' }).waitFor();
    release();
    const alert = page.getByRole('alert').filter({ hasText: 'Invalid email or password' });
    await alert.waitFor();
    await expectAccessible(page);
    expect(pathOf(page)).toBe('/superadmin');
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
  });

  it('admin: "Failed! " plus the server message', async () => {
    const page = await browser.newPage();
    await submitSignIn(page, 'admin', admin.email, 'wrong-password-1');
    await page.getByText('Failed! Invalid email or password').first().waitFor();
    expect(pathOf(page)).toBe('/admin');
  });

  it('student: "Failed! " plus the server message', async () => {
    const student = await createStudent(admin, 'Neha Kulkarni');
    const page = await browser.newPage();
    await submitSignIn(page, 'student', student.email, 'wrong-password-1');
    await page.getByText('Failed! Invalid email or password').first().waitFor();
    expect(pathOf(page)).toBe('/student');
  });
});

describe('the guard', () => {
  it('sends a visitor without a session from a guarded page to / and on to /student', async () => {
    const page = await browser.newPage();
    await page.goto('/admin/students');
    await page.waitForURL((url) => url.pathname === '/student');
    await page.getByText('Student Login').first().waitFor();
    expect(await page.getByRole('heading', { name: 'Manage Students' }).count()).toBe(0);
  });

  it('keeps a signed-in student out of admin pages', async () => {
    const student = await createStudent(admin, 'Rohan Das');
    const page = await browser.newPage();
    await submitSignIn(page, 'student', student.email, student.password);
    await expectDashboard(page, 'student');
    await page.goto('/admin/dashboard');
    await page.waitForURL((url) => !url.pathname.startsWith('/admin'));
    expect(await page.getByRole('link', { name: 'Manage Students' }).count()).toBe(0);
  });

  it('redirects a signed-in superadmin from the login page to the dashboard', async () => {
    const page = await browser.newPage();
    await submitSignIn(page, 'superadmin', SUPERADMIN.email, SUPERADMIN.password);
    await expectDashboard(page, 'superadmin');
    await page.goto('/superadmin');
    await expectDashboard(page, 'superadmin');
  });

  it('shows a student the free seats of a day on Book a Seat, inside the layout', async () => {
    const student = await createStudent(admin, 'Ishaan Das');
    const page = await browser.newPage();
    await submitSignIn(page, 'student', student.email, student.password);
    await expectDashboard(page, 'student');
    await page.goto('/student/book-seat');
    await page.getByRole('heading', { name: 'Book a Seat', level: 1 }).waitFor();
    await page.getByText('No seat data available for this date.').waitFor();
    await page.getByRole('link', { name: 'Plans' }).click();
    await page.waitForURL('**/student/planss');
    await page.getByRole('button', { name: 'Logout' }).waitFor();
  });
});

describe('registration', () => {
  it('a student registers with the join code from the poster link, then signs in', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto(`/student?join=${admin.joinCode}`);
    await page.getByRole('button', { name: 'New student? Register' }).click();
    expect(await field(page, 'Institute join code').inputValue()).toBe(admin.joinCode);
    const email = `walk-in-${Date.now()}@library.test`;
    await field(page, 'Name').fill('Pooja Iyer');
    await field(page, 'Phone').fill('9988776655');
    await field(page, 'Course').fill('SSC CGL');
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill('Quiet-Corner-2026');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByText('Registration successful. Please login.').first().waitFor();

    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill('Quiet-Corner-2026');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expectDashboard(page, 'student');
  });

  it('a wrong join code is refused with a clear message', async () => {
    const page = await browser.newPage();
    await page.goto('/student?join=NOPE0000');
    await page.getByRole('button', { name: 'New student? Register' }).click();
    await field(page, 'Name').fill('Imran Khan');
    await field(page, 'Phone').fill('9988776600');
    await field(page, 'Course').fill('NEET');
    await field(page, 'Email').fill(`nocode-${Date.now()}@library.test`);
    await field(page, 'Password').fill('Quiet-Corner-2026');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByText('Failed! Invalid institute join code').first().waitFor();
  });

  it('an admin registers staff on the staff page; the staff member then signs in', async () => {
    const page = await browser.newPage();
    await submitSignIn(page, 'admin', admin.email, admin.password);
    await expectDashboard(page, 'admin');

    await page.goto('/staff');
    await page.getByRole('button', { name: 'New staff? Register' }).click();
    const email = `desk-${Date.now()}@library.test`;
    await field(page, 'Name').fill('Suresh Pillai');
    await field(page, 'Phone').fill('9876501234');
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill('Front-Desk-2026');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByText('Registration successful! Please login.').first().waitFor();
    // Back on the login card with cleared fields.
    await page.getByText('Staff Login').first().waitFor();
    expect(await field(page, 'Email').inputValue()).toBe('');

    const staffPage = await browser.newPage();
    await submitSignIn(staffPage, 'staff', email, 'Front-Desk-2026');
    await expectDashboard(staffPage, 'staff');
  });
});

describe('on a phone', () => {
  it('the student reaches the menu behind the burger and logs out', async () => {
    const student = await createStudent(admin, 'Meera Joshi');
    const page = await browser.newPage(PHONE);
    await submitSignIn(page, 'student', student.email, student.password);
    await expectDashboard(page, 'student');
    const paymentLink = page.getByRole('link', { name: 'Payment History' });
    // The sidebar waits off-screen until the burger opens it.
    const offScreen = async () => {
      const box = await paymentLink.boundingBox();
      return box === null || box.x + box.width <= 0;
    };
    expect(await offScreen()).toBe(true);
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await page.waitForFunction(
      () => {
        const link = [...document.querySelectorAll('a')].find((a) => a.textContent === 'Payment History');
        return link ? link.getBoundingClientRect().left >= 0 : false;
      },
      undefined,
      { timeout: 5_000 },
    );
    await paymentLink.click();
    await page.waitForURL('**/student/payments');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/student');
  });
});
