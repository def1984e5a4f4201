/**
 * The floor: a bare Fastify + pg (or PGlite) server with one route per benchmarked call,
 * `/call/<i>`, which runs exactly the statements the app sent to the database for that call
 * (recorded by trace-queries.mjs: the session lookup included, prepared statements under the
 * app's names) in the app's order on one pooled connection, and answers with their rows as JSON
 * objects. Nothing else around it: no schema, no hooks, no mapping. The app's
 * throughput per call is compared with its own floor's.
 *
 * Per request, like the app: the Bearer token is hashed (sha256) into the parameters where the
 * recorded call had its token's hash, and `?id=` replaces the recorded id where a call varies one
 * (a student's details).
 * Env: FLOOR_CALLS (the JSON file run.ts writes), DATABASE_URL (or PGLITE_DIR), PORT.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import Fastify from 'fastify';
import pg from 'pg';
import type { FloorCall, RecordedStatement } from './trace.ts';

type Rows = Array<Record<string, unknown>>;

/**
 * The rows as objects keyed by column name, as a bare server would answer (a name that comes
 * twice, such as a student's and a library's `name`, gets a suffix: the answer keeps every
 * column). The statements run in the app's row mode; the objects are built here.
 */
function asObjects(fields: Array<{ name: string }>, rows: unknown[][]): Rows {
  const seen = new Map<string, number>();
  const keys = fields.map(({ name }) => {
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    return n === 1 ? name : `${name}_${n}`;
  });
  return rows.map((row) => {
    const out: Record<string, unknown> = {};
    for (let k = 0; k < keys.length; k++) out[keys[k] as string] = row[k];
    return out;
  });
}
/** Runs a call's statements in order on one connection; resolves with each one's rows. */
type Replay = (statements: Array<RecordedStatement & { values: unknown[] }>) => Promise<Rows[]>;

async function connect(): Promise<Replay> {
  if (process.env.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
    return async (statements) => {
      const client = await pool.connect();
      try {
        const out: Rows[] = [];
        for (const s of statements) {
          const result = await client.query({
            name: s.name,
            text: s.text,
            values: s.values,
            rowMode: 'array' as const,
          });
          out.push(asObjects(result.fields, result.rows));
        }
        return out;
      } finally {
        client.release();
      }
    };
  }
  const db = await PGlite.create(process.env.PGLITE_DIR, { extensions: { btree_gist, pg_trgm } });
  return async (statements) => {
    const out: Rows[] = [];
    for (const s of statements) {
      const result = await db.query<unknown[]>(s.text, s.values, { rowMode: 'array' });
      out.push(asObjects(result.fields, result.rows));
    }
    return out;
  };
}

const replay = await connect();
const calls = JSON.parse(readFileSync(String(process.env.FLOOR_CALLS), 'utf8')) as FloorCall[];
const app = Fastify({ logger: false });

app.get('/health', async () => ({ status: 'ok' }));

for (const [i, call] of calls.entries()) {
  app.get<{ Querystring: { id?: string } }>(`/call/${i}`, async (req) => {
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    const tokenHash = token ? createHash('sha256').update(token).digest('hex') : null;
    const id = req.query.id;
    const statements = call.statements.map((s) => {
      if (!s.tokenParams.length && !s.idParams.length) return s;
      const values = [...s.values];
      for (const p of s.tokenParams) values[p] = tokenHash;
      if (id !== undefined)
        for (const p of s.idParams) values[p] = typeof values[p] === 'number' ? Number(id) : id;
      return { ...s, values };
    });
    return { results: await replay(statements) };
  });
}

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stdout.write('floor ready\n');
