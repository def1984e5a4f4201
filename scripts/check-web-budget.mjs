#!/usr/bin/env node
// Checks the built web app against its JavaScript budgets (gzip sizes), reading Vite's manifest in
// apps/web/dist: what a route downloads = the entry chunk, the route's lazily loaded page (and the
// portal frame and its English texts for signed-in pages), the chunks the page loads by itself
// (its charts, when scrolled to), and every chunk those import statically. A browser test opens
// the owner's dashboard, scrolls it through and fails on a chunk loaded that is not counted here
// (e2e/dashboard/cockpit.spec.ts, through `--list`: each route's files as JSON).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../apps/web/dist/', import.meta.url).pathname;
const KB = 1024;
const ROLES = ['student', 'staff', 'admin', 'superadmin'];
const ROUTE_BUDGETS = [
  ...ROLES.map((role) =>
    role === 'student'
      ? {
          // Students' page is folded into the first download (vite.config.ts), so it has no chunk of
          // its own: a text only it holds must then be found in what the route loads.
          route: '/student (sign-in)',
          modules: [],
          folded: [
            {
              module: 'src/features/auth/pages/student-login-page.tsx',
              marker: 'signIn.student.newStudent',
            },
          ],
          limit: 120 * KB,
        }
      : {
          route: `/${role} (sign-in)`,
          modules: [`src/features/auth/pages/${role}-login-page.tsx`],
          limit: 120 * KB,
        },
  ),
  // A library's public page (no sign-in), found on a phone: the first download (~119.5 KB, the
  // sign-in pages' budget) and its own small chunk, which uses only what the first download holds.
  {
    route: '/l/:slug (public page)',
    modules: ['src/features/public-pages/pages/public-library-page.tsx', 'virtual:catalog/en/leads'],
    limit: 123 * KB,
  },
  ...ROLES.map((role) => ({
    route: `/${role}/dashboard`,
    modules: [
      'src/app/layouts/portal.tsx',
      `src/features/dashboard/pages/${role}-dashboard.tsx`,
      // The texts the router fetches with them (apps/web/src/app/router.tsx).
      'virtual:catalog/en/portal',
      ...(role === 'superadmin' ? ['virtual:catalog/en/platform'] : ['virtual:catalog/en/dashboard']),
      // Chunks the page loads by itself count too: the owner's charts, drawn when scrolled to.
      ...(role === 'admin'
        ? [
            'src/features/dashboard/components/cockpit-charts.tsx',
            'src/features/expenses/components/profit-chart.tsx',
          ]
        : []),
    ],
    limit: 200 * KB,
  })),
];
const CHUNK_LIMIT = 250 * KB;

const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const gzipCache = new Map();
const gzipSize = (file) => {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(dist, file))).length);
  return gzipCache.get(file);
};

const chunkOf = (key) => manifest[key];

/** The files a module needs before it runs: its chunk and, recursively, its static imports. */
function staticClosure(key, files = new Set()) {
  const chunk = chunkOf(key);
  if (!chunk) throw new Error(`${key} is not in the build manifest (renamed or no longer lazy?)`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, files);
  return files;
}

/** The files a route downloads: the first download, then each of its modules with its imports. */
function routeFiles({ modules }) {
  const files = staticClosure('index.html');
  for (const module of modules) staticClosure(module, files);
  return files;
}

if (process.argv.includes('--list')) {
  const list = Object.fromEntries(ROUTE_BUDGETS.map((r) => [r.route, [...routeFiles(r)]]));
  console.log(JSON.stringify(list));
  process.exit(0);
}

const format = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const failures = [];
console.log('JavaScript per route (gzip):');
for (const { route, modules, folded, limit } of ROUTE_BUDGETS) {
  const files = routeFiles({ modules });
  // A module folded into a bigger chunk has no entry of its own: a text only it holds must then be
  // found in what the route loads.
  const text = folded ? [...files].map((file) => readFileSync(join(dist, file), 'utf8')).join('\n') : '';
  for (const { module, marker } of folded ?? [])
    if (manifest[module] || !text.includes(marker))
      failures.push(`${module} is no longer part of what ${route} loads first (see vite.config.ts)`);
  const total = [...files].reduce((sum, file) => sum + gzipSize(file), 0);
  const ok = total <= limit;
  console.log(
    `  ${ok ? 'ok  ' : 'OVER'} ${route.padEnd(24)} ${format(total).padStart(9)} / ${format(limit)}`,
  );
  if (!ok) failures.push(`${route} loads ${format(total)} of JavaScript (budget ${format(limit)})`);
}
for (const chunk of Object.values(manifest)) {
  if (!chunk.file.endsWith('.js')) continue;
  const size = gzipSize(chunk.file);
  if (size > CHUNK_LIMIT)
    failures.push(`${chunk.file} is ${format(size)} (budget ${format(CHUNK_LIMIT)} per chunk)`);
}
if (failures.length > 0) {
  console.error(`\nOver budget:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(`Every chunk is under ${format(CHUNK_LIMIT)} gzip.`);
