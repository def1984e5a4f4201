import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { serviceUnavailable } from '../errors/http-errors.ts';
import type { SheetJob, SheetResult } from '../modules/import-export/sheet-reader.ts';
import type { DocumentArgs, DocumentKind } from './documents.ts';

/**
 * Files take tens of milliseconds to seconds of CPU; made in line, they held every other request
 * (of every library) behind them. Two pools of worker threads make them instead, each with a
 * bounded queue (past it, a clear 503 rather than a growing wait): documents (PDFs, workbooks) and
 * uploaded sheets, whose threads get a tighter memory limit and a timeout, since a hostile file
 * may try to exhaust them.
 */
export const DOCUMENT_POOL = {
  threads: Math.max(1, Math.min(4, availableParallelism() - 1)),
  queue: Number(process.env.DOCUMENT_QUEUE ?? 64),
};
export const SHEET_POOL = { threads: 2, queue: 8, timeoutMs: 20_000, heapMb: 256 };

export const POOL_FULL = 'The server is busy with other files. Please try again in a moment.';

const entry = new URL('./thread-entry.mjs', import.meta.url).href;
const tasksOf = (file: string) => ({ tasks: new URL(file, import.meta.url).href });
let documents: Piscina | undefined;
let sheets: Piscina | undefined;

const documentPool = () =>
  (documents ??= new Piscina({
    filename: entry,
    workerData: tasksOf('./documents.worker.ts'),
    minThreads: 0,
    maxThreads: DOCUMENT_POOL.threads,
    maxQueue: DOCUMENT_POOL.queue,
    idleTimeout: 60_000,
  }));

// One warm thread waits for the next import (starting one costs most of a second).
const sheetPool = () =>
  (sheets ??= new Piscina({
    filename: entry,
    workerData: tasksOf('../modules/import-export/sheet-parse.ts'),
    minThreads: 1,
    maxThreads: SHEET_POOL.threads,
    maxQueue: SHEET_POOL.queue,
    resourceLimits: { maxOldGenerationSizeMb: SHEET_POOL.heapMb },
  }));

/** Runs a task on a pool, or refuses it with a 503 when the pool's queue is full. */
async function runOn<T>(pool: Piscina, bound: number, task: unknown, signal?: AbortSignal): Promise<T> {
  if (pool.queueSize >= bound) throw serviceUnavailable(POOL_FULL);
  try {
    return await pool.run(task, { signal });
  } catch (err) {
    // Piscina's own bound, should several requests pass the check above at once.
    if (err instanceof Error && /queue is at limit/i.test(err.message)) throw serviceUnavailable(POOL_FULL);
    throw err;
  }
}

/** Builds a document on the pool and answers its bytes. */
export async function makeDocument<K extends DocumentKind>(
  kind: K,
  ...args: DocumentArgs<K>
): Promise<Buffer> {
  const bytes = await runOn<Uint8Array>(documentPool(), DOCUMENT_POOL.queue, { kind, args });
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Reads an uploaded sheet on its pool: its rows, or why it is refused (too big, too slow). */
export async function readSheetOffThread(job: SheetJob): Promise<SheetResult> {
  try {
    return await runOn<SheetResult>(
      sheetPool(),
      SHEET_POOL.queue,
      job,
      AbortSignal.timeout(SHEET_POOL.timeoutMs),
    );
  } catch (err) {
    const code = (err as { code?: string; name?: string }).code;
    if (code === 'ERR_WORKER_OUT_OF_MEMORY')
      return { refused: 'The workbook unpacks to more data than a student sheet can hold.' };
    if ((err as Error).name === 'AbortError' || (err as Error).name === 'TimeoutError')
      return { refused: 'The file took too long to read; split it into smaller files.' };
    throw err;
  }
}

/** Starts the sheet pool's warm thread ahead of the first import (at server start). */
export function warmThreads(): void {
  sheetPool();
}

/** How many tasks the pools' threads have finished since they started. */
export const tasksDone = () => ({ documents: documents?.completed ?? 0, sheets: sheets?.completed ?? 0 });

/** Ends the pools' threads (at shutdown; the next task starts a new pool). */
export async function closeThreadPools(): Promise<void> {
  const closing = [documents, sheets];
  documents = undefined;
  sheets = undefined;
  await Promise.all(closing.map((pool) => pool?.destroy()));
}
