import axe from 'axe-core';
import type { Page } from 'playwright-core';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core (WCAG 2.x A/AA) on the page as it is now and fails on any critical or serious
 * violation, naming the rule and the first elements it found.
 */
export async function expectAccessible(page: Page, label = page.url()): Promise<void> {
  await page.waitForLoadState('domcontentloaded');
  // A dialog fading in is half transparent: judge colours once transitions have finished. A dialog
  // opened by the last click starts its transition two frames later: let three frames pass first.
  await page.evaluate(async () => {
    for (let i = 0; i < 3; i++) await new Promise((frame) => requestAnimationFrame(frame));
  });
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  // Evaluated through the DevTools protocol, so the app's Content-Security-Policy does not block it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async (tags): Promise<Violation[]> => {
    const runner = (window as unknown as { axe: typeof axe }).axe;
    const result = await runner.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
  }, WCAG_TAGS);
  const blocking = violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
  if (blocking.length > 0) {
    const lines = blocking.map((v) => `  [${v.impact}] ${v.id}: ${v.help} — ${v.targets.join(' | ')}`);
    throw new Error(`Accessibility violations on ${label}:\n${lines.join('\n')}`);
  }
}
