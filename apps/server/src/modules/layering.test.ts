import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every domain folder has the same parts (STYLE.md, routes -> service -> queries):
 * - `<name>.routes.ts`: HTTP only (schema from the contract, access, audit, call);
 * - `<name>.queries.ts`: every SQL statement, the tenant id first;
 * - `<name>.service.ts` where there are rules, and small helpers (presenters, PDFs, sheets).
 */
const MODULES = import.meta.dirname;

const isDrizzleOrSchema = (source: string) =>
  source === 'drizzle-orm' ||
  source.startsWith('drizzle-orm/') ||
  /(^|\/)db\/schema(\/|\.ts$|$)/.test(source);
const isZod = (source: string) => source === 'zod' || source.startsWith('zod/');
const isHttpPlugin = (source: string) => /(^|\/)auth\/access-plugin(\.ts)?$/.test(source);
const isService = (source: string) => /\.service(\.ts)?$/.test(source);
const isHttpErrors = (source: string) => /(^|\/)errors\/http-errors(\.ts)?$/.test(source);
const isPgErrors = (source: string) => /(^|\/)db\/pg-errors(\.ts)?$/.test(source);
/** Another module's path into finance's SQL (finance's own files import './x.queries.ts'). */
const isFinanceQueries = (source: string) => /(^|\/)finance\/[^/]+\.queries(\.ts)?$/.test(source);

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

/** The names a file imports as values from sources matching `from` (`type` ones left out). */
function valueNamesFrom(code: string, from: (source: string) => boolean) {
  const statements = code.matchAll(/^import\s+(?!type\s)\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/gms);
  return [...statements]
    .filter(([, , source = '']) => from(source))
    .flatMap(([, list = '']) => list.split(','))
    .map((s) => s.trim().split(/\s+as\s+/)[0] ?? '')
    .filter((s) => s && !s.startsWith('type '));
}

const domains = readdirSync(MODULES, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const files = domains.flatMap((domain) =>
  readdirSync(join(MODULES, domain))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => ({
      path: `${domain}/${name}`,
      name,
      code: readFileSync(join(MODULES, domain, name), 'utf8'),
    }))
    .map((f) => ({ ...f, imports: valueImports(f.code) })),
);
const routeFiles = files.filter((f) => f.name.endsWith('.routes.ts'));
const otherFiles = files.filter((f) => !f.name.endsWith('.routes.ts'));

describe('every domain has the same parts', () => {
  it('reads every domain folder and its route files', () => {
    expect(domains.length).toBeGreaterThanOrEqual(18);
    expect(routeFiles.map((f) => f.path)).toEqual(
      expect.arrayContaining([
        'students/students.routes.ts',
        'seating/shifts.routes.ts',
        'staff/staff.routes.ts',
      ]),
    );
  });

  it.each(domains)('%s has a routes file', (domain) => {
    expect(routeFiles.some((f) => f.path.startsWith(`${domain}/`))).toBe(true);
  });

  it('names a file of routes <name>.routes.ts (nothing like plan-routes.ts)', () => {
    expect(
      files.filter((f) => /routes/.test(f.name) && !f.name.endsWith('.routes.ts')).map((f) => f.path),
    ).toEqual([]);
  });

  it('tells value imports from type-only ones', () => {
    const sample = [
      "import { and, eq } from 'drizzle-orm';",
      "import type { SQL } from 'drizzle-orm';",
      "import { type shifts, seats } from '../../db/schema/index.ts';",
      "import { type events } from '../../db/schema/index.ts';",
      "import * as schema from '../../db/schema';",
      "import { z } from 'zod';",
      "import type { z as zod } from 'zod';",
      "import { requireActor } from '../../auth/access-plugin.ts';",
    ].join('\n');
    const found = valueImports(sample);
    expect(found.filter(isDrizzleOrSchema)).toEqual([
      'drizzle-orm',
      '../../db/schema/index.ts',
      '../../db/schema',
    ]);
    expect(found.filter(isZod)).toEqual(['zod']);
    expect(found.filter(isHttpPlugin)).toEqual(['../../auth/access-plugin.ts']);
  });
});

describe('route files stay thin', () => {
  it.each(routeFiles)('$path imports neither drizzle-orm nor the db schema', ({ imports }) => {
    expect(imports.filter(isDrizzleOrSchema)).toEqual([]);
  });

  it.each(routeFiles)('$path takes its schemas from the contract (no zod of its own)', ({ imports }) => {
    expect(imports.filter(isZod)).toEqual([]);
  });
});

describe('SQL lives in queries files', () => {
  it.each(otherFiles.filter((f) => !f.name.endsWith('.queries.ts')))(
    '$path leaves drizzle-orm and the db schema to the queries',
    ({ imports }) => {
      expect(imports.filter(isDrizzleOrSchema)).toEqual([]);
    },
  );

  it.each(otherFiles)('$path does not reach into the HTTP access plugin', ({ imports }) => {
    expect(imports.filter(isHttpPlugin)).toEqual([]);
  });

  it.each(files.filter((f) => f.name.endsWith('.queries.ts')))(
    '$path runs statements and calls no service (rules live above it)',
    ({ imports }) => {
      expect(imports.filter(isService)).toEqual([]);
    },
  );
});

describe('queries run statements; services decide', () => {
  const queryFiles = files.filter((f) => f.name.endsWith('.queries.ts'));

  it('tells the HTTP errors a file throws and its database error codes', () => {
    const sample = [
      "import { badRequest, notFound, type HttpError } from '../../errors/http-errors.ts';",
      "import type { conflict } from '../../errors/http-errors.ts';",
      "import { PG_EXCLUSION_VIOLATION, pgCode } from '../../db/pg-errors.ts';",
      "import { ownedBy } from '../../db/tenant-rows.ts';",
    ].join('\n');
    expect(valueNamesFrom(sample, isHttpErrors)).toEqual(['badRequest', 'notFound']);
    expect(valueImports(sample).filter(isPgErrors)).toEqual(['../../db/pg-errors.ts']);
  });

  // A 404 for the row its own statement did not find is the one answer a query gives; a 400 or
  // 409 is a rule (a place that must be active, a hold in the way) and belongs to a service.
  it.each(queryFiles)('$path throws no HTTP error but a 404', ({ code }) => {
    expect(valueNamesFrom(code, isHttpErrors).filter((name) => name !== 'notFound')).toEqual([]);
  });

  // Turning a constraint's refusal into an answer (who holds the seat) is a decision too.
  it.each(queryFiles)('$path leaves database error codes to services', ({ imports }) => {
    expect(imports.filter(isPgErrors)).toEqual([]);
  });
});

describe('money moves through the ledger service', () => {
  it('tells finance queries and services from the rest', () => {
    const sample = [
      "import { postEntry } from '../finance/ledger.queries.ts';",
      "import { recordPayment } from '../finance/ledger.service.ts';",
      "import { findStudent } from '../students/students.queries.ts';",
      "import { insertEntry } from './ledger.queries.ts';",
    ].join('\n');
    const found = valueImports(sample);
    expect(found.filter(isFinanceQueries)).toEqual(['../finance/ledger.queries.ts']);
    expect(found.filter(isService)).toEqual(['../finance/ledger.service.ts']);
  });

  it.each(files.filter((f) => !f.path.startsWith('finance/')))(
    '$path calls finance services, never finance queries',
    ({ imports }) => {
      expect(imports.filter(isFinanceQueries)).toEqual([]);
    },
  );
});
