import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const PHONE = { width: 375, height: 812 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/**
 * One Chromium per test file; each test opens its own context (own cookies and storage).
 * Call at the top level of a spec file.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  return {
    baseUrl: () => inject('baseUrl'),
    /** A fresh page in a fresh context (no session), at desktop size unless told otherwise. */
    async newPage(viewport: { width: number; height: number } = DESKTOP): Promise<Page> {
      if (!browser) throw new Error('browser not started');
      const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport });
      context.setDefaultTimeout(10_000);
      contexts.push(context);
      return context.newPage();
    },
  };
}
