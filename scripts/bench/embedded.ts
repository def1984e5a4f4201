/**
 * `npm run bench:embedded [-- --students=20000 --libraries=200 --seconds=5 --runs=3 --connections=10 --only=memory]`
 *
 * The embedded database beside PostgreSQL (issue 38, item 2), each as `npm run serve` runs it:
 * 1. memory: the resident size of a server on an empty DATA_DIR (its first start, from the build's
 *    baseline, and a restart), and of one on an empty PostgreSQL database;
 * 2. latency: both seeded with the same students; a few calls at `--connections`, the two servers
 *    taking turns; p97.5 of each (autocannon gives no p95) and the embedded one's ratio (target ≤ 3);
 * 3. stalls: on the embedded database, another library's cheap call (one at a time) and the
 *    server's longest event-loop delay, alone and during a 10,000-row import and its export
 *    (target: nothing stalled over 200 ms).
 * PostgreSQL: a new database next to BENCH_DATABASE_URL, dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { hashPassword } from '../../apps/server/src/auth/password.ts';
import { bootstrap } from '../../apps/server/src/bootstrap.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { type DatabaseOptions, openDatabase } from '../../apps/server/src/db/client.ts';
import { rowsOf } from '../../apps/server/src/db/rows.ts';
import {
  type SpawnedServer,
  spawnServer,
  waitUntilHealthy,
} from '../../apps/server/src/test/spawn-server.ts';
import { studentsCsv, timeCheapCalls } from './heavy-work.ts';
import { type Endpoint, loadInTurns } from './load.ts';
import { seed } from './seed.ts';

const { values: args } = parseArgs({
  options: {
    students: { type: 'string', default: '20000' },
    libraries: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '5' },
    runs: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    only: { type: 'string' },
  },
});
const students = Number(args.students);
const libraries = Number(args.libraries);
const load = {
  connections: Number(args.connections),
  seconds: Number(args.seconds),
  runs: Number(args.runs),
};
const PASSWORD = 'Bench-Library-2026';
const SUPERADMIN = { email: 'root@bench.studydesk.in', password: 'Bench-Platform-2026' };
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const baseEnv = {
  SUPERADMIN_EMAIL: SUPERADMIN.email,
  SUPERADMIN_PASSWORD: SUPERADMIN.password,
  LOGIN_LIMIT_PER_IP: '100000',
  LOG_LEVEL: 'warn',
};
const spawned: SpawnedServer[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
const out = (line: string) => process.stdout.write(`${line}\n`);
const mb = (kb: number) => `${Math.round(kb / 1024)} MB`;

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new PostgreSQL database (dropped at the end) or a new DATA_DIR: the env a server needs, and how to open it here. */
async function newDatabase(
  kind: 'pglite' | 'postgres',
): Promise<{ env: Record<string, string>; options: DatabaseOptions }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studydesk-embedded-bench-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  if (kind === 'pglite') {
    const options: DatabaseOptions = { kind, dataDir: path.join(dataDir, 'db'), lockDir: dataDir };
    return { env: { ...baseEnv, DATA_DIR: dataDir }, options };
  }
  const name = `studydesk_bench_${randomBytes(3).toString('hex')}`;
  await onServer(`create database ${name}`);
  cleanups.push(() => onServer(`drop database if exists ${name} with (force)`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const options: DatabaseOptions = { kind, url: url.toString(), poolSize: 2 };
  return { env: { ...baseEnv, DATA_DIR: dataDir, DATABASE_URL: url.toString() }, options };
}

async function serve(env: Record<string, string>, delayFile?: string) {
  const script = ['--import', './scripts/bench/loop-delay.mjs', 'apps/server/src/main.ts'];
  const server = await spawnServer(delayFile ? { ...env, BENCH_LOOP_DELAY_FILE: delayFile } : env, script);
  spawned.push(server);
  await waitUntilHealthy(server, 180_000);
  return server;
}

/** The server's resident memory, threads included, once it has settled after its start. */
async function settledRss(server: SpawnedServer): Promise<number> {
  await sleep(15_000);
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

async function memory() {
  const embedded = await newDatabase('pglite');
  const first = await serve(embedded.env);
  const firstRss = await settledRss(first);
  await first.stop();
  const again = await serve(embedded.env);
  const againRss = await settledRss(again);
  await again.stop();
  const postgres = await newDatabase('postgres');
  const onPostgres = await serve(postgres.env);
  const postgresRss = await settledRss(onPostgres);
  await onPostgres.stop();
  out(
    'Memory of a server on an empty database (resident, threads included; target for the embedded one: < 300 MB)',
  );
  out(`  embedded, first start (from the build's baseline)  ${mb(firstRss)}`);
  out(`  embedded, restarted                                ${mb(againRss)}`);
  out(`  PostgreSQL (the app alone)                         ${mb(postgresRss)}`);
}

async function seeded(kind: 'pglite' | 'postgres', delayFile?: string) {
  const { env, options } = await newDatabase(kind);
  const database = await openDatabase(options);
  await database.migrate();
  await bootstrap(database.db, loadConfig({ ...env, DATABASE_URL: env.DATABASE_URL }, '/nonexistent'));
  const size = { libraries, studentsPerLibrary: Math.ceil(students / libraries) };
  const started = performance.now();
  await seed(database.db, size, await hashPassword(PASSWORD), { vacuum: true });
  out(`Seeded ${students} students (${kind}) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const libraryId = Math.ceil(libraries / 2);
  const studentIds = rowsOf<{ id: number }>(
    await database.db.execute(sql`select id from students where admin_id = ${libraryId} order by id`),
  ).map((r) => r.id);
  await database.close();
  const server = await serve(env, delayFile);
  const login = async (role: string, email: string, password: string) => {
    const res = await fetch(`${server.baseUrl}/api/auth/${role}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (!res.ok) throw new Error(`bench login ${role} failed: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { token: string }).token;
  };
  return {
    server,
    studentIds,
    busy: await login('admin', `owner${libraryId}@bench.studydesk.in`, PASSWORD),
    other: await login('admin', `owner${libraryId + 1}@bench.studydesk.in`, PASSWORD),
    root: await login('superadmin', SUPERADMIN.email, SUPERADMIN.password),
  };
}

type Seeded = Awaited<ReturnType<typeof seeded>>;

function calls(side: Seeded): Endpoint[] {
  const anyStudent = () => side.studentIds[Math.floor(Math.random() * side.studentIds.length)];
  return [
    { name: 'health', path: '/api/health' },
    { name: 'who am I', path: '/api/auth/me', token: side.busy },
    { name: 'students list', path: '/api/manage/students?limit=50', token: side.busy },
    { name: 'a student', path: () => `/api/fees/student/${anyStudent()}`, token: side.busy },
    { name: 'fees list', path: '/api/fees/students?limit=50', token: side.busy },
    { name: 'occupancy map', path: '/api/auth/seat/occupancy', token: side.busy },
    { name: 'dues list', path: '/api/dues?limit=50', token: side.busy },
    { name: 'platform search', path: '/api/manage/students?q=sharma', token: side.root },
  ];
}

async function latency(embedded: Seeded, postgres: Seeded) {
  out(
    `Latency at ${load.connections} connections, ${load.runs} x ${load.seconds} s each, in turns (ms; target: embedded p97.5 ≤ 3 x PostgreSQL's)`,
  );
  out(
    `  ${'call'.padEnd(16)} ${'PG p50'.padStart(7)} ${'PG p97.5'.padStart(9)} ${'emb p50'.padStart(8)} ${'emb p97.5'.padStart(10)} ${'ratio'.padStart(6)} ${'req/s PG/emb'.padStart(14)}`,
  );
  const onEmbedded = calls(embedded);
  for (const [i, call] of calls(postgres).entries()) {
    const other = onEmbedded[i];
    if (!other) continue;
    const [pgResult, embResult] = await loadInTurns(
      [
        { baseUrl: postgres.server.baseUrl, endpoint: call },
        { baseUrl: embedded.server.baseUrl, endpoint: other },
      ],
      load,
    );
    if (!pgResult || !embResult) continue;
    const ratio = embResult.p975 / Math.max(pgResult.p975, 1);
    const errors = pgResult.errors + embResult.errors ? ` errors ${pgResult.errors}/${embResult.errors}` : '';
    out(
      `  ${call.name.padEnd(16)} ${pgResult.p50.toFixed(0).padStart(7)} ${pgResult.p975.toFixed(0).padStart(9)} ${embResult.p50.toFixed(0).padStart(8)} ${embResult.p975.toFixed(0).padStart(10)} ${ratio.toFixed(2).padStart(6)} ${`${pgResult.rps.toFixed(0)}/${embResult.rps.toFixed(0)}`.padStart(14)}${ratio <= 3 ? ' ok' : ' OVER'}${errors}`,
    );
  }
}

/** The longest event-loop delay of the server's main thread since the last call. */
async function loopDelay(server: SpawnedServer, file: string): Promise<{ max: number; p99: number }> {
  const asked = Date.now();
  if (server.pid) process.kill(server.pid, 'SIGUSR2');
  for (let i = 0; i < 200; i++) {
    if (existsSync(file)) {
      const seen = JSON.parse(readFileSync(file, 'utf8')) as { max: number; p99: number; at: number };
      if (seen.at >= asked) return seen;
    }
    await sleep(25);
  }
  throw new Error('the server did not report its event-loop delay');
}

async function stalls(embedded: Seeded, delayFile: string) {
  const { server } = embedded;
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const cheap = () => fetch(`${server.baseUrl}/api/auth/me`, { headers: auth(embedded.other) });
  const phases: Array<[string, (() => Promise<string>) | null]> = [
    ['alone', null],
    [
      'during a 10,000-row import',
      async () => {
        const form = new FormData();
        form.append('file', new Blob([studentsCsv(10_000)], { type: 'text/csv' }), 'students.csv');
        const res = await fetch(`${server.baseUrl}/api/importExport/students/import`, {
          method: 'POST',
          headers: auth(embedded.busy),
          body: form,
        });
        const body = (await res.json()) as { imported?: number; message?: string };
        return `${res.status}: ${body.imported ?? body.message} imported`;
      },
    ],
    [
      'during the export of those students',
      async () => {
        const res = await fetch(`${server.baseUrl}/api/importExport/students/export`, {
          headers: auth(embedded.busy),
        });
        return `${res.status}: ${((await res.arrayBuffer()).byteLength / 1024).toFixed(0)} KB`;
      },
    ],
  ];
  out(
    "Stalls on the embedded database: another library's GET /api/auth/me, one at a time, and the server's event loop (ms; target: nothing over 200)",
  );
  for (const [name, work] of phases) {
    await loopDelay(server, delayFile);
    const started = performance.now();
    const running = work?.() ?? null;
    const latencies = await timeCheapCalls(cheap, running);
    const answered = (await running) ?? '';
    const loop = await loopDelay(server, delayFile);
    const p99 = latencies[Math.min(latencies.length - 1, Math.floor(0.99 * latencies.length))] ?? 0;
    const took = work
      ? `; the work took ${((performance.now() - started) / 1000).toFixed(1)} s (${answered})`
      : '';
    out(
      `  ${name.padEnd(36)} call p99 ${p99.toFixed(0).padStart(5)}, max ${(latencies.at(-1) ?? 0).toFixed(0).padStart(5)} over ${latencies.length} calls; event loop max ${loop.max.toFixed(0).padStart(4)}, p99 ${loop.p99.toFixed(0)}${took}`,
    );
  }
}

async function main() {
  out(
    `Node ${process.version}, ${new Date().toISOString()}, load average ${(await import('node:os'))
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  if (!args.only || args.only === 'memory') await memory();
  if (args.only === 'memory') return;
  const delayFile = path.join(mkdtempSync(path.join(tmpdir(), 'studydesk-loop-')), 'delay.json');
  cleanups.push(() => rmSync(path.dirname(delayFile), { recursive: true, force: true }));
  const embedded = await seeded('pglite', delayFile);
  if (args.only !== 'stalls') {
    const postgres = await seeded('postgres');
    await latency(embedded, postgres);
    await postgres.server.stop();
  }
  await stalls(embedded, delayFile);
}

main()
  .catch((err: unknown) => {
    process.stderr.write(
      `bench failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
    process.exitCode = 1;
  })
  .finally(async () => {
    await Promise.all(spawned.map((server) => server.stop()));
    for (const cleanup of cleanups.reverse()) await cleanup();
  });
