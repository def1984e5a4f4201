// `npm run bench:web`: Lighthouse (mobile profile: simulated slow 4G and 4x CPU slow-down) on the built
// web app, served by the real server on a throwaway database. Prints performance score, LCP, TBT, CLS
// (the JavaScript per route is `node scripts/check-web-budget.mjs`'s: chunks the service worker fetches
// after the load event would show here as 0 bytes). Run `npm run build` first.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { PASSWORD, SUPERADMIN } from '../e2e/support/accounts.ts';
import { startServer } from '../e2e/support/server-process.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** `npm run bench:web -- --details`: also what holds each page back (LCP element and phases, blocking files, shifts). */
const DETAILS = process.argv.includes('--details');
/**
 * `--runs=N`: each page N times, the median run by score printed (Lighthouse's advice against its
 * run-to-run variance, which a shared, busy host makes large), with the best score beside it.
 */
const RUNS = Math.max(1, Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 1));
/**
 * `--calibrate`: the CPU slow-down scaled to this host's speed, as Lighthouse's throttling guide asks
 * before comparing reports from different hosts. Its default 4x assumes a host of benchmark index
 * 1,500-2,000 (a high-end desktop) and makes it a mid-tier phone; this shared VM measures from about
 * 1,100 to 2,800 within one evening, so the same build scored 84 or 96. Each run takes the index of
 * the run before it (a first, unreported run measures it): 4x at 1,750, 2.7x at 1,200, 6.2x at 2,700.
 */
const CALIBRATE = process.argv.includes('--calibrate');
const REFERENCE_INDEX = 1750;
const slowdownFor = (benchmarkIndex: number) =>
  Math.min(10, Math.max(1, Math.round((40 * benchmarkIndex) / REFERENCE_INDEX) / 10));
/** `--pages=/student,/l/bench-library`: only these pages (all five by default). */
const ONLY = process.argv
  .find((a) => a.startsWith('--pages='))
  ?.split('=')[1]
  ?.split(',');

const PUBLIC_SLUG = 'bench-library';

async function put(baseUrl: string, path: string, body: unknown, token: string) {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
}

async function call<T>(baseUrl: string, path: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** An institute with one registered student and one desk member; returns the three sessions' tokens. */
async function createAccounts(baseUrl: string) {
  const login = (role: string, email: string, password = PASSWORD) =>
    call<{ token: string }>(baseUrl, `/api/auth/${role}/login`, { email, password }).then((s) => s.token);
  const root = await login('superadmin', SUPERADMIN.email, SUPERADMIN.password);
  const adminEmail = 'bench-owner@library.test';
  await call(
    baseUrl,
    '/api/auth/admin/add',
    { name: 'Bench Library', email: adminEmail, password: PASSWORD },
    root,
  );
  const admin = await login('admin', adminEmail);
  const { join_code } = await call<{ join_code: string }>(baseUrl, '/api/auth/me', undefined, admin);
  const studentEmail = 'bench-student@library.test';
  await call(baseUrl, '/api/auth/student/register', {
    name: 'Priya Sharma',
    email: studentEmail,
    password: PASSWORD,
    phone: '9123456780',
    course: 'UPSC CSE',
    join_code,
  });
  // The library's public page (no sign-in), with a shift whose seats it counts.
  await call(baseUrl, '/api/shifts', { name: 'Evening', start_time: '16:00', end_time: '22:00' }, admin);
  await put(
    baseUrl,
    '/api/public-page/settings',
    { enabled: true, slug: PUBLIC_SLUG, facilities: ['AC'] },
    admin,
  );
  const staffEmail = 'bench-desk@library.test';
  await call(
    baseUrl,
    '/api/auth/staff/register',
    { name: 'Kavita Rao', email: staffEmail, password: PASSWORD, phone: '9876543210' },
    admin,
  );
  return { admin, staff: await login('staff', staffEmail), student: await login('student', studentEmail) };
}

const server = await startServer();
const chrome = await launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const tokens = await createAccounts(server.baseUrl);
  const pages = [
    { path: '/student', token: undefined },
    { path: '/student/dashboard', token: tokens.student },
    { path: '/staff/dashboard', token: tokens.staff },
    { path: '/admin/dashboard', token: tokens.admin },
    { path: `/l/${PUBLIC_SLUG}`, token: undefined },
  ].filter((page) => !ONLY || ONLY.includes(page.path));
  const cpu = CALIBRATE ? 'CPU slow-down scaled to the host' : '4x CPU slow-down';
  console.log(`Lighthouse mobile profile (simulated slow 4G, ${cpu}), median of ${RUNS} run(s)`);
  console.log('page                 score    LCP      TBT     CLS   best  host index  CPU x');
  let slowdown = CALIBRATE
    ? slowdownFor((await measure(`${server.baseUrl}/student`, chrome.port, undefined, 4)).benchmarkIndex)
    : 4;
  for (const page of pages) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      const run = await measure(`${server.baseUrl}${page.path}`, chrome.port, page.token, slowdown);
      runs.push(run);
      if (CALIBRATE) slowdown = slowdownFor(run.benchmarkIndex);
    }
    runs.sort((a, b) => a.score - b.score);
    const median = runs[Math.floor(runs.length / 2)] as Run;
    console.log(
      [
        page.path.padEnd(20),
        String(median.score).padStart(5),
        `${(median.lcp / 1000).toFixed(2)} s`.padStart(9),
        `${Math.round(median.tbt)} ms`.padStart(8),
        median.cls.toFixed(3).padStart(7),
        String(runs.at(-1)?.score).padStart(6),
        String(Math.round(median.benchmarkIndex)).padStart(11),
        String(median.slowdown).padStart(6),
      ].join(' '),
    );
  }
} finally {
  chrome.kill();
  await server.stop();
}

interface Run {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  benchmarkIndex: number;
  slowdown: number;
}

/** One Lighthouse run of one page (signed in when a token is given) at the given CPU slow-down. */
async function measure(url: string, port: number, token: string | undefined, slowdown: number): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    onlyCategories: ['performance'],
    logLevel: 'error',
    extraHeaders: token ? { authorization: `Bearer ${token}` } : undefined,
    throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdown },
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  if (DETAILS) printDetails(lhr.audits);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    slowdown,
  };
}

type Audits = Record<string, { numericValue?: number; displayValue?: string; details?: unknown } | undefined>;

function printDetails(audits: Audits) {
  const items = (id: string) =>
    ((audits[id]?.details as { items?: unknown[] } | undefined)?.items ?? []) as Array<
      Record<string, unknown>
    >;
  const show = (label: string, value: unknown) => console.log(`    ${label}: ${JSON.stringify(value)}`);
  for (const item of items('largest-contentful-paint-element')) {
    const nested = (item.items as Array<Record<string, unknown>> | undefined) ?? [];
    for (const row of nested) show('LCP', (row.node as { snippet?: string } | undefined)?.snippet ?? row);
  }
  const lcpPhases = items('largest-contentful-paint-element')[1]?.items;
  if (lcpPhases) show('LCP phases', lcpPhases);
  for (const row of items('render-blocking-resources')) show('blocking', [row.url, row.wastedMs]);
  for (const row of items('layout-shifts'))
    show('shift', [(row.node as { snippet?: string })?.snippet, row.score]);
  for (const row of items('mainthread-work-breakdown').slice(0, 4))
    show('main thread', [row.groupLabel, row.duration]);
  for (const row of items('bootup-time').slice(0, 4)) show('script', [row.url, row.total]);
  // What TBT counts: each main-thread task past 50 ms (start and length, simulated), and whose it is.
  for (const row of items('long-tasks')) show('long task', [row.startTime, row.duration, row.url]);
  show('server response', audits['server-response-time']?.numericValue);
  show('first paint, speed index', [
    audits['first-contentful-paint']?.numericValue,
    audits['speed-index']?.numericValue,
  ]);
  // The files in the order they arrived (simulated ends are not in this audit: observed, unthrottled).
  for (const row of items('network-requests'))
    show('file', [row.url, row.resourceType, Math.round(Number(row.networkEndTime)), row.transferSize]);
}
