import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface SpawnedServer {
  baseUrl: string;
  output(): string;
  /** True once the process has ended (a failed start, for example). */
  exited(): boolean;
  stop(): Promise<void>;
}

/** Starts `apps/server/src/main.ts` (or another script) as `npm run serve` does, on a free-ish port, with its own data dir. */
export function spawnServer(
  env: Record<string, string>,
  script = ['apps/server/src/main.ts'],
): SpawnedServer {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studydesk-instance-'));
  const port = 4000 + Math.floor(Math.random() * 2000);
  const child = spawn(process.execPath, ['--import', 'tsx', ...script], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => output,
    exited: () => child.exitCode !== null || child.signalCode !== null,
    stop: async () => {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resolves once the health path answers 200; throws with the server's output if it exits or takes too long. */
export async function waitUntilHealthy(
  server: SpawnedServer,
  timeoutMs = 90_000,
  healthPath = '/api/health',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${server.baseUrl}${healthPath}`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (server.exited()) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not become healthy:\n${server.output()}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
