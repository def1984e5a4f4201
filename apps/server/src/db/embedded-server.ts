import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type {
  EmbeddedServerData,
  EmbeddedServerReply,
  EmbeddedServerRequest,
} from './embedded-server.worker.ts';

/**
 * PostgreSQL settings for the embedded cluster, beside PGlite's own. PGlite's 128 MB of shared
 * buffers live in its WebAssembly memory, which never shrinks; a library's working set fits in far
 * less (docs/performance.md).
 */
export const EMBEDDED_SETTINGS = ['shared_buffers=32MB'];

export interface EmbeddedServer {
  /** The directory of its Unix socket: `pg`'s `host`. */
  socketDir: string;
  /** The cluster's files as a tar (for the build's baseline and the tests' template). */
  dump(compression: 'none' | 'gzip'): Promise<Uint8Array>;
  close(): Promise<void>;
}

const entry = new URL('../workers/thread-entry.mjs', import.meta.url);
const tasks = new URL('./embedded-server.worker.ts', import.meta.url).href;

/**
 * Starts PGlite in a worker thread behind a PostgreSQL socket, so its statements (an import's
 * thousands of rows, an export's scan) run beside the event loop rather than on it; the app talks
 * to it with `pg`, as to PostgreSQL.
 */
export async function startEmbeddedServer(options: {
  dataDir?: string;
  loadDataDir?: Blob;
}): Promise<EmbeddedServer> {
  const socketDir = mkdtempSync(path.join(tmpdir(), 'studydesk-db-'));
  const loadDataDir = options.loadDataDir
    ? new Uint8Array(await options.loadDataDir.arrayBuffer())
    : undefined;
  const data: EmbeddedServerData & { tasks: string } = {
    tasks,
    dataDir: options.dataDir,
    loadDataDir,
    socketPath: path.join(socketDir, '.s.PGSQL.5432'),
    settings: EMBEDDED_SETTINGS,
  };
  const worker = new Worker(entry, {
    workerData: data,
    transferList: loadDataDir ? [loadDataDir.buffer] : [],
  });
  const replies = (kind: EmbeddedServerReply['kind']) =>
    new Promise<EmbeddedServerReply>((resolve, reject) => {
      const onMessage = (reply: EmbeddedServerReply) => {
        if (reply.kind !== kind && reply.kind !== 'failed') return;
        worker.off('message', onMessage);
        worker.off('error', reject);
        if (reply.kind === 'failed') reject(new Error(reply.message));
        else resolve(reply);
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
  const send = (request: EmbeddedServerRequest) => worker.postMessage(request);
  try {
    await replies('ready');
  } catch (err) {
    await worker.terminate();
    rmSync(socketDir, { recursive: true, force: true });
    throw err;
  }
  return {
    socketDir,
    async dump(compression) {
      const answer = replies('dumped');
      send({ kind: 'dump', compression });
      const reply = await answer;
      return reply.kind === 'dumped' ? reply.tarball : new Uint8Array();
    },
    async close() {
      try {
        const closed = replies('closed');
        send({ kind: 'close' });
        await closed;
      } finally {
        await worker.terminate();
        rmSync(socketDir, { recursive: true, force: true });
      }
    },
  };
}
