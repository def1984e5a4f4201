import { describe, expect, it } from 'vitest';
import { createAdmin, createPlaces, createStaff, createStudent, loginSuperadmin } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { choose, field, openMenu } from '../support/form.ts';
import { signIn } from '../support/sign-in.ts';

const browser = useBrowser();

describe('the smaller screens', () => {
  it('admin: join code with QR poster, read-only institutes, locker plans', async () => {
    const admin = await createAdmin(`Nalanda Library ${Math.random().toString(36).slice(2, 6)}`);
    const root = await loginSuperadmin();
    await fetch(`${browser.baseUrl()}/api/superadmin/institutes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${root.token}` },
      body: JSON.stringify({ name: 'Nalanda - Aundh', adminEmail: admin.email, address: 'Aundh, Pune' }),
    });
    const student = await createStudent(admin, 'Vikram Singh');
    await createPlaces(admin, 'L-9', 'locker');
    const page = await browser.newPage();
    await signIn(page, 'admin', admin.email, admin.password);
    expect(await page.getByTestId('join-code').textContent()).toBe(admin.joinCode);
    await page.getByRole('img', { name: 'QR code of the registration link' }).waitFor();
    await expectAccessible(page);
    await expect.poll(() => page.getByTestId('count-students').textContent()).toBe('1');

    await openMenu(page, 'Institutes');
    await page.getByRole('row', { name: /Nalanda - Aundh/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Add Institute' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);

    await openMenu(page, 'Membership Plans');
    await page.getByRole('tab', { name: 'Locker Plans' }).click();
    await page.getByRole('button', { name: 'Add Plan' }).click();
    await page.getByText('Please provide valid locker plan fields.').waitFor();
    await expectAccessible(page);
    await field(page, 'Plan name').fill('Monthly locker');
    await choose(page, 'Locker number', 'L-9');
    await choose(page, 'Student', `${student.name} (STU-0001)`);
    await page.getByRole('button', { name: 'Add Plan' }).click();
    const row = page.getByRole('row', { name: /Monthly locker.*L-9/ });
    await row.waitFor();
    await row.getByRole('switch').click({ force: true });
    await expect.poll(() => row.textContent()).toContain('Inactive');
  });

  it('staff: activity log, view events, change password', async () => {
    const admin = await createAdmin(`Gyan Desk ${Math.random().toString(36).slice(2, 6)}`);
    await createStudent(admin, 'Ananya Rao');
    const member = await createStaff(admin, 'Ravi Kumar');
    const page = await browser.newPage();
    await signIn(page, 'staff', member.email, member.password);
    await openMenu(page, 'Activity Log');
    await page.getByRole('row', { name: /Ananya Rao/ }).waitFor();
    await openMenu(page, 'View Events');
    await page.getByText('No events right now.').waitFor();

    await openMenu(page, 'Change Password');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Please fill both fields').waitFor();
    await expectAccessible(page);
    await field(page, 'Current password').fill(member.password);
    await field(page, 'New password').fill('Desk-Shift-2027');
    await field(page, 'Confirm new password').fill('Desk-Shift-2027');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByRole('status').filter({ hasText: 'Password updated successfully' }).waitFor();
    const again = await browser.newPage();
    await signIn(again, 'staff', member.email, 'Desk-Shift-2027');
  });

  it('student: memberships and the in-app password change', async () => {
    const admin = await createAdmin(`Pragati Library ${Math.random().toString(36).slice(2, 6)}`);
    const student = await createStudent(admin, 'Meena Pillai');
    const page = await browser.newPage({ width: 375, height: 812 });
    await signIn(page, 'student', student.email, student.password);
    await page.getByRole('link', { name: 'My memberships' }).click();
    await page.getByRole('heading', { name: 'Student Memberships' }).waitFor();
    await page.getByText('No memberships yet.').waitFor();

    await page.goto('/student/change-password');
    await field(page, 'Current password').fill(student.password);
    await field(page, 'New password').fill('Quiet-Corner-2027');
    await field(page, 'Confirm new password').fill('Quiet-Corner-2028');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('New passwords do not match').waitFor();
    await field(page, 'Confirm new password').fill('Quiet-Corner-2027');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Password changed successfully. Please login with new password.' })
      .waitFor();
  });
});
