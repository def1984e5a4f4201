import { type CSSVariablesResolver, createTheme, darken, luminance } from '@mantine/core';
import type { MessageKey } from '../i18n/keys.ts';
import type { Translate } from '../i18n/use-t.ts';

const PAGE_CONTROL_LABELS: Record<'first' | 'previous' | 'next' | 'last', MessageKey> = {
  first: 'common.firstPage',
  previous: 'common.previousPage',
  next: 'common.nextPage',
  last: 'common.lastPage',
};

/**
 * The app's theme; `t` names the icon-only controls in the language shown.
 * Shade 9 of cyan carries white text at 5.4:1 (shade 8 was 4.3:1, under WCAG AA's 4.5:1).
 */
export const createAppTheme = (t: Translate) =>
  createTheme({
    primaryColor: 'cyan',
    primaryShade: { light: 9, dark: 6 },
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
    headings: { fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif' },
    defaultRadius: 'md',
    // Plain objects, not Component.extend(): importing the components here would put them in every page.
    components: {
      // Icon-only page buttons get a name for screen readers.
      Pagination: {
        defaultProps: {
          getControlProps: (control: keyof typeof PAGE_CONTROL_LABELS) => ({
            'aria-label': t(PAGE_CONTROL_LABELS[control]),
          }),
        },
      },
      // Close buttons (dialogs, toasts, alerts) are icons: they get a name.
      CloseButton: { defaultProps: { 'aria-label': t('common.close') } },
      // A region that scrolls (wide tables) must be reachable from the keyboard to scroll it.
      ScrollArea: { defaultProps: { viewportProps: { tabIndex: 0 } } },
    },
  });

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** `color`, darkened in small steps until it reads at WCAG AA (4.5:1, with a margin) on `background`. */
function readableOn(background: string, color: string): string {
  let readable = color;
  for (let step = 1; contrast(readable, background) < 4.7 && step < 20; step++) {
    readable = darken(color, step * 0.05);
  }
  return readable;
}

/**
 * Text colours that pass WCAG AA: dimmed text and placeholders one grey darker than Mantine's
 * (7.5:1 on white instead of 3.3:1), and every colour's filled background, coloured text and
 * light-variant text (badges, alerts), hovered or not, darkened where shade 9 falls under 4.5:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
  };
  for (const [name, shades] of Object.entries(resolved.colors)) {
    if (name === 'dark' || name === 'gray') continue;
    const base = shades[9];
    const filled = readableOn('#ffffff', base);
    light[`--mantine-color-${name}-filled`] = filled;
    // A hovered button must stay readable too (Mantine lightens shade 9 on hover).
    light[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.12);
    light[`--mantine-color-${name}-text`] = readableOn(resolved.colors.gray[0], base);
    // Read against the hovered light background (shade 2), the darker of the two.
    light[`--mantine-color-${name}-light-color`] = readableOn(shades[2], base);
  }
  // Field errors ('All fields are required.' under an input) read at AA too (Mantine's red 6 does not).
  light['--mantine-color-error'] = readableOn('#ffffff', resolved.colors.red[9]);
  return { variables: {}, light, dark: {} };
};
