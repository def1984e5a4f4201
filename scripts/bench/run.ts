/**
 * `npm run bench [-- --db=postgres|pglite --students=N --libraries=L --seconds=S --runs=R --connections=C --keep]`
 *
 * Seeds a throwaway database (PostgreSQL: a new database next to BENCH_DATABASE_URL, dropped
 * afterwards; PGlite: a temporary DATA_DIR) with libraries x students and their history by
 * set-based SQL, starts the app, drives its calls with autocannon, then starts the floor (a bare
 * Fastify + pg server with the same students-list SQL) and drives it the same way. Prints one
 * table with the targets of issue 14, EXPLAIN ANALYZE of the statements behind each call and the
 * time to delete a student and a library. On PostgreSQL, one dunning sweep over every library
 * (dunning-sweep.ts); `--only=dunning` seeds, starts the app and runs only that.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { hashPassword } from '../../apps/server/src/auth/password.ts';
import { bootstrap } from '../../apps/server/src/bootstrap.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { rowsOf } from '../../apps/server/src/db/rows.ts';
import { deleteAdmin } from '../../apps/server/src/modules/admins/admins.service.ts';
import {
  type SpawnedServer,
  spawnServer,
  waitUntilHealthy,
} from '../../apps/server/src/test/spawn-server.ts';
import { explainAll, statementsPerRequest, timeDelete, walWritten } from './checks.ts';
import { dunningSweepReport, dunningSweepRun } from './dunning-sweep.ts';
import { benchEndpoints, explainedStatements } from './endpoints.ts';
import { heavyWorkReport, heavyWorkRun } from './heavy-work.ts';
import { type LoadResult, loadInTurns } from './load.ts';
import { printReport } from './report.ts';
import { seed } from './seed.ts';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    students: { type: 'string' },
    libraries: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '5' },
    runs: { type: 'string', default: '1' },
    connections: { type: 'string', default: '10' },
    // Leave the seeded database (or PGlite data directory) behind, to measure changes by hand on it.
    keep: { type: 'boolean', default: false },
    only: { type: 'string' },
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
    await bench(dataDir, databaseUrl);
  } finally {
    // Servers a failed run left behind (stop() is a no-op for those already stopped).
    await Promise.all(spawned.map((server) => server.stop()));
    if (args.keep) {
      process.stdout.write(
        `Kept: ${kind === 'postgres' ? `DATABASE_URL=${databaseUrl} ` : ''}DATA_DIR=${dataDir}\n`,
      );
    } else {
      if (kind === 'postgres') await onServer(`drop database if exists ${dbName} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

function openBenchDatabase(dataDir: string, databaseUrl: string) {
  return openDatabase(
    databaseUrl
      ? { kind: 'postgres', url: databaseUrl, poolSize: 2 }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'db'), lockDir: dataDir },
  );
}

async function bench(dataDir: string, databaseUrl: string) {
  const env = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SUPERADMIN_EMAIL: SUPERADMIN.email,
    SUPERADMIN_PASSWORD: SUPERADMIN.password,
    LOGIN_LIMIT_PER_IP: '100000',
    LOG_LEVEL: 'warn',
  };
  let database = await openBenchDatabase(dataDir, databaseUrl);
  await database.migrate();
  await bootstrap(
    database.db,
    loadConfig({ ...env, DATABASE_URL: databaseUrl || undefined }, '/nonexistent'),
  );
  const seedStarted = performance.now();
  const timings = await seed(database.db, size, await hashPassword(PASSWORD), { vacuum: true });
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  process.stdout.write(
    `Seeded ${students} students in ${libraries} libraries in ${seedSeconds.toFixed(1)} s\n`,
  );
  const libraryId = Math.ceil(libraries / 2);
  const studentIds = rowsOf<{ id: number }>(
    await database.db.execute(sql`select id from students where admin_id = ${libraryId} order by id`),
  ).map((r) => r.id);
  const busyReceipt = rowsOf<{ id: number }>(
    await database.db.execute(sql`select id from receipts where admin_id = ${libraryId} order by id limit 1`),
  )[0]?.id;
  // PGlite has one process per data directory: the app and the floor take turns.
  if (kind === 'pglite') await database.close();

  const app = await spawnForRun(env);
  await waitUntilHealthy(app, 180_000);
  const login = async (role: string, email: string, password: string) => {
    const res = await fetch(`${app.baseUrl}/api/auth/${role}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (!res.ok) throw new Error(`bench login ${role} failed: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { token: string }).token;
  };
  const tokens = {
    admin: await login('admin', `owner${libraryId}@bench.studydesk.in`, PASSWORD),
    superadmin: await login('superadmin', SUPERADMIN.email, SUPERADMIN.password),
  };
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
  const floorEndpoints = [
    { name: 'floor: health', path: '/health' },
    { name: 'floor: students list', path: '/students' },
    { name: 'floor: students list + session lookup', path: '/students-auth', token: tokens.admin },
  ];
  const startFloor = async () => {
    const floor = await spawnForRun(
      { ...env, ADMIN_ID: String(libraryId), PGLITE_DIR: path.join(dataDir, 'db') },
      ['scripts/bench/floor.ts'],
    );
    await waitUntilHealthy(floor, 60_000, '/health');
    return floor;
  };
  // On PostgreSQL the app and the floor run side by side and take turns per run, so the
  // comparison sees the same machine load; PGlite allows one process per data directory.
  const floor = kind === 'postgres' ? await startFloor() : null;
  const compared = ['health', 'students list (admin)'];
  const appResults: LoadResult[] = [];
  const floorResults: LoadResult[] = [];
  for (const endpoint of endpoints) {
    if (floor && compared.includes(endpoint.name)) {
      const floorSide = endpoint.name === 'health' ? [floorEndpoints[0]] : floorEndpoints.slice(1);
      const [own, ...others] = await loadInTurns(
        [
          { baseUrl: app.baseUrl, endpoint },
          ...floorSide.flatMap((e) => (e ? [{ baseUrl: floor.baseUrl, endpoint: e }] : [])),
        ],
        loadOptions,
      );
      if (own) appResults.push(own);
      floorResults.push(...others);
    } else {
      appResults.push(...(await loadInTurns([{ baseUrl: app.baseUrl, endpoint }], loadOptions)));
    }
    process.stdout.write(`  ${endpoint.name} done\n`);
  }
  const heavyWork = busyReceipt
    ? await heavyWorkRun(
        app.baseUrl,
        {
          busy: tokens.admin,
          other: await login('admin', `owner${libraryId - 1 || libraryId + 2}@bench.studydesk.in`, PASSWORD),
        },
        busyReceipt,
      )
    : [];
  // The sweep needs the database beside the app: PostgreSQL only (PGlite is one process).
  const dunning = kind === 'postgres' ? await dunningSweepRun(database.db, app.baseUrl, tokens.admin) : null;
  const perRequest =
    kind === 'postgres'
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
    for (const endpoint of floorEndpoints) {
      floorResults.push(...(await loadInTurns([{ baseUrl: turnFloor.baseUrl, endpoint }], loadOptions)));
    }
    await turnFloor.stop();
  }

  if (kind === 'pglite') {
    database = await openBenchDatabase(dataDir, databaseUrl);
  }
  const plans = await explainAll(database.db, explainedStatements(libraryId, firstStudent));
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
    endpoints,
    perRequest,
    plans,
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
