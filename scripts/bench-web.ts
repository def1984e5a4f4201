// `npm run bench:web`: Lighthouse (mobile profile: simulated slow 4G and 4x CPU slow-down) on the built
// web app, served by the real server on a throwaway database. Prints performance score, LCP, TBT, CLS
// and the JavaScript each page downloaded. Run `npm run build` first.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { PASSWORD, SUPERADMIN } from '../e2e/support/accounts.ts';
import { startServer } from '../e2e/support/server-process.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** `npm run bench:web -- --details`: also what holds each page back (LCP element and phases, blocking files, shifts). */
const DETAILS = process.argv.includes('--details');

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

/** An institute with one registered student; returns both sessions' tokens. */
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
  return { admin, student: await login('student', studentEmail) };
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
    { path: '/admin/dashboard', token: tokens.admin },
  ];
  console.log('Lighthouse mobile profile (simulated slow 4G, 4x CPU slow-down)');
  console.log('page                 score    LCP      TBT     CLS    JS (transferred)');
  for (const page of pages) {
    const result = await lighthouse(`${server.baseUrl}${page.path}`, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      extraHeaders: page.token ? { authorization: `Bearer ${page.token}` } : undefined,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
    const { lhr } = result;
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const requests =
      (lhr.audits['network-requests']?.details as { items?: NetworkRow[] } | undefined)?.items ?? [];
    const script = requests
      .filter((r) => r.resourceType === 'Script')
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
    if (DETAILS) printDetails(lhr.audits);
    console.log(
      [
        page.path.padEnd(20),
        String(score).padStart(5),
        `${(audit('largest-contentful-paint') / 1000).toFixed(2)} s`.padStart(9),
        `${Math.round(audit('total-blocking-time'))} ms`.padStart(8),
        audit('cumulative-layout-shift').toFixed(3).padStart(7),
        `${(script / 1024).toFixed(1)} KB`.padStart(11),
      ].join(' '),
    );
  }
} finally {
  chrome.kill();
  await server.stop();
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
  show('server response', audits['server-response-time']?.numericValue);
}

interface NetworkRow {
  resourceType?: string;
  transferSize?: number;
}
