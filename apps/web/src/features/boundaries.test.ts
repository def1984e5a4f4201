import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// Each web feature (features/<domain>) stands alone: it may use features/common and lib/, never
// another feature. What two features share belongs in features/common.
const FEATURES = import.meta.dirname;
const IMPORT = /(?:from\s+|import\()['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** 'finance' for features/finance/…, undefined outside features/. */
function featureOf(path: string): string | undefined {
  const rel = relative(FEATURES, path);
  return rel.startsWith('..') || !rel.includes(sep) ? undefined : rel.split(sep)[0];
}

export function crossFeatureImports(files: string[], read: (file: string) => string): string[] {
  const found: string[] = [];
  for (const file of files) {
    const own = featureOf(file);
    for (const match of read(file).matchAll(IMPORT)) {
      const target = featureOf(resolve(dirname(file), match[1] ?? ''));
      if (own && target && target !== own && target !== 'common') {
        found.push(`${relative(FEATURES, file)} imports ${match[1]}`);
      }
    }
  }
  return found;
}

describe('web feature boundaries', () => {
  it('no feature imports another feature (only features/common and lib/)', () => {
    const files = sourceFiles(FEATURES);
    expect(files.length).toBeGreaterThan(50);
    expect(crossFeatureImports(files, (f) => readFileSync(f, 'utf8'))).toEqual([]);
  });

  it('notices an import of another feature', () => {
    const file = join(FEATURES, 'finance', 'dues-tab.tsx');
    const source =
      "import { X } from '../seating/renewals-tab.tsx';\nimport { Y } from '../common/format.ts';";
    expect(crossFeatureImports([file], () => source)).toEqual([
      'finance/dues-tab.tsx imports ../seating/renewals-tab.tsx',
    ]);
  });
});
