import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  type AdminAccount,
  call,
  createAdmin,
  createShift,
  createStaff,
  createStudent,
  libraryMinute,
  login,
} from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { studentWithCard } from '../support/door.ts';
import { writeQrVideo } from '../support/fake-camera.ts';
import { field, openMenu } from '../support/form.ts';
import { signIn } from '../support/sign-in.ts';

const browser = useBrowser();

/** A staff member of the library at the Check-In page, whose scan field has the focus. */
async function deskOfStaff(admin: AdminAccount, name: string) {
  const member = await createStaff(admin, name);
  const desk = await browser.newPage();
  await signIn(desk, 'staff', member.email, member.password);
  await openMenu(desk, 'Check-In / Check-Out');
  const scanField = desk.getByTestId('scan-field');
  await expect.poll(() => scanField.evaluate((el) => el === document.activeElement)).toBe(true);
  return { desk, scanField };
}

/** A USB scanner "types" the code into the focused field and presses Enter. */
async function scan(desk: Page, code: string) {
  await desk.keyboard.type(code, { delay: 5 });
  await desk.keyboard.press('Enter');
}

describe('scan at the desk', () => {
  it('a USB scanner types the card token and Enter: green in, then amber out', async () => {
    const admin = await createAdmin(`Desk Scan ${Math.random().toString(36).slice(2, 6)}`);
    const student = await studentWithCard(admin, 'Meera Nair', 'D-4');
    // The scan field has the focus: a scanner "types" the code and presses Enter.
    const { desk, scanField } = await deskOfStaff(admin, 'Ravi Kumar');
    await scan(desk, student.qr);
    const result = desk.getByTestId('scan-result');
    await result.getByText('Meera Nair checked in').waitFor();
    expect(await result.getAttribute('data-verdict')).toBe('ok');
    const text = await result.textContent();
    expect(text).toContain('D-4');
    expect(text).toContain('Whole day');
    expect(text).toContain('Valid');
    expect(await scanField.inputValue()).toBe('');
    await desk.getByRole('row', { name: /Meera Nair.*In the library/ }).waitFor();
    await expectAccessible(desk);

    // The same card again checks out (amber: they were already in).
    await scan(desk, student.qr);
    await result.getByText('Meera Nair checked out').waitFor();
    expect(await result.getAttribute('data-verdict')).toBe('warn');

    // A card of no one is refused in red, with no way to let anyone in.
    await scan(desk, 'STU-9999');
    await result.getByText('Unknown card', { exact: true }).waitFor();
    expect(await result.getAttribute('data-verdict')).toBe('refused');
    expect(await result.getByRole('button', { name: 'Let in anyway' }).count()).toBe(0);
    await expectAccessible(desk);

    // The staff home lists it under today's refusals.
    await openMenu(desk, 'Dashboard');
    await desk.getByText('Refused at the door today (1)').waitFor();
  });

  it('an expired plan is refused with Renew and Pay, which opens the desk payment for that student', async () => {
    const admin = await createAdmin(`Desk Expired ${Math.random().toString(36).slice(2, 6)}`);
    // A 30-day plan that started 40 days ago ended 10 days ago.
    const student = await studentWithCard(admin, 'Kabir Sethi', 'E-2', -40);
    const { desk } = await deskOfStaff(admin, 'Anil Rao');
    await scan(desk, student.qr);
    const result = desk.getByTestId('scan-result');
    await expect.poll(() => result.getAttribute('data-verdict')).toBe('refused');
    expect(await result.textContent()).toContain('Kabir Sethi');
    expect(await desk.getByRole('row', { name: /Kabir Sethi.*In the library/ }).count()).toBe(0);

    await result.getByRole('link', { name: 'Renew and Pay' }).click();
    await desk.waitForURL(/\/staff\/money\?tab=record&student=/);
    await desk.getByTestId('balance').filter({ hasText: 'Due ₹1,000.00' }).waitFor();
    await field(desk, 'Amount (₹)').fill('1000');
    await desk.getByRole('button', { name: 'Record payment' }).click();
    await desk.getByRole('status').filter({ hasText: 'Receipt #1' }).waitFor();
    await desk.getByTestId('balance').filter({ hasText: 'Due ₹0.00' }).waitFor();
  });

  it('the owner makes "no seat" refuse in Settings; the desk lets the student in anyway, with a reason', async () => {
    const admin = await createAdmin(`Door Rules ${Math.random().toString(36).slice(2, 6)}`);
    const student = await createStudent(admin, 'Nikhil Joshi');
    const member = await createStaff(admin, 'Leela Menon');
    const owner = await browser.newPage();
    await signIn(owner, 'admin', admin.email, admin.password);
    await owner.goto('/admin/change-password');
    const rule = owner.getByRole('row', { name: /No seat or membership/ });
    await rule.getByText('Refuse', { exact: true }).click();
    await owner.getByRole('button', { name: 'Save rules' }).click();
    await owner.getByText('Rules at the door saved').first().waitFor();
    await expectAccessible(owner);
    const saved = await call<{ no_plan: string }>(
      'GET',
      '/api/settings/door-rules',
      undefined,
      admin.session,
    );
    expect(saved.no_plan).toBe('refuse');

    const desk = await browser.newPage();
    await signIn(desk, 'staff', member.email, member.password);
    await openMenu(desk, 'Check-In / Check-Out');
    // The printed card number typed by hand.
    await desk.getByTestId('scan-field').fill('STU-0001');
    await desk.keyboard.press('Enter');
    const result = desk.getByTestId('scan-result');
    await result.getByText('Not let in: Nikhil Joshi').waitFor();
    expect(await result.getAttribute('data-verdict')).toBe('refused');
    expect(await result.textContent()).toContain('No seat or membership.');
    await result.getByRole('button', { name: 'Let in anyway' }).click();
    await result.getByRole('button', { name: 'Let in', exact: true }).click();
    await result.getByText('Give a reason to let them in.').waitFor();
    await result.getByLabel('Reason').fill('Seat plan being made at the counter');
    await result.getByRole('button', { name: 'Let in', exact: true }).click();
    await result.getByText('Let in anyway: Nikhil Joshi').waitFor();
    expect(await result.getAttribute('data-verdict')).toBe('overridden');
    await desk.getByRole('row', { name: /Nikhil Joshi.*In the library/ }).waitFor();
    await expectAccessible(desk);

    await openMenu(desk, 'Dashboard');
    const refusals = desk.getByTestId('refused-today');
    await refusals.getByText('Seat plan being made at the counter', { exact: false }).waitFor();
    expect(await refusals.textContent()).toContain('refused (Leela Menon)');
    void student;
  });

  it('a morning student at night is refused with their shift, let in with a reason; a revoked card is refused', async () => {
    const admin = await createAdmin(`Night Desk ${Math.random().toString(36).slice(2, 6)}`);
    // A shift that leaves out the library's present minute: it starts in two hours, for an hour.
    const hhmm = (m: number) =>
      `${String(Math.floor((m % 1440) / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    const start = libraryMinute() + 120;
    const morning = await createShift(admin, hhmm(start), hhmm(start + 60), 'Morning');
    const student = await studentWithCard(admin, 'Kiran Bedi', 'N-1', 0, morning.id);
    await call(
      'PUT',
      '/api/settings/door-rules',
      {
        card_revoked: 'refuse',
        plan_expired: 'refuse',
        no_plan: 'warn',
        outside_shift: 'refuse',
        dues: 'warn',
        dues_above: 5000,
        already_in: 'warn',
      },
      admin.session,
    );

    const { desk } = await deskOfStaff(admin, 'Suresh Nair');
    await scan(desk, student.qr);
    const result = desk.getByTestId('scan-result');
    await result.getByText('Not let in: Kiran Bedi').waitFor();
    expect(await result.getAttribute('data-verdict')).toBe('refused');
    expect(await result.textContent()).toContain('Outside their shift: Morning');
    await result.getByRole('button', { name: 'Let in anyway' }).click();
    await result.getByLabel('Reason').fill('Exam tomorrow, owner allowed late study');
    await result.getByRole('button', { name: 'Let in', exact: true }).click();
    await result.getByText('Let in anyway: Kiran Bedi').waitFor();
    expect(await result.getAttribute('data-verdict')).toBe('overridden');

    // The trail: the refusal and who let them in, why, on the desk's home.
    await openMenu(desk, 'Dashboard');
    const refusals = desk.getByTestId('refused-today');
    await refusals.getByText('Exam tomorrow, owner allowed late study', { exact: false }).waitFor();
    expect(await refusals.textContent()).toContain('Kiran Bedi');
    expect(await refusals.textContent()).toContain('Suresh Nair');

    // Leaving is never stopped: the next scan checks them out. Then the owner revokes the card,
    // and the same QR is refused at the door from now on.
    await openMenu(desk, 'Check-In / Check-Out');
    await expect
      .poll(() => desk.getByTestId('scan-field').evaluate((el) => el === document.activeElement))
      .toBe(true);
    await scan(desk, student.qr);
    await result.getByText('Kiran Bedi checked out').waitFor();
    await call(
      'PATCH',
      `/api/manage/students/${student.id}/toggle-id`,
      { idCardGenerated: false },
      admin.session,
    );
    await scan(desk, student.qr);
    await result.getByText('This card was revoked or replaced.').waitFor();
    expect(await result.getAttribute('data-verdict')).toBe('refused');
    await expectAccessible(desk);
  });

  it("reads the card's QR through the camera (Chromium's fake camera)", async () => {
    const admin = await createAdmin(`Camera Desk ${Math.random().toString(36).slice(2, 6)}`);
    const student = await studentWithCard(admin, 'Tara Bhat', 'E-2');
    const member = await createStaff(admin, 'Anil Das');
    const video = path.join(mkdtempSync(path.join(tmpdir(), 'studydesk-camera-')), 'card.y4m');
    writeQrVideo(student.qr, video);
    const camera = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    try {
      const context = await camera.newContext({
        baseURL: inject('baseUrl'),
        viewport: { width: 1280, height: 800 },
      });
      context.setDefaultTimeout(15_000);
      await context.grantPermissions(['camera']);
      const desk = await context.newPage();
      await signIn(desk, 'staff', member.email, member.password);
      await openMenu(desk, 'Check-In / Check-Out');
      await desk.getByRole('button', { name: 'Use camera' }).click();
      const result = desk.getByTestId('scan-result');
      await result.getByText('Tara Bhat checked in').waitFor();
      expect(await result.getAttribute('data-verdict')).toBe('ok');
      // The owner's view agrees: one open check-in.
      const own = await login('admin', admin.email);
      const rows = await call<Array<{ student_name: string; checkout_time: string | null }>>(
        'GET',
        '/api/checkin',
        undefined,
        own,
      );
      expect(rows.map((r) => [r.student_name, r.checkout_time])).toEqual([['Tara Bhat', null]]);
    } finally {
      await camera.close();
    }
  });
});
