import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Routes do HTTP only; queries live in <domain>.queries.ts (STYLE.md: routes -> service -> queries).
const DOMAINS = ['seating', 'operations'];
const isRouteFile = (name: string) => name.endsWith('.routes.ts') || name === 'plan-routes.ts';
const isForbidden = (source: string) =>
  source === 'drizzle-orm' ||
  source.startsWith('drizzle-orm/') ||
  /(^|\/)db\/schema(\/|\.ts$|$)/.test(source);

/** Sources a file imports or re-exports values from (`import type` and all-`type` lists left out). */
function valueImports(code: string) {
  const statements = code.matchAll(/^(?:import|export)\s+(type\s+)?([^;]*?)\s*from\s*['"]([^'"]+)['"]/gms);
  return [...statements]
    .filter(([, typeOnly, names = '']) => {
      if (typeOnly) return false;
      const list = names.match(/^\{([^}]*)\}$/s)?.[1];
      if (list === undefined) return true;
      const specifiers = list
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      return specifiers.some((s) => !s.startsWith('type '));
    })
    .map(([, , , source = '']) => source);
}

const routeFiles = DOMAINS.flatMap((domain) => {
  const dir = join(import.meta.dirname, domain);
  return readdirSync(dir)
    .filter(isRouteFile)
    .map((name) => ({ path: `${domain}/${name}`, code: readFileSync(join(dir, name), 'utf8') }));
});

describe('route files stay thin', () => {
  it('finds the route files of seating and operations', () => {
    expect(routeFiles.map((f) => f.path)).toEqual(
      expect.arrayContaining([
        'seating/shifts.routes.ts',
        'seating/plan-routes.ts',
        'operations/books.routes.ts',
      ]),
    );
  });

  it('tells value imports from type-only ones', () => {
    const sample = [
      "import { and, eq } from 'drizzle-orm';",
      "import type { SQL } from 'drizzle-orm';",
      "import { type shifts, seats } from '../../db/schema/index.ts';",
      "import { type events } from '../../db/schema/index.ts';",
      "import * as schema from '../../db/schema';",
    ].join('\n');
    expect(valueImports(sample).filter(isForbidden)).toEqual([
      'drizzle-orm',
      '../../db/schema/index.ts',
      '../../db/schema',
    ]);
  });

  it.each(routeFiles)('$path imports neither drizzle-orm nor the db schema', ({ code }) => {
    expect(valueImports(code).filter(isForbidden)).toEqual([]);
  });
});
