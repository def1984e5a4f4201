import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAdmin } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { downloadFrom } from '../support/download.ts';
import { field, openMenu } from '../support/form.ts';
import { expectNoSidewaysScroll } from '../support/phone.ts';
import { HEADER, studentRows, xlsxFile } from '../support/sheets.ts';
import { signIn } from '../support/sign-in.ts';

const browser = useBrowser();
const work = mkdtempSync(path.join(tmpdir(), 'studydesk-onboarding-'));
const SHOTS = process.env.SCREENSHOTS_DIR;

describe('onboarding in bulk', () => {
  it('after importing 30 students the owner invites them all in one action and prints their cards on four A4 pages', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const admin = await createAdmin(`Saraswati Library ${tag}`);
    const page = await browser.newPage();
    await signIn(page, 'admin', admin.email, admin.password);

    // Import 30 students (they have no usable password yet).
    await openMenu(page, 'Import/Export Students');
    const file = path.join(work, 'students-30.xlsx');
    const rows = studentRows(30, tag);
    writeFileSync(file, await xlsxFile([HEADER, ...rows]));
    await page.locator('input[type=file]').setInputFiles(file);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Students imported successfully! (30 students)' })
      .waitFor({ timeout: 30_000 });

    // Select the page (25 rows), then all 30 matching.
    await openMenu(page, 'Manage Students');
    await page.getByText('30 in all').waitFor();
    await page.getByLabel('Select all on this page').check();
    await page.getByText('25 selected').waitFor();
    await page.getByRole('button', { name: 'Select all 30 matching' }).click();
    await page.getByText('30 selected').waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/students-selected-1280.png` });

    // On a phone the rows are cards with their own check boxes, and nothing scrolls sideways.
    const phone = await browser.newPage({ width: 360, height: 740 });
    await signIn(phone, 'admin', admin.email, admin.password);
    await phone.goto('/admin/students');
    await phone.getByLabel('Select all on this page').check();
    await phone.getByText('25 selected').waitFor();
    await expectNoSidewaysScroll(phone);
    if (SHOTS) await phone.screenshot({ path: `${SHOTS}/students-selected-360.png` });

    // Invite them all: 30 WhatsApp links, each to a set-password page.
    await page.getByRole('button', { name: 'Invite (30)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invitations' });
    await dialog.waitFor();
    const whatsapp = dialog.getByRole('link', { name: 'WhatsApp' });
    await expect.poll(() => whatsapp.count()).toBe(30);
    const hrefs = await whatsapp.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    for (const href of hrefs) expect(href).toMatch(/^https:\/\/wa\.me\/919\d{9}\?text=.*set-password/);
    expect(await dialog.getByRole('link', { name: 'SMS' }).count()).toBe(30);
    await expectAccessible(page);
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/invite-dialog-1280.png` });
      await page.setViewportSize({ width: 360, height: 740 });
      await page.screenshot({ path: `${SHOTS}/invite-dialog-360.png` });
      await page.setViewportSize({ width: 1280, height: 800 });
    }

    // The first by name is Aarav Iyer's (row 21): open his link in a fresh browser and choose a password.
    const text = decodeURIComponent(new URL(hrefs[0] ?? '').searchParams.get('text') ?? '');
    expect(text).toContain('Hello Aarav Iyer');
    const link = /(https?:\/\/\S+\/set-password\/\S+)/.exec(text)?.[1] ?? '';
    const student = await browser.newPage({ width: 360, height: 740 });
    await student.goto(new URL(link).pathname);
    await student.getByText(`For Aarav Iyer (s20.${tag}@import.test)`).waitFor();
    await expectAccessible(student);
    if (SHOTS) await student.screenshot({ path: `${SHOTS}/set-password-360.png`, fullPage: true });
    await field(student, 'New password').fill('Morning-Shift-2026');
    await field(student, 'Confirm password').fill('Morning-Shift-2026');
    await student.getByRole('button', { name: 'Set password and sign in' }).click();
    await student.waitForURL('**/student/dashboard');

    // The link works once; the new password signs in on its own.
    const again = await browser.newPage();
    await again.goto(new URL(link).pathname);
    await again
      .getByText('This link does not work any more. Ask your library to send you a new one.')
      .waitFor();
    await signIn(again, 'student', `s20.${tag}@import.test`, 'Morning-Shift-2026');

    // Print the 30 cards: one PDF of four A4 pages.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const download = await downloadFrom(page, () =>
      page.getByRole('button', { name: 'Print ID cards (30)' }).click(),
    );
    expect(download.suggestedFilename()).toBe('id-cards.pdf');
    const pdfFile = path.join(work, 'id-cards.pdf');
    await download.saveAs(pdfFile);
    const pdf = readFileSync(pdfFile).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.match(/\/Type \/Page\b(?!s)/g)).toHaveLength(4);
    expect(pdf).toMatch(/\/MediaBox \[0 0 595\.2\d* 841\.8\d*\]/);
    await page.getByText('30 ID cards ready: 8 per A4 page').waitFor();
  }, 120_000);
});
