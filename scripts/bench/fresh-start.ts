/**
 * `npm run bench:start [-- --runs=3]`
 *
 * How long a first start on the embedded database takes: `npm run serve` on an empty DATA_DIR,
 * the web app and the embedded baseline already built (`npm run build`), until /api/health
 * answers 200. Beside it, the same start's database work done both ways in this process: a new
 * cluster (initdb inside PGlite) plus every migration, against the build's baseline loaded and
 * found current by the migrator.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { baselineFor, ensureEmbeddedBaseline } from '../../apps/server/src/db/embedded-baseline.ts';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Number(args.runs);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function timeFirstStart(port: number): Promise<number> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studydesk-start-'));
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (healthy) return performance.now() - started;
      if (child.exitCode !== null) throw new Error('The server exited before it was healthy');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function timeDatabaseWork(fromBaseline: boolean): Promise<number> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studydesk-cluster-'));
  const started = performance.now();
  const database = await openDatabase({
    kind: 'pglite',
    dataDir: path.join(dataDir, 'db'),
    lockDir: dataDir,
    loadDataDir: fromBaseline ? baselineFor(path.join(dataDir, 'db')) : undefined,
  });
  await database.migrate();
  const took = performance.now() - started;
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  return took;
}

await ensureEmbeddedBaseline();
const starts: number[] = [];
const initdb: number[] = [];
const baseline: number[] = [];
for (let run = 0; run < runs; run += 1) {
  starts.push(await timeFirstStart(3900 + run));
  initdb.push(await timeDatabaseWork(false));
  baseline.push(await timeDatabaseWork(true));
}
process.stdout.write(
  [
    `First start on an empty DATA_DIR to /api/health 200 (median of ${runs}): ${seconds(median(starts))} (target < 8 s on an idle 2-core machine)`,
    `  its database work: new cluster + every migration ${seconds(median(initdb))}; from the build's baseline ${seconds(median(baseline))} (ratio ${(median(baseline) / median(initdb)).toFixed(2)})`,
    '',
  ].join('\n'),
);
