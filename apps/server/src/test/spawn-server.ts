import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedEmbeddedDataDir } from './database.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface SpawnedServer {
  baseUrl: string;
  /** The process id (the benchmark reads its memory and signals it). */
  pid: number | undefined;
  output(): string;
  /** True once the process has ended (a failed start, for example). */
  exited(): boolean;
  /** Ends the process at once with SIGKILL (a crash: no shutdown hooks run); resolves once it is gone. */
  kill(): Promise<void>;
  /** The exit code (null after a signal), once the process has ended and all its output is read. */
  ended: Promise<number | null>;
  stop(): Promise<void>;
}

/** Ports this process has handed out, so two servers started together never share one. */
const handedOut = new Set<number>();

/**
 * A port no one listens on, from the operating system (listen on port 0). A random port in a
 * range collided with other services of the machine (a message broker on 4222 failed a CI run).
 */
async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const probe = createServer();
      probe.once('error', reject);
      probe.listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    if (port && !handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
}

/** Starts `apps/server/src/main.ts` (or another script) as `npm run serve` does, on a free port, with its own data dir. */
export async function spawnServer(
  env: Record<string, string>,
  script = ['apps/server/src/main.ts'],
): Promise<SpawnedServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studydesk-instance-'));
  // The server's first start would create and migrate its embedded database: start it from the run's template.
  if (script[0] === 'apps/server/src/main.ts' && !env.DATABASE_URL) {
    seedEmbeddedDataDir(path.join(env.DATA_DIR ?? dataDir, 'db'));
  }
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
  const ended = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid,
    output: () => output,
    exited: () => child.exitCode !== null || child.signalCode !== null,
    kill: () => {
      if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
      const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGKILL');
      return gone;
    },
    ended,
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

/** Resolves with the exit code once the process ends (a script, or a start that fails); throws if it keeps running. */
export async function waitUntilExited(server: SpawnedServer, timeoutMs = 90_000): Promise<number | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The process did not exit:\n${server.output()}`)), timeoutMs);
  });
  try {
    return await Promise.race([server.ended, timeout]);
  } finally {
    clearTimeout(timer);
  }
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
