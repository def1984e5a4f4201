import type { Page } from 'playwright-core';
import { field } from './form.ts';

/** Fills a role's login page and presses Login (for refusals: waits for nothing). */
export async function submitSignIn(page: Page, role: string, email: string, password: string) {
  await page.goto(`/${role}`);
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Signs in on a role's login page and waits for its dashboard. */
export async function signIn(page: Page, role: string, email: string, password: string) {
  await submitSignIn(page, role, email, password);
  await page.waitForURL(`**/${role}/dashboard`);
}
