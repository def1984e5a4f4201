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

/** The text of the bracketed list that opens at `start`. */
function bracketed(source: string, start: number): string {
  let depth = 0;
  for (let i = start; i < source.length; i += 1) {
    if (source[i] === '[') depth += 1;
    else if (source[i] === ']' && --depth === 0) return source.slice(start, i + 1);
  }
  return source.slice(start);
}

// Query keys are written once, in their feature's api/keys.ts; every other file (another
// feature's too) imports them, so renaming a key cannot leave a stale copy that refreshes nothing.
const KEY_USE = /\b(?:refresh|queryKey)\s*[:=]\s*\{?\s*(?=\[)/g;
const LITERAL_KEY = /\[\s*['"`]/;
const isKeysFile = (file: string) => file.endsWith(join('api', 'keys.ts'));

/** `refresh:` and `queryKey:` lists holding a key written as literal words outside a keys file. */
export function literalQueryKeys(files: string[], read: (file: string) => string): string[] {
  const found: string[] = [];
  for (const file of files.filter((f) => !isKeysFile(f))) {
    const source = read(file);
    for (const match of source.matchAll(KEY_USE)) {
      const list = bracketed(source, (match.index ?? 0) + match[0].length);
      if (LITERAL_KEY.test(list)) found.push(`${relative(FEATURES, file)}: ${match[0].trim()} ${list}`);
    }
  }
  return found;
}

/** First words of query keys that more than one feature's keys file writes. */
export function keyWordsOfSeveralFeatures(files: string[], read: (file: string) => string): string[] {
  const owners = new Map<string, Set<string>>();
  for (const file of files.filter(isKeysFile)) {
    for (const [, word] of read(file).matchAll(/\[\s*'([^']+)'/g)) {
      owners.set(word ?? '', (owners.get(word ?? '') ?? new Set()).add(featureOf(file) ?? ''));
    }
  }
  return [...owners]
    .filter(([, features]) => features.size > 1)
    .map(([word, features]) => `'${word}': ${[...features].join(', ')}`);
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

  it('writes each query key once, in the api/keys.ts of the feature that owns it', () => {
    const files = sourceFiles(FEATURES);
    const read = (f: string) => readFileSync(f, 'utf8');
    expect(files.filter(isKeysFile).length).toBeGreaterThan(10);
    expect(literalQueryKeys(files, read)).toEqual([]);
    expect(keyWordsOfSeveralFeatures(files, read)).toEqual([]);
  });

  it('notices a query key written as words outside its keys file, and a key word two features claim', () => {
    const file = join(FEATURES, 'students', 'api', 'students.ts');
    const source = [
      'refresh: [studentKeys.details(id), financeKeys.all],',
      "refresh: [studentKeys.all, ['ledger']],",
      "queryKey: ['students', 'options'],",
      'queryKey: studentKeys.options(),',
      "<PagedTable queryKey={['ledger', 'receipts']} />",
    ].join('\n');
    expect(literalQueryKeys([file], () => source)).toEqual([
      "students/api/students.ts: refresh: [studentKeys.all, ['ledger']]",
      "students/api/students.ts: queryKey: ['students', 'options']",
      "students/api/students.ts: queryKey={ ['ledger', 'receipts']",
    ]);
    const keys = [join(FEATURES, 'finance', 'api', 'keys.ts'), join(FEATURES, 'seating', 'api', 'keys.ts')];
    const keysSource = (f: string) =>
      f.includes('finance')
        ? "all: ['ledger'] as const,"
        : "money: () => ['ledger'] as const, shifts: () => ['shifts'],";
    expect(literalQueryKeys(keys, keysSource)).toEqual([]);
    expect(keyWordsOfSeveralFeatures(keys, keysSource)).toEqual(["'ledger': finance, seating"]);
  });
});
