import type { Download, Page } from 'playwright-core';

/**
 * The download a click starts. Files are made on the server's documents pool, so on CI's loaded
 * machine one can take far longer than the page's 10-second default for an action.
 */
export async function downloadFrom(page: Page, click: () => Promise<unknown>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 45_000 }), click()]);
  return download;
}
