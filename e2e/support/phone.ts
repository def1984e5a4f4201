import type { Page } from 'playwright-core';

/** Fails when the page scrolls sideways (something wider than the screen). */
export async function expectNoSidewaysScroll(page: Page, label = page.url()): Promise<void> {
  const { scrollWidth, width } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  if (scrollWidth > width)
    throw new Error(`${label} scrolls sideways: ${scrollWidth} px wide on a ${width} px screen`);
}

/** Fails when a visible control is smaller than 44 x 44 px (too small to tap reliably). */
export async function expectTapTargets(page: Page, label = page.url()): Promise<void> {
  const small = await page.evaluate(() => {
    const selector =
      "button, a[href], input:not([type='checkbox']):not([type='radio']), select, [role='button'], [role='tab']";
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        const visible =
          box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.opacity !== '0';
        return visible && (box.width < 44 || box.height < 44);
      })
      .slice(0, 5)
      .map((el) => {
        const box = el.getBoundingClientRect();
        const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? el.tagName;
        return `${el.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`;
      });
  });
  if (small.length > 0) throw new Error(`${label} has controls under 44 px: ${small.join(', ')}`);
}
