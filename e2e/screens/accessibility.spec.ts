import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_NAV,
  type NavSection,
  STAFF_NAV,
  STUDENT_NAV,
  SUPERADMIN_NAV,
} from '../../apps/web/src/app/layouts/navigation.ts';
import { SUPERADMIN } from '../support/accounts.ts';
import { call, createAdmin, createShift, createStaff, createStudent } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { DESKTOP, useBrowser } from '../support/browser.ts';
import { expectNoSidewaysScroll, expectTapTargets } from '../support/phone.ts';
import { signIn } from '../support/sign-in.ts';

const browser = useBrowser();
const NARROW_PHONE = { width: 360, height: 780 } as const;

const pathsOf = (nav: NavSection[]) => nav.flatMap((section) => section.items.map((item) => item.to));

type Check = (page: Page, label: string) => Promise<void>;
/** Phone-first pages (students, staff): also no sideways scrolling and 44 px tap targets. */
const PHONE_CHECKS: Check[] = [expectAccessible, expectNoSidewaysScroll, expectTapTargets];

/** Visits every page of a sidebar and runs the checks on each; reports every page's problems at once. */
async function sweep(page: Page, paths: string[], checks: Check[] = [expectAccessible]) {
  const problems: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    for (const check of checks) {
      try {
        await check(page, path);
      } catch (error) {
        problems.push(error instanceof Error ? error.message : String(error));
      }
    }
  }
  expect(problems.join('\n')).toBe('');
}

/**
 * The admin's and the staff's sidebars hold many pages: swept a few pages per test (each signs
 * in anew), so one test never runs near the time limit on a slow machine.
 */
const inParts = (paths: string[], size = 6) =>
  Array.from({ length: Math.ceil(paths.length / size) }, (_, i) => paths.slice(i * size, (i + 1) * size));

describe('every screen of every role passes axe (WCAG 2.x A/AA: no critical or serious issue)', () => {
  it('the four sign-in pages, on a phone', async () => {
    const page = await browser.newPage(NARROW_PHONE);
    await sweep(page, ['/student', '/staff', '/admin', '/superadmin']);
  });

  it("a library's public page and its form, on a phone", async () => {
    const admin = await createAdmin(`Vidya Library ${Math.random().toString(36).slice(2, 6)}`);
    const slug = `vidya-${Math.random().toString(36).slice(2, 8)}`;
    await createShift(admin, '16:00', '22:00', 'Evening');
    await call(
      'PUT',
      '/api/public-page/settings',
      { enabled: true, slug, facilities: ['AC'] },
      admin.session,
    );
    const page = await browser.newPage(NARROW_PHONE);
    await sweep(page, [`/l/${slug}`], PHONE_CHECKS);
    // The form's refusal shown too.
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('alert').waitFor();
    await expectAccessible(page, 'public page form refused');
  });

  it('superadmin screens', async () => {
    await createAdmin(`Vidya Library ${Math.random().toString(36).slice(2, 6)}`);
    const page = await browser.newPage(DESKTOP);
    await signIn(page, 'superadmin', SUPERADMIN.email, SUPERADMIN.password);
    await sweep(page, pathsOf(SUPERADMIN_NAV));
  });

  for (const paths of inParts(pathsOf(ADMIN_NAV))) {
    it(`admin screens ${paths[0]} ... ${paths.at(-1)}`, async () => {
      const admin = await createAdmin(`Saraswati Library ${Math.random().toString(36).slice(2, 6)}`);
      await createStudent(admin, 'Meera Iyer');
      await createStaff(admin, 'Suresh Patil');
      const page = await browser.newPage(DESKTOP);
      await signIn(page, 'admin', admin.email, admin.password);
      await sweep(page, paths);
    });
  }

  for (const paths of inParts(pathsOf(STAFF_NAV))) {
    it(`staff screens ${paths[0]} ... ${paths.at(-1)}, on a 360 px phone`, async () => {
      const admin = await createAdmin(`Gyan Kendra ${Math.random().toString(36).slice(2, 6)}`);
      await createStudent(admin, 'Rohan Das');
      const member = await createStaff(admin, 'Lata Joshi');
      const page = await browser.newPage(NARROW_PHONE);
      await signIn(page, 'staff', member.email, member.password);
      await sweep(page, paths, PHONE_CHECKS);
    });
  }

  it('student screens, on a 360 px phone', async () => {
    const admin = await createAdmin(`Pustak Ghar ${Math.random().toString(36).slice(2, 6)}`);
    const student = await createStudent(admin, 'Kavya Nair');
    const page = await browser.newPage(NARROW_PHONE);
    await signIn(page, 'student', student.email, student.password);
    await sweep(page, [...pathsOf(STUDENT_NAV), '/student/planss'], PHONE_CHECKS);
  });
});
