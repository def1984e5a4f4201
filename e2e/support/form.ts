import type { Locator, Page } from 'playwright-core';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The input labelled exactly `label` (required fields show a trailing ' *'). */
export function field(page: Page, label: string): Locator {
  return page.getByLabel(new RegExp(`^${escapeRegExp(label)}( \\*)?$`));
}

/** Picks `option` in the Mantine Select labelled `label` (its listbox shares the label, hence first()). */
export async function choose(page: Page, label: string, option: string) {
  await field(page, label).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Types a day ('2026-11-23') into the date field labelled `label`, checks it reads back as the app
 * shows days ('23 Nov 2026'), and closes the calendar as a person would.
 */
export async function typeDate(page: Page, label: string, isoDay: string, shown: string) {
  const input = field(page, label);
  await input.fill(isoDay);
  await page.keyboard.press('Escape');
  await input.blur();
  if ((await input.inputValue()) !== shown) {
    throw new Error(`${label} shows "${await input.inputValue()}", expected "${shown}"`);
  }
}

/**
 * Opens a page from the sidebar and waits until the app marks it current: pages load lazily, and
 * until then the previous page (with fields of the same name) may still be on screen.
 */
export async function openMenu(page: Page, label: string) {
  const link = page.locator('nav').getByRole('link', { name: label, exact: true });
  await link.click();
  await link.and(page.locator('[aria-current="page"]')).waitFor({ state: 'attached' });
}
