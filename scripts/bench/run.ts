/**
 * `npm run bench [-- --db=postgres|pglite --students=N --libraries=L --seconds=S --runs=R --connections=C --keep --only=calls|dunning]`
 * `npm run bench -- --growth [--students=100000 --growth-to=1000000]`
 *
 * Seeds a throwaway database (PostgreSQL: a new database next to BENCH_DATABASE_URL, dropped
 * afterwards; PGlite: a temporary DATA_DIR) with libraries x students and their history by
 * set-based SQL, starts the app with a tracer (trace-queries.mjs) and issues each call once,
 * recording the statements the app sends for it. The floor (floor.ts, bare Fastify + pg) serves
 * each call by replaying exactly those statements, session lookup included; each call and its own
 * floor are driven with autocannon in turns (PGlite: the app, then the floor). Prints one table
 * with each call beside its floor, EXPLAIN ANALYZE of the statements behind the calls and the time
 * to delete a student and a library; on PostgreSQL also the heavy-work run, one dunning sweep over
 * every library and the statements per request.
 *
 * `--growth` (PostgreSQL): seeds --students, copies that database and grows the copy to
 * --growth-to students (more libraries of the same size), serves both side by side and drives the
 * per-library calls and the platform's deep page and searches on the two in turns; prints how many
 * times slower each got.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { hashPassword } from '../../apps/server/src/auth/password.ts';
import { bootstrap } from '../../apps/server/src/bootstrap.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { type Database, type Db, openDatabase } from '../../apps/server/src/db/client.ts';
import { rowsOf } from '../../apps/server/src/db/rows.ts';
import { deleteAdmin } from '../../apps/server/src/modules/admins/admins.service.ts';
import {
  type SpawnedServer,
  spawnServer,
  waitUntilHealthy,
} from '../../apps/server/src/test/spawn-server.ts';
import { explainAll, explainRecorded, statementsPerRequest, timeDelete, walWritten } from './checks.ts';
import { dunningSweepReport, dunningSweepRun } from './dunning-sweep.ts';
import { benchEndpoints, explainedStatements } from './endpoints.ts';
import { heavyWorkReport, heavyWorkRun } from './heavy-work.ts';
import { type LoadResult, loadInTurns } from './load.ts';
import { printGrowthReport, printReport } from './report.ts';
import { seed } from './seed.ts';
import { floorEndpoint, measureFloorAnswers, recordCalls, TRACER } from './trace.ts';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    students: { type: 'string' },
    libraries: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '5' },
    // One 5-second run per call swings a share of the floor by about 8 points: medians of 3.
    runs: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    // Leave the seeded database (or PGlite data directory) behind, to measure changes by hand on it.
    keep: { type: 'boolean', default: false },
    // `--only=calls`: the calls and their floors, the plans and the deletes, without the heavy
    // work, the dunning sweep and the statement count; `--only=dunning`: the sweep alone.
    only: { type: 'string' },
    // Measure the per-library calls and the platform's deep page and searches at --students
    // (100,000), grow the same database to --growth-to (1,000,000) and measure them again.
    growth: { type: 'boolean', default: false },
    'growth-to': { type: 'string', default: '1000000' },
  },
});
const kind = args.db === 'pglite' ? 'pglite' : 'postgres';
const students = Number(args.students ?? (kind === 'pglite' ? 20_000 : 100_000));
const libraries = Number(args.libraries);
const size = { libraries, studentsPerLibrary: Math.ceil(students / libraries) };
const loadOptions = {
  connections: Number(args.connections),
  seconds: Number(args.seconds),
  runs: Number(args.runs),
};
const PASSWORD = 'Bench-Library-2026';
const SUPERADMIN = { email: 'root@bench.studydesk.in', password: 'Bench-Platform-2026' };

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const spawned: SpawnedServer[] = [];
/** Databases a run made beside its own (the growth run's larger copy), dropped with it. */
const extraDatabases: string[] = [];

/** Starts a server process for the run; it is stopped at the end whatever happens. */
async function spawnForRun(env: Record<string, string>, script?: string[]) {
  const server = await spawnServer(env, script);
  spawned.push(server);
  return server;
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studydesk-bench-'));
  const dbName = `studydesk_bench_${randomBytes(3).toString('hex')}`;
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  const databaseUrl = kind === 'postgres' ? url.toString() : '';
  if (kind === 'postgres') await onServer(`create database ${dbName}`);
  try {
    await (args.growth ? growth(dataDir, databaseUrl) : bench(dataDir, databaseUrl));
  } finally {
    // Servers a failed run left behind (stop() is a no-op for those already stopped).
    await Promise.all(spawned.map((server) => server.stop()));
    if (args.keep) {
      process.stdout.write(
        `Kept: ${kind === 'postgres' ? `DATABASE_URL=${databaseUrl} ${extraDatabases.join(' ')} ` : ''}DATA_DIR=${dataDir}\n`,
      );
    } else {
      if (kind === 'postgres') {
        for (const name of [dbName, ...extraDatabases])
          await onServer(`drop database if exists ${name} with (force)`);
      }
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

/** Starts the app as `npm run serve` does; with `traceFile`, the tracer records labelled requests' statements. */
async function startApp(env: Record<string, string>, traceFile?: string) {
  const app = await spawnForRun(
    traceFile
      ? {
          ...env,
          NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${TRACER}`.trim(),
          BENCH_TRACE_FILE: traceFile,
        }
      : env,
  );
  await waitUntilHealthy(app, 180_000);
  return app;
}

async function signIn(app: SpawnedServer, role: string, email: string, password: string) {
  const res = await fetch(`${app.baseUrl}/api/auth/${role}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`bench login ${role} failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

const signInBoth = async (app: SpawnedServer, libraryId: number) => ({
  admin: await signIn(app, 'admin', `owner${libraryId}@bench.studydesk.in`, PASSWORD),
  superadmin: await signIn(app, 'superadmin', SUPERADMIN.email, SUPERADMIN.password),
});

function openBenchDatabase(dataDir: string, databaseUrl: string) {
  return openDatabase(
    databaseUrl
      ? { kind: 'postgres', url: databaseUrl, poolSize: 2 }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'db'), lockDir: dataDir },
  );
}

const appEnv = (dataDir: string, databaseUrl: string) => ({
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  SUPERADMIN_EMAIL: SUPERADMIN.email,
  SUPERADMIN_PASSWORD: SUPERADMIN.password,
  LOGIN_LIMIT_PER_IP: '100000',
  LOG_LEVEL: 'warn',
});

/** A migrated database with the platform's superadmin, as the app's first start leaves it. */
async function freshDatabase(dataDir: string, databaseUrl: string, env: Record<string, string>) {
  const database = await openBenchDatabase(dataDir, databaseUrl);
  await database.migrate();
  await bootstrap(
    database.db,
    loadConfig({ ...env, DATABASE_URL: databaseUrl || undefined }, '/nonexistent'),
  );
  return database;
}

/** Runs one statement with parameters on the bench's database, as the app's driver sends it. */
const queryOn =
  (database: Database) =>
  async (text: string, values: unknown[]): Promise<Array<Record<string, unknown>>> => {
    if (database.connection.kind === 'pglite') {
      return (await database.connection.pool.query<Record<string, unknown>>(text, values)).rows;
    }
    const client = new pg.Client({ connectionString: database.connection.url });
    await client.connect();
    try {
      return (await client.query<Record<string, unknown>>(text, values)).rows;
    } finally {
      await client.end();
    }
  };

const idsOfLibrary = async (db: Db, libraryId: number) =>
  rowsOf<{ id: number }>(
    await db.execute(sql`select id from students where admin_id = ${libraryId} order by id`),
  ).map((r) => r.id);

/**
 * The growth run: the same calls on the same database at two sizes. Per call, req/s at the first
 * size over req/s at the second (how many times slower it got). req/s, not p50: with 10
 * connections the app is saturated, so req/s is the inverse of the time each request costs,
 * measured over thousands of requests, while autocannon's p50 is in whole milliseconds (a p50
 * of 3 ms against 4 ms would read as 1.33x).
 */
async function growth(dataDir: string, databaseUrl: string) {
  if (kind !== 'postgres') throw new Error('--growth runs on PostgreSQL');
  const env = appEnv(dataDir, databaseUrl);
  const database = await freshDatabase(dataDir, databaseUrl, env);
  const passwordHash = await hashPassword(PASSWORD);
  const firstStarted = performance.now();
  const firstTimings = await seed(database.db, size, passwordHash, { vacuum: true });
  const firstSeconds = (performance.now() - firstStarted) / 1000;
  process.stdout.write(
    `Seeded ${students} students in ${libraries} libraries in ${firstSeconds.toFixed(1)} s\n`,
  );
  const libraryId = Math.ceil(libraries / 2);
  const studentIds = await idsOfLibrary(database.db, libraryId);
  await database.close();
  // The larger size is a copy of the smaller grown, so both are served side by side and each call
  // is driven on the two in turns: the host's load moves both alike.
  const smallName = new URL(databaseUrl).pathname.slice(1);
  const largeName = `${smallName}_large`;
  const largeUrl = new URL(databaseUrl);
  largeUrl.pathname = `/${largeName}`;
  await onServer(`create database ${largeName} template ${smallName}`);
  extraDatabases.push(largeName);
  const large = await openBenchDatabase(dataDir, largeUrl.toString());
  const growTo = Number(args['growth-to']);
  const added = {
    libraries: Math.ceil((growTo - students) / size.studentsPerLibrary),
    studentsPerLibrary: size.studentsPerLibrary,
  };
  const growStarted = performance.now();
  const growTimings = await seed(large.db, added, passwordHash, { vacuum: true, grow: true });
  const growSeconds = (performance.now() - growStarted) / 1000;
  const [counted] = rowsOf<{ n: number; l: number }>(
    await large.db.execute(
      sql`select (select count(*) from students)::int as n, (select count(*) from admins)::int as l`,
    ),
  );
  process.stdout.write(
    `Grew a copy to ${counted?.n} students in ${counted?.l} libraries in ${growSeconds.toFixed(1)} s\n`,
  );
  const largeDir = path.join(dataDir, 'large');
  mkdirSync(largeDir, { recursive: true });
  const apps = [
    await startApp(env),
    await startApp({ ...env, DATABASE_URL: largeUrl.toString(), DATA_DIR: largeDir }),
  ];
  const forApp = async (app: SpawnedServer) =>
    benchEndpoints(await signInBoth(app, libraryId), studentIds).filter(
      (e) => e.scope === 'library' || e.growth || !e.scope,
    );
  const [smallEndpoints = [], largeEndpoints = []] = await Promise.all(apps.map(forApp));
  const results: LoadResult[][] = [[], []];
  for (const [i, endpoint] of smallEndpoints.entries()) {
    const other = largeEndpoints[i];
    if (!other || !apps[0] || !apps[1]) continue;
    const [a, b] = await loadInTurns(
      [
        { baseUrl: apps[0].baseUrl, endpoint },
        { baseUrl: apps[1].baseUrl, endpoint: other },
      ],
      loadOptions,
    );
    if (a && b) {
      results[0]?.push(a);
      results[1]?.push(b);
    }
    process.stdout.write(`  ${endpoint.name} done\n`);
  }
  const loadAverage = os.loadavg()[0] ?? 0;
  await Promise.all(apps.map((app) => app.stop()));
  const plans = await explainAll(large.db, explainedStatements(libraryId, studentIds[0] ?? 1));
  await large.close();
  printGrowthReport({
    sizes: [
      { students, libraries },
      { students: counted?.n ?? 0, libraries: counted?.l ?? 0 },
    ],
    seeds: [
      { seconds: firstSeconds, timings: firstTimings },
      { seconds: growSeconds, timings: growTimings },
    ],
    endpoints: smallEndpoints,
    results,
    loadAverages: [loadAverage],
    plans,
    loadOptions,
  });
}

async function bench(dataDir: string, databaseUrl: string) {
  const env = appEnv(dataDir, databaseUrl);
  let database = await freshDatabase(dataDir, databaseUrl, env);
  const seedStarted = performance.now();
  const timings = await seed(database.db, size, await hashPassword(PASSWORD), { vacuum: true });
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  process.stdout.write(
    `Seeded ${students} students in ${libraries} libraries in ${seedSeconds.toFixed(1)} s\n`,
  );
  const libraryId = Math.ceil(libraries / 2);
  const studentIds = await idsOfLibrary(database.db, libraryId);
  const busyReceipt = rowsOf<{ id: number }>(
    await database.db.execute(sql`select id from receipts where admin_id = ${libraryId} order by id limit 1`),
  )[0]?.id;
  // PGlite has one process per data directory: the app and the floor take turns.
  if (kind === 'pglite') await database.close();

  const traceFile = path.join(dataDir, 'trace.jsonl');
  const app = await startApp(env, traceFile);
  const login = (role: string, email: string, password: string) => signIn(app, role, email, password);
  const tokens = await signInBoth(app, libraryId);
  if (args.only === 'dunning') {
    const dunning =
      kind === 'postgres' ? await dunningSweepRun(database.db, app.baseUrl, tokens.admin) : null;
    await app.stop();
    await database.close();
    process.stdout.write(dunningSweepReport(dunning));
    return;
  }
  const firstStudent = studentIds[0] ?? 1;
  const endpoints = benchEndpoints(tokens, studentIds);
  // Each call once, recorded: the statements the app sent for it become its floor's route.
  const calls = await recordCalls(app.baseUrl, endpoints, traceFile);
  const callsFile = path.join(dataDir, 'floor-calls.json');
  writeFileSync(callsFile, JSON.stringify(calls));
  const floorEndpoints = endpoints.map(floorEndpoint);
  const startFloor = async () => {
    const floor = await spawnForRun(
      { ...env, FLOOR_CALLS: callsFile, PGLITE_DIR: path.join(dataDir, 'db') },
      ['scripts/bench/floor.ts'],
    );
    await waitUntilHealthy(floor, 60_000, '/health');
    return floor;
  };
  // On PostgreSQL the app and the floor run side by side and take turns per run, so each call
  // and its floor see the same machine load; PGlite allows one process per data directory.
  const floor = kind === 'postgres' ? await startFloor() : null;
  if (floor) await measureFloorAnswers(floor.baseUrl, endpoints, calls);
  const appResults: LoadResult[] = [];
  const floorResults: LoadResult[] = [];
  for (const [i, endpoint] of endpoints.entries()) {
    const floorSide = floorEndpoints[i];
    if (floor && floorSide) {
      const [own, other] = await loadInTurns(
        [
          { baseUrl: app.baseUrl, endpoint },
          { baseUrl: floor.baseUrl, endpoint: floorSide },
        ],
        loadOptions,
      );
      if (own && other) {
        appResults.push(own);
        floorResults.push(other);
      }
    } else {
      appResults.push(...(await loadInTurns([{ baseUrl: app.baseUrl, endpoint }], loadOptions)));
    }
    process.stdout.write(`  ${endpoint.name} done\n`);
  }
  const extras = args.only !== 'calls';
  const heavyWork =
    busyReceipt && extras
      ? await heavyWorkRun(
          app.baseUrl,
          {
            busy: tokens.admin,
            other: await login(
              'admin',
              `owner${libraryId - 1 || libraryId + 2}@bench.studydesk.in`,
              PASSWORD,
            ),
          },
          busyReceipt,
        )
      : [];
  // The sweep needs the database beside the app: PostgreSQL only (PGlite is one process).
  const dunning =
    kind === 'postgres' && extras ? await dunningSweepRun(database.db, app.baseUrl, tokens.admin) : null;
  const perRequest =
    kind === 'postgres' && extras
      ? {
          health: await statementsPerRequest(database.db, () => fetch(`${app.baseUrl}/api/health`)),
          healthWithToken: await statementsPerRequest(database.db, () =>
            fetch(`${app.baseUrl}/api/health`, { headers: { authorization: `Bearer ${tokens.admin}` } }),
          ),
          me: await statementsPerRequest(database.db, () =>
            fetch(`${app.baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${tokens.admin}` } }),
          ),
        }
      : null;
  await app.stop();
  if (floor) {
    await floor.stop();
  } else {
    const turnFloor = await startFloor();
    await measureFloorAnswers(turnFloor.baseUrl, endpoints, calls);
    for (const endpoint of floorEndpoints) {
      floorResults.push(...(await loadInTurns([{ baseUrl: turnFloor.baseUrl, endpoint }], loadOptions)));
    }
    await turnFloor.stop();
  }

  if (kind === 'pglite') {
    database = await openBenchDatabase(dataDir, databaseUrl);
  }
  const plans = await explainAll(database.db, explainedStatements(libraryId, firstStudent));
  const recordedPlans = await explainRecorded(queryOn(database), calls);
  const deletes = {
    student: await timeDelete(() =>
      database.db.execute(sql`delete from students where id = ${firstStudent + 1}`),
    ),
    library: 0,
    walMb: null as number | null,
    // The delete rewrites pages scattered among every library's rows: the server's buffer size moves it.
    sharedBuffers:
      rowsOf<{ shared_buffers: string }>(await database.db.execute(sql`show shared_buffers`))[0]
        ?.shared_buffers ?? 'unknown',
  };
  // The superadmin's confirmed deletion of a library, as its route runs it (in a transaction).
  deletes.walMb = await walWritten(database.db, async () => {
    deletes.library = await timeDelete(() =>
      database.db.transaction((tx) => deleteAdmin(tx, libraryId + 1, true)),
    );
  });
  await database.close();
  printReport({
    kind,
    students,
    libraries,
    seedSeconds,
    timings,
    appResults,
    floorResults,
    calls,
    perRequest,
    plans,
    recordedPlans,
    deletes,
    loadOptions,
  });
  process.stdout.write(heavyWorkReport(heavyWork));
  process.stdout.write(dunningSweepReport(dunning));
}

main().catch((err: unknown) => {
  process.stderr.write(`bench failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
