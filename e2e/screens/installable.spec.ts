import { describe, expect, it } from 'vitest';
import { createAdmin, createStudent } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { field } from '../support/form.ts';

const browser = useBrowser();

describe('installable app', () => {
  it('has a web manifest with icons, and a service worker that caches the shell but never API data', async () => {
    const admin = await createAdmin(`Pathshala ${Math.random().toString(36).slice(2, 6)}`);
    const student = await createStudent(admin, 'Neha Gupta');
    const page = await browser.newPage({ width: 360, height: 780 });
    await page.goto('/student');

    const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await page.request.get(manifestUrl ?? '')).json();
    expect(manifest).toMatchObject({ name: 'StudyDesk', start_url: '/student', display: 'standalone' });
    for (const icon of manifest.icons as Array<{ src: string }>) {
      expect((await page.request.get(icon.src)).status()).toBe(200);
    }

    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await field(page, 'Email').fill(student.email);
    await field(page, 'Password').fill(student.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL('**/student/dashboard');
    await page.goto('/student/payments');
    await page.waitForLoadState('networkidle');

    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const key of await caches.keys()) {
        const cache = await caches.open(key);
        urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
      }
      return urls;
    });
    expect(cached).toContain('/index.html');
    expect(cached.some((url) => url.startsWith('/assets/'))).toBe(true);
    expect(cached.filter((url) => url.startsWith('/api'))).toEqual([]);
  });
});
