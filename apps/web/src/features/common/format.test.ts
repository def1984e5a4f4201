import { describe, expect, it, vi } from 'vitest';

// The language shown, as the switch in i18n.ts sets it (its dictionaries are a Vite build module).
let shown = 'en';
vi.mock('../../i18n/i18n.ts', () => ({ currentLanguage: () => shown }));

const { formatDate, formatDateTime } = await import('./format.ts');

describe('dates on screen', () => {
  it('follow the language shown', () => {
    shown = 'en';
    expect(formatDate('2026-12-26')).toBe('26 Dec 2026');
    expect(formatDateTime('2026-11-23T08:35:00Z')).toBe('23 Nov 2026, 14:05');
    shown = 'hi';
    expect(formatDate('2026-12-26')).toBe('26 दिस॰ 2026');
    expect(formatDateTime('2026-11-23T08:35:00Z')).toBe('23 नव॰ 2026, 14:05');
  });
});
