import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// Each web feature (features/<domain>) carries the name of its server module. A feature may use
// features/common and lib/, and another feature's data and building blocks (its `api/`: keys,
// queries, hooks; its `components/`), never another feature's pages: the router places pages.
// features/common is below every feature and imports none.
const FEATURES = import.meta.dirname;
/** The folders of a feature that other features may import. */
const PUBLIC = new Set(['api', 'components']);
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

/** Imports of another feature's private parts (its pages, anything outside api/ and components/), and any import of a feature from common. */
export function crossFeatureImports(files: string[], read: (file: string) => string): string[] {
  const found: string[] = [];
  for (const file of files) {
    const own = featureOf(file);
    for (const match of read(file).matchAll(IMPORT)) {
      const targetPath = resolve(dirname(file), match[1] ?? '');
      const target = featureOf(targetPath);
      if (!own || !target || target === own || target === 'common') continue;
      const folder = relative(join(FEATURES, target), targetPath).split(sep)[0] ?? '';
      if (own === 'common' || !PUBLIC.has(folder))
        found.push(`${relative(FEATURES, file)} imports ${match[1]}`);
    }
  }
  return found;
}

describe('web feature boundaries', () => {
  it("no feature imports another feature's pages or private parts, and common imports no feature", () => {
    const files = sourceFiles(FEATURES);
    expect(files.length).toBeGreaterThan(50);
    expect(crossFeatureImports(files, (f) => readFileSync(f, 'utf8'))).toEqual([]);
  });

  it("notices an import of another feature's page or private file, and of any feature from common", () => {
    const file = join(FEATURES, 'finance', 'components', 'dues-tab.tsx');
    const source = [
      "import { A } from '../../seating/pages/plans-page.tsx';",
      "import { B } from '../../seating/present.tsx';",
      "import { C } from '../../seating/api/keys.ts';",
      "import { D } from '../../reminders/components/remind-buttons.tsx';",
      "import { E } from '../../common/format.ts';",
    ].join('\n');
    expect(crossFeatureImports([file], () => source)).toEqual([
      'finance/components/dues-tab.tsx imports ../../seating/pages/plans-page.tsx',
      'finance/components/dues-tab.tsx imports ../../seating/present.tsx',
    ]);
    const common = join(FEATURES, 'common', 'student-select.tsx');
    expect(crossFeatureImports([common], () => "import { F } from '../students/api/keys.ts';")).toEqual([
      'common/student-select.tsx imports ../students/api/keys.ts',
    ]);
  });

  it('names each feature after a server module', () => {
    const modules = new Set(readdirSync(join(FEATURES, '../../../server/src/modules')));
    const features = readdirSync(FEATURES, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'common')
      .map((entry) => entry.name);
    expect(features.filter((name) => !modules.has(name))).toEqual([]);
  });
});
