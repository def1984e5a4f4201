import os from 'node:os';
import type { PlanCheck } from './checks.ts';
import type { Endpoint, LoadResult } from './load.ts';
import type { FloorCall } from './trace.ts';

const FLOOR_SHARE_TARGET = 0.6;
const LIBRARY_DELETE_TARGET_S = 1;
/** Past this share of stolen CPU time the report says the figures measure the host too. */
const STEAL_NOTED = 0.05;

export interface Report {
  kind: 'postgres' | 'pglite';
  students: number;
  libraries: number;
  seedSeconds: number;
  timings: Array<{ table: string; seconds: number }>;
  /** One per call, in the order of `calls`; `floorResults[i]` is call i's own floor. */
  appResults: LoadResult[];
  floorResults: LoadResult[];
  calls: FloorCall[];
  perRequest: { health: number; healthWithToken: number; me: number } | null;
  plans: PlanCheck[];
  /** The same check on the statements the app sent for the calls (recorded). */
  recordedPlans: PlanCheck[];
  deletes: { student: number; library: number; walMb: number | null; sharedBuffers: string };
  loadOptions: { connections: number; seconds: number; runs: number };
}

const pad = (text: string, width: number) => text.padEnd(width);
const num = (n: number, digits = 0) => n.toFixed(digits).padStart(7);
const kb = (bytes?: number) => (bytes === undefined ? '?' : (bytes / 1024).toFixed(1));
const mark = (ok: boolean) => (ok ? 'met' : 'MISSED');
const percent = (share: number | null) => (share === null ? '' : `${(share * 100).toFixed(0)} %`).padStart(6);

/** The machine and its load, for every table the bench prints. */
export const machineLine = () =>
  `Machine: ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}; load average now ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')} (1 / 5 / 15 min).`;

/** Prints the benchmark's tables and the verdict on every target (markdown, to paste into docs/performance.md). */
export function printReport(r: Report) {
  const out: string[] = [];
  out.push(
    `\n## ${r.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${r.students.toLocaleString('en-IN')} students in ${r.libraries} libraries`,
    machineLine(),
    `Load: autocannon, ${r.loadOptions.connections} connections, ${r.loadOptions.seconds} s x ${r.loadOptions.runs} run(s) (medians), ${r.kind === 'postgres' ? 'each call and its floor in turns' : 'the app, then the floors (one process per data directory)'}.`,
    `Seeding: ${r.seedSeconds.toFixed(1)} s (${r.timings.map((t) => `${t.table} ${t.seconds.toFixed(1)}`).join(', ')}).`,
    '',
    // "floor": a bare Fastify + pg replaying the statements the app sent for this call (session
    // lookup included), recorded from the app itself; "of floor": the app's req/s against it.
    // "host steal": the share of the machine's CPU time the hypervisor gave to other guests
    // during the runs (/proc/stat), which slows the floor and the app alike.
    // "stmts": the statements the app sent for the call (the floor sends the same); "KB": the
    // app's answer and the floor's (rows as JSON), to show they carry the same data.
    '| call | stmts | KB app / floor | req/s | floor req/s | of floor | p50 ms | floor p50 | p99 ms | floor p99 | errors | host steal | ≥ 60 % of floor |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  );
  const verdicts: Array<{ target: string; ok: boolean }> = [];
  const shares: number[] = [];
  let errors = 0;
  for (const [i, result] of r.appResults.entries()) {
    const floor = r.floorResults[i];
    const call = r.calls[i];
    const share = floor?.rps ? result.rps / floor.rps : 0;
    const ok = share >= FLOOR_SHARE_TARGET;
    shares.push(share);
    if (!ok) verdicts.push({ target: `${result.name} ≥ ${FLOOR_SHARE_TARGET * 100} % of its floor`, ok });
    errors += result.errors + (floor?.errors ?? 0);
    out.push(
      `| ${pad(result.name, 38)} | ${call?.statements.length ?? ''} | ${kb(call?.appBytes)} / ${kb(call?.floorBytes)} | ${num(result.rps)} | ${num(floor?.rps ?? 0)} | ${`${(share * 100).toFixed(0)} %`.padStart(6)} | ${num(result.p50, 1)} | ${num(floor?.p50 ?? 0, 1)} | ${num(result.p99, 1)} | ${num(floor?.p99 ?? 0, 1)} | ${result.errors + (floor?.errors ?? 0)} | ${percent(result.steal)} | ${mark(ok)} |`,
    );
  }
  if (shares.every((share) => share >= FLOOR_SHARE_TARGET)) {
    verdicts.push({
      target: `every call ≥ ${FLOOR_SHARE_TARGET * 100} % of its own floor's req/s (lowest ${(Math.min(...shares) * 100).toFixed(0)} %)`,
      ok: true,
    });
  }
  verdicts.push({ target: 'no errors (app and floors)', ok: errors === 0 });
  const steals = [...r.appResults, ...r.floorResults].flatMap((x) => (x.steal === null ? [] : [x.steal]));
  if (steals.length) {
    out.push(
      '',
      `The host took ${percent(Math.min(...steals)).trim()} to ${percent(Math.max(...steals)).trim()} of this machine's CPU time during the runs (steal, /proc/stat).${Math.max(...steals) > STEAL_NOTED ? ' Under steal req/s and latencies measure the host as well as the code; the shares of the floor, measured in turns, compare better.' : ''}`,
    );
  }
  if (r.perRequest) {
    // GET /api/auth/me runs the authentication lookup and one query of its own (the account).
    // Statements are whole numbers; the fraction is other commits in the database meanwhile (autovacuum).
    const added = r.perRequest.me - 1;
    const ok = Math.round(added) <= 1;
    out.push(
      '',
      `Statements per request (pg_stat_database commits): health ${r.perRequest.health.toFixed(2)}, health with a Bearer token ${r.perRequest.healthWithToken.toFixed(2)} (a public route does not look the token up), /api/auth/me ${r.perRequest.me.toFixed(2)} = authentication ${added.toFixed(2)} + its own query (target ≤ 1: ${mark(ok)}).`,
    );
    verdicts.push({ target: 'authentication adds ≤ 1 query per request', ok });
  }
  out.push('', '| statement (EXPLAIN ANALYZE) | ms | whole-table scans |', '|---|---:|---|');
  for (const plan of r.plans) {
    out.push(`| ${plan.name} | ${plan.ms.toFixed(2)} | ${plan.seqScans.join(', ') || 'none'} |`);
  }
  const noScans = r.plans.every((p) => p.seqScans.length === 0);
  verdicts.push({ target: 'no sequential scan of a big table in the benchmarked statements', ok: noScans });
  // The statements the app itself sent: those that read a big table whole, then the slowest five.
  const scanned = r.recordedPlans.filter((p) => p.seqScans.length > 0);
  const slowest = [...r.recordedPlans].sort((a, b) => (b.ms || 0) - (a.ms || 0)).slice(0, 5);
  out.push(
    '',
    `The ${r.recordedPlans.length} distinct statements the app sent for the calls (EXPLAIN ANALYZE with their recorded parameters): ${scanned.length ? `${scanned.length} read a big table whole` : 'none reads a big table whole'}; the slowest:`,
    '',
    '| statement the app sent | ms | whole-table scans |',
    '|---|---:|---|',
    ...[...scanned, ...slowest.filter((p) => !scanned.includes(p))].map(
      (p) => `| ${p.name} | ${p.ms.toFixed(2)} | ${p.seqScans.join(', ') || 'none'} |`,
    ),
  );
  verdicts.push({
    target: 'no sequential scan of a big table in the statements the app sent',
    ok: scanned.length === 0,
  });
  const libraryOk = r.deletes.library < LIBRARY_DELETE_TARGET_S;
  out.push(
    '',
    `Deleting one student (with its history): ${(r.deletes.student * 1000).toFixed(0)} ms. Deleting one library of ${Math.ceil(r.students / r.libraries)} students: ${(r.deletes.library * 1000).toFixed(0)} ms (target < 1 s: ${mark(libraryOk)}), with the server's shared_buffers at ${r.deletes.sharedBuffers}${r.deletes.walMb === null ? '' : `; it wrote ${r.deletes.walMb.toFixed(0)} MB of WAL`}.`,
  );
  verdicts.push({ target: 'deleting a library of 500 students < 1 s', ok: libraryOk });
  out.push('', '### Targets', ...verdicts.map((v) => `- ${v.target}: **${mark(v.ok)}**`), '');
  process.stdout.write(`${out.join('\n')}\n`);
}

/** A per-library call may be this many times slower at the larger size (req/s at the smaller over req/s at the larger). */
const LIBRARY_GROWTH_TARGET = 1.3;
/** The platform's deep page and searches read the whole platform: a little more room. */
const PLATFORM_GROWTH_TARGET = 1.5;
/** The seed of the larger size (both steps: the first size, then the growth), seconds. */
const SEED_TARGET_S = 600;

export interface GrowthReport {
  sizes: Array<{ students: number; libraries: number }>;
  seeds: Array<{ seconds: number; timings: Array<{ table: string; seconds: number }> }>;
  endpoints: Endpoint[];
  /** Per size, one result per endpoint. */
  results: LoadResult[][];
  loadAverages: number[];
  plans: PlanCheck[];
  loadOptions: { connections: number; seconds: number; runs: number };
}

/** The growth run: each call at both sizes, how many times slower it got, and the verdicts. */
export function printGrowthReport(r: GrowthReport) {
  const [small, large] = r.sizes;
  const [smallResults = [], largeResults = []] = r.results;
  const [firstSeed, growSeed] = r.seeds;
  const students = (n = 0) => n.toLocaleString('en-IN');
  const seedTotal = (firstSeed?.seconds ?? 0) + (growSeed?.seconds ?? 0);
  const out: string[] = [
    `\n## Growth, PostgreSQL: ${students(small?.students)} students in ${small?.libraries} libraries, then ${students(large?.students)} in ${large?.libraries}`,
    machineLine(),
    `Load: autocannon, ${r.loadOptions.connections} connections, ${r.loadOptions.seconds} s x ${r.loadOptions.runs} run(s) (medians), each call on the two sizes in turns (the larger is a copy of the smaller, grown, served side by side); 1-minute load average at the end: ${r.loadAverages.map((l) => l.toFixed(1)).join(' / ')}.`,
    `Seeding: ${students(small?.students)} in ${firstSeed?.seconds.toFixed(1)} s, then grown to ${students(large?.students)} in ${growSeed?.seconds.toFixed(1)} s (${growSeed?.timings.map((t) => `${t.table} ${t.seconds.toFixed(1)}`).join(', ')}).`,
    '',
    // "slower": req/s at the smaller size over req/s at the larger (1.00: as fast; 1.30: 30 % fewer requests a second).
    `| call | req/s at ${students(small?.students)} | req/s at ${students(large?.students)} | slower | p50 ms | p50 ms | p99 ms | p99 ms | errors | target |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  const verdicts: Array<{ target: string; ok: boolean }> = [];
  let errors = 0;
  for (const [i, endpoint] of r.endpoints.entries()) {
    const a = smallResults[i];
    const b = largeResults[i];
    if (!a || !b) continue;
    const slower = b.rps ? a.rps / b.rps : Number.POSITIVE_INFINITY;
    const limit =
      endpoint.scope === 'library' ? LIBRARY_GROWTH_TARGET : endpoint.growth ? PLATFORM_GROWTH_TARGET : null;
    errors += a.errors + b.errors;
    let target = 'reference (the host)';
    if (limit !== null) {
      const ok = slower <= limit;
      target = `≤ ${limit.toFixed(1)}x: ${mark(ok)}`;
      verdicts.push({ target: `${endpoint.name} ≤ ${limit.toFixed(1)}x slower (${slower.toFixed(2)}x)`, ok });
    }
    out.push(
      `| ${pad(endpoint.name, 38)} | ${num(a.rps)} | ${num(b.rps)} | ${slower.toFixed(2)}x | ${num(a.p50, 1)} | ${num(b.p50, 1)} | ${num(a.p99, 1)} | ${num(b.p99, 1)} | ${a.errors + b.errors} | ${target} |`,
    );
  }
  out.push(
    '',
    `| statement at ${students(large?.students)} (EXPLAIN ANALYZE) | ms | whole-table scans |`,
    '|---|---:|---|',
  );
  for (const plan of r.plans) {
    out.push(`| ${plan.name} | ${plan.ms.toFixed(2)} | ${plan.seqScans.join(', ') || 'none'} |`);
  }
  verdicts.push(
    { target: 'no errors', ok: errors === 0 },
    {
      target: `no sequential scan of a big table at ${students(large?.students)}`,
      ok: r.plans.every((p) => p.seqScans.length === 0),
    },
    {
      target: `seeding ${students(large?.students)} students < ${SEED_TARGET_S / 60} min (${(seedTotal / 60).toFixed(1)} min)`,
      ok: seedTotal < SEED_TARGET_S,
    },
  );
  out.push('', '### Targets', ...verdicts.map((v) => `- ${v.target}: **${mark(v.ok)}**`), '');
  process.stdout.write(`${out.join('\n')}\n`);
}
