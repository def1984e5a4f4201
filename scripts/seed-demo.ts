/**
 * `npm run seed:demo`: a demo library that looks busy (scripts/demo/demo-library.ts), built
 * through the API. When a server answers at the configured PORT it is seeded over HTTP (the
 * embedded database is locked to that server); otherwise the app is started in this process on
 * the configured database (DATA_DIR or DATABASE_URL) and seeded through `app.inject`. A second
 * run says the demo exists.
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { bootstrap, describeCreatedSuperadmin } from '../apps/server/src/bootstrap.ts';
import type { Config } from '../apps/server/src/config.ts';
import { claimDataKey } from '../apps/server/src/crypto/data-key-claim.ts';
import type { Db } from '../apps/server/src/db/client.ts';
import { DEMO, type DemoCall, type DemoResult, demoPayload, seedDemoLibrary } from './demo/demo-library.ts';
import { configured, openConfiguredDatabase } from './open-configured-database.ts';

type Superadmin = { email: string; password: string };

async function runningServer(port: number): Promise<string | null> {
  const url = `http://localhost:${port}`;
  try {
    const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
    return res.ok ? url : null;
  } catch {
    return null;
  }
}

const overHttp =
  (base: string): DemoCall =>
  async (method, url, body, token) => {
    const { payload, headers } = demoPayload(body);
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(payload && !headers ? { 'content-type': 'application/json' } : {}),
        ...headers,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: payload ? (Buffer.isBuffer(payload) ? payload : JSON.stringify(payload)) : undefined,
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };

/**
 * Back-dates what the API can only date today: when each student joined and each renewal was
 * made, so the cockpit's 12-month admissions and renewals chart has its three months of shape.
 * Only possible with the database in hand (not through a running server).
 */
async function backdate(db: Db, result: DemoResult) {
  const rows = [...result.joinedDaysAgo].map(([id, days]) => sql`(${id}::int, ${days}::int)`);
  await db.execute(sql`update students s set created_at = now() - make_interval(days => j.days)
    from (values ${sql.join(rows, sql`, `)}) as j(id, days)
    where s.admin_id = ${result.adminId} and s.id = j.id`);
  await db.execute(sql`update seat_plans set created_at = starts_on::timestamp + interval '10 hours'
    where admin_id = ${result.adminId} and renewed_from_id is not null and starts_on < current_date`);
}

function printAccounts(url: string, superadmin: Superadmin | null, result: DemoResult, seconds: number) {
  const lines = [
    result.created
      ? `Demo library '${DEMO.library}' created in ${seconds.toFixed(1)} s (${result.students} students).`
      : `The demo library '${DEMO.library}' already exists: nothing written.`,
    `Open ${url}. Every demo account's password is ${DEMO.password}:`,
    `  superadmin: ${superadmin ? `${superadmin.email} / ${superadmin.password}   ${url}/superadmin` : '(as SUPERADMIN_EMAIL / SUPERADMIN_PASSWORD)'}`,
    `  owner:      ${DEMO.owner}   ${url}/admin`,
    `  staff:      ${DEMO.staff.join(', ')}   ${url}/staff`,
    `  student:    ${DEMO.student(1)} ... ${DEMO.student(DEMO.students)}   ${url}/student`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

function configuredSuperadmin(config: Config): Superadmin | null {
  return config.SUPERADMIN_PASSWORD
    ? { email: config.SUPERADMIN_EMAIL ?? 'superadmin@example.com', password: config.SUPERADMIN_PASSWORD }
    : null;
}

async function main() {
  const config = configured();
  const url = await runningServer(config.PORT);
  const started = performance.now();
  if (url) {
    // The running server holds the embedded database: seed through it.
    process.stdout.write(`A server answers at ${url}: seeding the demo through its API.\n`);
    const superadmin = configuredSuperadmin(config);
    if (!superadmin) throw new Error('set SUPERADMIN_PASSWORD (and SUPERADMIN_EMAIL) as the server has them');
    const result = await seedDemoLibrary(overHttp(url), superadmin);
    printAccounts(url, superadmin, result, (performance.now() - started) / 1000);
    return;
  }
  const { database } = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    await claimDataKey(database.db, config);
    const boot = await bootstrap(database.db, config);
    const created = boot.createdSuperadmin;
    const superadmin =
      created?.password != null
        ? { email: created.email, password: created.password }
        : configuredSuperadmin(config);
    if (!superadmin)
      throw new Error('set SUPERADMIN_PASSWORD (and SUPERADMIN_EMAIL): the superadmin adds the demo owner');
    const app = await buildApp({ config: { ...config, LOG_LEVEL: 'silent' }, database, logger: false });
    await app.ready();
    try {
      const call: DemoCall = async (method, path, body, token) => {
        const { payload, headers } = demoPayload(body);
        const res = await app.inject({
          method,
          url: path,
          payload,
          headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        });
        return { status: res.statusCode, body: res.body ? res.json() : null };
      };
      const result = await seedDemoLibrary(call, superadmin);
      if (result.created) await backdate(database.db, result);
      const serveUrl = `http://localhost:${config.PORT}`;
      if (created) process.stdout.write(`${describeCreatedSuperadmin(created, serveUrl).join('\n')}\n\n`);
      printAccounts(serveUrl, superadmin, result, (performance.now() - started) / 1000);
      process.stdout.write('Start the server with `npm run serve` (or `npm start`).\n');
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`seed:demo failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
