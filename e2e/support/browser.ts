import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { signInByApi } from './sign-in.ts';

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
  const signedIn = new Map<string, Page>();

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

  /** A fresh page in a fresh context (no session), at desktop size unless told otherwise. */
  async function newPage(viewport: { width: number; height: number } = DESKTOP): Promise<Page> {
    if (!browser) throw new Error('browser not started');
    const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport });
    context.setDefaultTimeout(10_000);
    contexts.push(context);
    return context.newPage();
  }

  return {
    baseUrl: () => inject('baseUrl'),
    newPage,
    /**
     * A page signed in as `account` (through the API), opened at `path` with a full load. Tests of a
     * file that act as the same account share its page: a new context and sign-in per test would
     * make the split stories slower than the long ones. Only the session (cookie, storage) carries
     * over: not the last test's screen, request listeners, routes or print emulation.
     */
    async signedInPage(
      role: string,
      account: { email: string; password: string },
      path = `/${role}/dashboard`,
      viewport: { width: number; height: number } = DESKTOP,
    ): Promise<Page> {
      const key = `${role} ${account.email} ${viewport.width}x${viewport.height}`;
      const page = signedIn.get(key);
      if (page && !page.isClosed()) {
        page.removeAllListeners('request');
        await page.unrouteAll({ behavior: 'ignoreErrors' });
        await page.emulateMedia({ media: null });
        await page.goto(path);
        return page;
      }
      const fresh = await newPage(viewport);
      await signInByApi(fresh, role, account.email, account.password, path);
      signedIn.set(key, fresh);
      return fresh;
    },
  };
}
