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

/**
 * Signs the page's context in through the API and opens `path` (the role's dashboard unless told):
 * for tests about something other than signing in, which sign-in.spec.ts covers through the form.
 */
export async function signInByApi(page: Page, role: string, email: string, password: string, path?: string) {
  const res = await page.context().request.post(`/api/auth/${role}/login`, { data: { email, password } });
  if (!res.ok()) throw new Error(`${role} login answered ${res.status()}: ${await res.text()}`);
  await page.goto(path ?? `/${role}/dashboard`);
}
