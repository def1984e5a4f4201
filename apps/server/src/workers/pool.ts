import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { serviceUnavailable } from '../errors/http-errors.ts';
import type { DocumentArgs, DocumentKind } from './documents.ts';

/**
 * PDFs and spreadsheets take tens of milliseconds of CPU each; built in line they held every other
 * request (of every library) behind them. They are built on a small pool of worker threads with a
 * bounded queue: past it, a clear 503 rather than a growing wait.
 */
export const DOCUMENT_POOL = {
  threads: Math.max(1, Math.min(4, availableParallelism() - 1)),
  queue: Number(process.env.DOCUMENT_QUEUE ?? 64),
};

export const POOL_FULL = 'The server is busy making documents. Please try again in a moment.';

let pool: Piscina | undefined;

function documentPool(): Piscina {
  pool ??= new Piscina({
    filename: new URL('./documents.worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: DOCUMENT_POOL.threads,
    maxQueue: DOCUMENT_POOL.queue,
    idleTimeout: 60_000,
  });
  return pool;
}

/** Builds a document on the pool and answers its bytes; 503 when the queue is full. */
export async function makeDocument<K extends DocumentKind>(
  kind: K,
  ...args: DocumentArgs<K>
): Promise<Buffer> {
  const worker = documentPool();
  if (worker.queueSize >= DOCUMENT_POOL.queue) throw serviceUnavailable(POOL_FULL);
  try {
    const bytes: Uint8Array = await worker.run({ kind, args });
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  } catch (err) {
    // Piscina's own bound, should several requests pass the check above at once.
    if (err instanceof Error && /queue is at limit/i.test(err.message)) throw serviceUnavailable(POOL_FULL);
    throw err;
  }
}

/** How many documents the pool's threads have made since it started (none: 0). */
export const documentsMade = (): number => pool?.completed ?? 0;

/** Ends the pool's threads (at shutdown; the next document starts a new pool). */
export async function closeDocumentPool(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.destroy();
}
