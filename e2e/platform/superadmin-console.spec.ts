import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { SUPERADMIN } from '../support/accounts.ts';
import {
  call,
  createAdmin,
  createStaff,
  createStudent,
  createSuperadmin,
  login,
  loginSuperadmin,
  platformTotals,
} from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { choose, field, openMenu } from '../support/form.ts';
import { submitSignIn } from '../support/sign-in.ts';

const browser = useBrowser();
const unique = () => Math.random().toString(36).slice(2, 8);

const superadminPage = () => browser.signedInPage('superadmin', SUPERADMIN);

/** Clicks a button in the open confirm dialog. */
async function inDialog(page: Page, button: string) {
  await expectAccessible(page);
  await page.getByRole('dialog').getByRole('button', { name: button, exact: true }).click();
}

describe('superadmin console', () => {
  it('adds, renames and deletes an organization, ignoring a blank name and asking before deleting', async () => {
    const page = await superadminPage();
    const tag = unique();
    await openMenu(page, 'Manage Organizations');
    const orgName = `Pune Libraries ${tag}`;
    await field(page, 'New Organization Name').fill('   ');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await field(page, 'New Organization Name').fill(orgName);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const orgRow = page.getByRole('row', { name: new RegExp(orgName) });
    await orgRow.waitFor();
    expect(await page.getByRole('row').filter({ hasText: /^\s*$/ }).count()).toBe(0);
    await orgRow.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Organization name', { exact: true }).fill(`Pune Reading Rooms ${tag}`);
    await page.getByRole('button', { name: 'Save' }).click();
    const renamed = page.getByRole('row', { name: new RegExp(`Pune Reading Rooms ${tag}`) });
    await renamed.waitFor();
    await renamed.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Are you sure you want to delete this organization?').waitFor();
    await inDialog(page, 'Cancel');
    await renamed.waitFor();
    await renamed.getByRole('button', { name: 'Delete' }).click();
    await inDialog(page, 'Delete');
    await renamed.waitFor({ state: 'detached' });
  });

  it('adds admins, asking for every field and hiding their passwords', async () => {
    const page = await superadminPage();
    const tag = unique();
    await openMenu(page, 'Manage Admins');
    await page.getByRole('button', { name: 'Add Admin' }).click();
    await page.getByText('All fields are required.').waitFor();
    const saraswati = {
      name: `Saraswati Library ${tag}`,
      email: `saraswati-${tag}@library.test`,
      password: 'Reading-Room-2026',
    };
    const gyan = {
      name: `Gyan Reading Room ${tag}`,
      email: `gyan-${tag}@library.test`,
      password: 'Reading-Room-2026',
    };
    for (const admin of [saraswati, gyan]) {
      await field(page, 'Name').fill(admin.name);
      await field(page, 'Email').fill(admin.email);
      await field(page, 'Password').fill(admin.password);
      await page.getByRole('button', { name: 'Add Admin' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: /Admin added successfully! \(ID: \d+\)/ })
        .waitFor();
      await page.getByRole('row', { name: new RegExp(admin.email) }).waitFor();
    }
    expect(await page.getByRole('row', { name: new RegExp(saraswati.email) }).textContent()).toContain(
      '********',
    );
  });

  it('adds an institute for an admin picked as "name (email)"', async () => {
    const tag = unique();
    const saraswati = await createAdmin(`Saraswati Library ${tag}`);
    const page = await superadminPage();
    await openMenu(page, 'Manage Institutes');
    await page.getByRole('button', { name: 'Add Institute' }).click();
    await field(page, 'Institute Name').fill(`Saraswati Kothrud ${tag}`);
    await choose(page, 'Admin', `${saraswati.name} (${saraswati.email})`);
    await field(page, 'Address').fill('Karve Road, Pune');
    await page.getByRole('button', { name: 'Save' }).click();
    const instituteRow = page.getByRole('row', { name: new RegExp(`Saraswati Kothrud ${tag}`) });
    await instituteRow.waitFor();
    expect(await instituteRow.textContent()).toContain(saraswati.email);
  });

  it("resets an admin's password: shown once, and the admin must change it at the next sign-in", async () => {
    const gyan = await createAdmin(`Gyan Reading Room ${unique()}`);
    const page = await superadminPage();
    await openMenu(page, 'Manage Admins');
    await page
      .getByRole('row', { name: new RegExp(gyan.email) })
      .getByRole('button', { name: 'Reset Password' })
      .click();
    await inDialog(page, 'Reset Password');
    const tempPassword = (await page.getByTestId('temp-password').textContent()) ?? '';
    expect(tempPassword.length).toBeGreaterThanOrEqual(12);
    await page.getByRole('button', { name: 'Done' }).click();

    const second = await browser.newPage();
    await submitSignIn(second, 'admin', gyan.email, tempPassword);
    await second.waitForURL('**/admin/change-password');
    await second.getByText('You signed in with a temporary password').waitFor();
    await second.goto('/admin/dashboard');
    await second.waitForURL('**/admin/change-password');
    await field(second, 'Current password').fill(tempPassword);
    await field(second, 'New password').fill('Gyan-Owner-2026');
    await field(second, 'Confirm new password').fill('Gyan-Owner-2027');
    await second.getByRole('button', { name: 'Change Password' }).click();
    await second.getByText('New password and confirm password do not match').waitFor();
    await field(second, 'Confirm new password').fill('Gyan-Owner-2026');
    await second.getByRole('button', { name: 'Change Password' }).click();
    await second.getByRole('status').filter({ hasText: 'Password updated successfully' }).waitFor();
    await second.goto('/admin/dashboard');
    await second.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  });

  it('switching login off signs admins out and refuses them until it is switched on again', async () => {
    const saraswati = await createAdmin(`Saraswati Library ${unique()}`);
    const root = await loginSuperadmin();
    // The switch is platform-wide: whatever happens here, the next test finds login on.
    onTestFinished(async () => {
      await call('POST', '/api/auth/superadmin/toggle-login', { enable: true }, root);
    });
    const page = await superadminPage();
    const first = await browser.newPage();
    await submitSignIn(first, 'admin', saraswati.email, saraswati.password);
    await first.waitForURL('**/admin/dashboard');

    await openMenu(page, 'Global Settings');
    await expect.poll(() => page.getByTestId('login-state').textContent()).toBe('Enabled');
    await page.getByRole('button', { name: 'Disable Login' }).click();
    await inDialog(page, 'Disable Login');
    await page.getByText('Login disabled successfully').first().waitFor();
    await expect.poll(() => page.getByTestId('login-state').textContent()).toBe('Disabled');

    await first.reload();
    await first.waitForURL((url) => url.pathname === '/student');
    await submitSignIn(first, 'admin', saraswati.email, saraswati.password);
    await first.getByText('Failed! Login is currently disabled').first().waitFor();

    await page.getByRole('button', { name: 'Enable Login' }).click();
    await page.getByText('Login enabled successfully').first().waitFor();
    await submitSignIn(first, 'admin', saraswati.email, saraswati.password);
    await first.waitForURL('**/admin/dashboard');
  });

  it("tracks activities: the superadmins' actions, and one admin's alone when filtered", async () => {
    const tag = unique();
    const root = await loginSuperadmin();
    const org = await call<{ id: number }>(
      'POST',
      '/api/superadmin/organizations',
      { name: `Pune Libraries ${tag}` },
      root,
    );
    await call('PUT', `/api/superadmin/organizations/${org.id}`, { name: `Pune Reading Rooms ${tag}` }, root);
    await call('DELETE', `/api/superadmin/organizations/${org.id}`, undefined, root);
    const gyan = await createAdmin(`Gyan Reading Room ${tag}`);
    await call(
      'POST',
      '/api/superadmin/institutes',
      { name: `Gyan Kothrud ${tag}`, adminEmail: gyan.email, address: 'Karve Road, Pune' },
      root,
    );
    const { tempPassword } = await call<{ tempPassword: string }>(
      'POST',
      `/api/auth/admin/reset-password/${gyan.id}`,
      undefined,
      root,
    );
    const temporary = await login('admin', gyan.email, tempPassword);
    await call(
      'PUT',
      '/api/auth/admin/setting/change-password',
      { oldPassword: tempPassword, newPassword: 'Gyan-Owner-2026' },
      temporary,
    );
    try {
      await call('POST', '/api/auth/superadmin/toggle-login', { enable: false }, root);
    } finally {
      await call('POST', '/api/auth/superadmin/toggle-login', { enable: true }, root);
    }

    const page = await superadminPage();
    await openMenu(page, 'Track All Admin Activities');
    await choose(page, 'Done by', 'Super admins');
    for (const action of [
      'organization.add',
      'organization.update',
      'organization.delete',
      'admin.add',
      'institute.add',
      'admin.reset-password',
      'login.toggle',
    ]) {
      await page.getByRole('cell', { name: action, exact: true }).first().waitFor();
    }
    await choose(page, 'Done by', 'Admins');
    await choose(page, 'Admin', `${gyan.name} (${gyan.email})`);
    // Only this library's actions remain once the filter applies.
    await expect
      .poll(async () => [...new Set(await page.locator('tbody tr td:nth-child(4)').allTextContents())].sort())
      .toEqual(['login', 'password.change']);
  });

  it('shows dashboard counts that match what the database holds', async () => {
    const page = await superadminPage();
    const totals = await platformTotals();
    for (const [label, value] of Object.entries({
      institutes: totals.institutes,
      admins: totals.admins,
      staff: totals.staff,
      students: totals.students,
    })) {
      await expect.poll(() => page.getByTestId(`count-${label}`).textContent()).toBe(String(value));
    }
  });

  it('deletes an admin who owns data only after a second, explicit confirmation', async () => {
    const owner = await createAdmin(`Doomed Library ${unique()}`);
    await createStudent(owner);
    const page = await superadminPage();
    await openMenu(page, 'Manage Admins');
    const row = page.getByRole('row', { name: new RegExp(owner.email) });
    await row.getByRole('button', { name: 'Delete' }).click();
    await inDialog(page, 'Delete');
    await page.getByText('Delete this library and all its data?').waitFor();
    await page.getByText(/owns 1 students.*removed permanently/).waitFor();
    await inDialog(page, 'Cancel');
    await row.waitFor();

    await row.getByRole('button', { name: 'Delete' }).click();
    await inDialog(page, 'Delete');
    await inDialog(page, 'Delete admin and all data');
    await page.getByText('Admin deleted successfully!').first().waitFor();
    await row.waitFor({ state: 'detached' });
  });

  it('manages super admins: required fields, add, own row protected, delete', async () => {
    const page = await superadminPage();
    await openMenu(page, 'Manage Super Admins');
    await page.getByRole('button', { name: 'Add Super Admin' }).click();
    await page.getByText('Email and Password are required').waitFor();
    // The contract's rules run in the browser too, with the server's messages, before any call.
    await field(page, 'Email').fill('ops at studydesk');
    await field(page, 'Password').fill('short');
    await page.getByRole('button', { name: 'Add Super Admin' }).click();
    await page.getByText('Enter a valid email address').waitFor();
    const email = `ops-${unique()}@studydesk.test`;
    await field(page, 'Email').fill(email);
    await page.getByRole('button', { name: 'Add Super Admin' }).click();
    await page.getByText('Password must be at least 8 characters').waitFor();
    await field(page, 'Password').fill('Platform-Ops-2026');
    await page.getByRole('button', { name: 'Add Super Admin' }).click();
    const row = page.getByRole('row', { name: new RegExp(email) });
    await row.waitFor();
    expect(
      await page
        .getByRole('row', { name: new RegExp(SUPERADMIN.email) })
        .getByRole('button', { name: 'Delete' })
        .isDisabled(),
    ).toBe(true);
    await row.getByRole('button', { name: 'Delete' }).click();
    await inDialog(page, 'Delete');
    await row.waitFor({ state: 'detached' });
  });

  it('says why a change failed, in a notification, and keeps the row', async () => {
    const page = await superadminPage();
    await openMenu(page, 'Manage Organizations');
    const name = `Nashik Study Halls ${unique()}`;
    await field(page, 'New Organization Name').fill(name);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.waitFor();
    // The connection drops while deleting: the person is told, nothing disappears.
    await page.route('**/api/superadmin/organizations/*', (route) =>
      route.request().method() === 'DELETE' ? route.abort() : route.fallback(),
    );
    await row.getByRole('button', { name: 'Delete' }).click();
    await inDialog(page, 'Delete');
    await page.getByText('Cannot reach the server. Check your connection and try again.').waitFor();
    expect(await row.count()).toBe(1);
  });

  it('finds students and staff of every library by search', async () => {
    const owner = await createAdmin(`Vidya Kendra ${unique()}`);
    const student = await createStudent(owner, `Zoravar Bhatia ${unique()}`);
    const member = await createStaff(owner, `Yamini Kulkarni ${unique()}`);
    const page = await superadminPage();

    await openMenu(page, 'Students');
    await field(page, 'Search by name').fill(student.name.toLowerCase());
    const studentRow = page.getByRole('row', { name: new RegExp(student.email) });
    // The newest student also heads the unfiltered list: wait until the search has narrowed it.
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    expect(await studentRow.textContent()).toContain(owner.name);

    await openMenu(page, 'Staff');
    await field(page, 'Search name, email, phone or admin').fill(owner.email);
    await page.getByRole('row', { name: new RegExp(member.email) }).waitFor();
    await field(page, 'Search name, email, phone or admin').fill('no-such-person-anywhere');
    await page.getByText('No staff found').waitFor();
  });

  it('changes the superadmin password: mismatch message, then the new one works and the old one not', async () => {
    const account = await createSuperadmin();
    const page = await browser.newPage();
    await submitSignIn(page, 'superadmin', account.email, account.password);
    await page.waitForURL('**/superadmin/dashboard');
    await openMenu(page, 'Change Password');
    await field(page, 'Current password').fill(account.password);
    await field(page, 'New password').fill('  Fresh-Platform-2026 ');
    await field(page, 'Confirm new password').fill('Fresh-Platform-2027');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByRole('alert').filter({ hasText: 'New passwords do not match' }).waitFor();
    await expectAccessible(page);
    // Values are trimmed: the spaces around the new password do not count.
    await field(page, 'Confirm new password').fill('Fresh-Platform-2026');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByRole('status').filter({ hasText: 'Password updated successfully' }).waitFor();

    const again = await browser.newPage();
    await submitSignIn(again, 'superadmin', account.email, account.password);
    await again.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
    await submitSignIn(again, 'superadmin', account.email, 'Fresh-Platform-2026');
    await again.waitForURL('**/superadmin/dashboard');
  });
});
