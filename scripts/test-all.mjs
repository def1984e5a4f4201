#!/usr/bin/env node
// Runs every check the project has, in order, and prints one summary:
// type check, lint, unit + API tests on PGlite, the same on PostgreSQL, web build, the web's
// JavaScript budgets, browser tests.
// `node scripts/test-all.mjs --only=api-pglite,e2e` runs a subset.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const resultsDir = join(root, 'test-results');
const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const vitest = (config, name, env) => ({
  name,
  command: [
    'npx',
    'vitest',
    'run',
    '-c',
    config,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(resultsDir, `${name}.json`)}`,
  ],
  env,
  results: join(resultsDir, `${name}.json`),
});

const steps = [
  { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'lint', command: ['npx', 'biome', 'check', '.'] },
  vitest('apps/server/vitest.config.ts', 'api-pglite', { TEST_DB: 'pglite' }),
  {
    ...vitest('apps/server/vitest.config.ts', 'api-postgres', {
      TEST_DB: 'postgres',
      TEST_DATABASE_URL: postgresUrl,
    }),
    before: () => requirePostgres(postgresUrl),
  },
  { name: 'build', command: ['npm', 'run', '--silent', 'build'] },
  { name: 'budget', command: ['node', 'scripts/check-web-budget.mjs'] },
  vitest('e2e/vitest.config.ts', 'e2e', {}),
];

const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const selected = only ? steps.filter((step) => only.includes(step.name)) : steps;
if (only && selected.length !== only.length) {
  console.error(`Unknown step in --only. Steps: ${steps.map((s) => s.name).join(', ')}`);
  process.exit(2);
}

rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const summary = [];
for (const step of selected) {
  const started = Date.now();
  console.log(`\n=== ${step.name}: ${step.command.join(' ')}`);
  let ok = true;
  let note = '';
  try {
    if (step.before) await step.before();
    const run = spawnSync(step.command[0], step.command.slice(1), {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...step.env },
    });
    ok = run.status === 0;
    if (run.error) note = run.error.message;
  } catch (error) {
    ok = false;
    note = error instanceof Error ? error.message : String(error);
    console.error(note);
  }
  const counts = step.results ? readCounts(step.results) : undefined;
  summary.push({ name: step.name, ok, seconds: (Date.now() - started) / 1000, counts, note });
}

let passed = 0;
let failed = 0;
console.log('\n=== summary');
for (const step of summary) {
  const tests = step.counts ? ` (${step.counts.passed} passed, ${step.counts.failed} failed)` : '';
  console.log(
    `${step.ok ? 'ok  ' : 'FAIL'} ${step.name.padEnd(13)} ${step.seconds.toFixed(1).padStart(6)}s${tests}`,
  );
  if (step.counts) {
    passed += step.counts.passed;
    failed += step.counts.failed;
  }
  if (!step.ok && !(step.counts?.failed > 0)) failed += 1;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(summary.every((step) => step.ok) ? 0 : 1);

function readCounts(file) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0 };
  } catch {
    return undefined;
  }
}

/** The PostgreSQL run must not be skipped silently: an unreachable server fails the step. */
function requirePostgres(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432) });
    socket.setTimeout(3000);
    socket.once('connect', () => {
      socket.end();
      resolve();
    });
    const fail = () => {
      socket.destroy();
      reject(
        new Error(`PostgreSQL is not reachable at ${hostname}:${port || 5432} (set TEST_DATABASE_URL).`),
      );
    };
    socket.once('timeout', fail);
    socket.once('error', fail);
  });
}
