import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Scrolls the dashboard's waiting charts into view, one by one, until `chart` is drawn: charts
 * load their code and draw only when scrolled to (features/common/when-in-view.tsx).
 */
export async function scrollToChart(page: Page, chart: Locator) {
  await expect
    .poll(async () => {
      if (await chart.count()) return true;
      const waiting = page.getByTestId('chart-placeholder');
      if (await waiting.count()) await waiting.first().scrollIntoViewIfNeeded();
      return false;
    })
    .toBe(true);
}
