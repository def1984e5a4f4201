import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { type CatalogTree, flattenCatalog } from './catalog-tree.ts';
import { SERVER_TEXTS } from './server-texts.ts';

// The dictionaries as written, and the app's source as text (Vite's glob: no file system code here).
const files = import.meta.glob<CatalogTree>('./catalogs/*/*.json', { eager: true, import: 'default' });
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.ts', '!../**/*.d.ts'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

/** language -> part -> flat messages */
const catalogs: Record<string, Record<string, Record<string, string>>> = {};
for (const [path, tree] of Object.entries(files)) {
  const [, language, part] = /\.\/catalogs\/(\w+)\/(\w+)\.json$/.exec(path) ?? [];
  if (!language || !part) throw new Error(`unexpected catalog ${path}`);
  catalogs[language] ??= {};
  catalogs[language][part] = flattenCatalog(tree);
}
const english = catalogs.en ?? {};
const partOf = new Map(Object.entries(english).flatMap(([part, m]) => Object.keys(m).map((k) => [k, part])));
/** Parts every screen has: the sign-in part ships with the app, the portal part with every portal. */
const ALWAYS = new Set(['public', 'portal']);

/** The placeholders a message uses: `{name}`, `{count, plural, ...}`. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown) => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, , cases] = token as [string, string?, Record<string, unknown>?];
      names.add(name);
      for (const value of Object.values(cases ?? {})) walk(value);
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

/** Every dotted key literal in a source text ('finance.desk.title' or "finance.desk.title"). */
const keysIn = (text: string) =>
  [...text.matchAll(/['"]([a-z][A-Za-z]*(?:\.[A-Za-z_]+)+)['"]/g)]
    .map((m) => m[1] as string)
    .filter((k) => partOf.has(k));

describe('dictionaries', () => {
  it('has the same parts and the same keys in English and Hindi', () => {
    expect(Object.keys(catalogs).sort()).toEqual(['en', 'hi']);
    expect(Object.keys(catalogs.hi ?? {}).sort()).toEqual(Object.keys(english).sort());
    for (const [part, messages] of Object.entries(english)) {
      const hindi = catalogs.hi?.[part] ?? {};
      const missingInHindi = Object.keys(messages).filter((k) => !(k in hindi));
      const missingInEnglish = Object.keys(hindi).filter((k) => !(k in messages));
      expect({ part, missingInHindi, missingInEnglish }).toEqual({
        part,
        missingInHindi: [],
        missingInEnglish: [],
      });
    }
  });

  it('names each feature part by its keys, and holds each key once', () => {
    const seen = new Map<string, string>();
    for (const [part, messages] of Object.entries(english)) {
      for (const key of Object.keys(messages)) {
        if (!ALWAYS.has(part)) expect(key.split('.')[0], `${part}: ${key}`).toBe(part);
        expect(seen.get(key), `${key} in ${part} and ${seen.get(key)}`).toBeUndefined();
        seen.set(key, part);
      }
    }
  });

  it('compiles every message, with the same placeholders in both languages and no empty text', () => {
    for (const [part, messages] of Object.entries(english)) {
      for (const [key, text] of Object.entries(messages)) {
        const hindi = catalogs.hi?.[part]?.[key] ?? '';
        expect(text.trim(), key).not.toBe('');
        expect(hindi.trim(), key).not.toBe('');
        expect(placeholders(hindi), key).toEqual(placeholders(text));
        // A text without placeholders reads exactly as written (no ICU quoting surprise).
        if (placeholders(text).length === 0) expect(compileMessage(text), key).toEqual([text]);
      }
    }
  });

  it("holds the server's own words for the server messages it translates", () => {
    for (const [text, key] of Object.entries(SERVER_TEXTS)) expect(english.public?.[key], key).toBe(text);
  });

  it("gives 'Pending', 'due' and 'days left' each their own Hindi word", () => {
    // English pattern, the Hindi word it takes; no text may use another concept's word.
    const concepts = [
      { english: /\bpending\b/i, hindi: 'लंबित' },
      { english: /\bdues?\b(?! date)/i, hindi: 'बकाया' },
      { english: /\bdays? left\b/i, hindi: 'दिन बाकी' },
    ];
    let seen = 0;
    for (const [part, messages] of Object.entries(english)) {
      for (const [key, text] of Object.entries(messages)) {
        const hindi = catalogs.hi?.[part]?.[key] ?? '';
        for (const concept of concepts) {
          if (!concept.english.test(text)) continue;
          seen += 1;
          expect(hindi, key).toContain(concept.hindi);
          for (const other of concepts) if (other !== concept) expect(hindi, key).not.toContain(other.hindi);
        }
      }
    }
    expect(seen).toBeGreaterThanOrEqual(3);
    expect(catalogs.hi?.portal?.['status.pending']).toBe('लंबित');
  });

  it('uses every key somewhere in the app (no stale texts)', () => {
    const used = new Set(Object.values(sources).flatMap(keysIn));
    const unused = [...partOf.keys()].filter((key) => !used.has(key));
    expect(unused).toEqual([]);
  });
});

describe('routes', () => {
  const router = sources['../app/router.tsx'] ?? '';
  /** Relative static imports of a source file, as keys of `sources`. */
  const importsOf = (file: string) =>
    [...(sources[file] ?? '').matchAll(/^import (?!type )[^;]*? from '(\.[^']+)';$/gm)].map((m) => {
      const parts = file.split('/').slice(0, -1);
      for (const step of (m[1] as string).split('/')) {
        if (step === '..') parts.pop();
        else if (step !== '.') parts.push(step);
      }
      return parts.join('/');
    });
  const closure = (file: string, seen = new Set<string>()) => {
    if (seen.has(file) || !(file in sources)) return seen;
    seen.add(file);
    for (const next of importsOf(file)) closure(next, seen);
    return seen;
  };

  it('gives every page the dictionary parts its texts are in (else it would show keys)', () => {
    const entries = [...router.matchAll(/import\('\.\.\/(features\/[^']+)'\)[\s\S]*?\](?=,\n)/g)];
    expect(entries.length).toBeGreaterThan(40);
    const problems: string[] = [];
    for (const entry of entries) {
      const page = `../${entry[1]}`;
      // The part follows the loader; the page's first reads (a commented array) may follow it.
      const part = /\n\s*'(\w+)',?\s*(?:\/\/.*\n\s*)?(?:\[[^\]]*\]\s*)?\]?$/.exec(entry[0])?.[1];
      for (const file of closure(page)) {
        for (const key of keysIn(sources[file] ?? '')) {
          const needed = partOf.get(key) ?? '';
          if (!ALWAYS.has(needed) && needed !== part) problems.push(`${page} (${part ?? 'no part'}): ${key}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
