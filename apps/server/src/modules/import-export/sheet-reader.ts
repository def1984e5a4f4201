import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { badRequest } from '../../errors/http-errors.ts';
import { assertZipWithinLimits } from './zip-limits.ts';

export interface SheetJob {
  kind: 'xlsx' | 'csv';
  bytes: Uint8Array;
  /** Rows after the header. */
  maxRows: number;
  maxCellChars: number;
}

export type SheetResult = { table: string[][] } | { refused: string };

/** What one reading may cost before the file is refused. */
export const SHEET_WORKER_LIMITS = { timeoutMs: 20_000, heapMb: 256 };

// The worker is TypeScript, like the rest of the server. Node 20 applies no `--import` loader to
// a worker's entry file, so a one-line bootstrap loads it through tsx's ESM API (`tsImport`).
const tsxPackage = createRequire(import.meta.url).resolve('tsx/package.json');
const tsxEsmApi = pathToFileURL(path.join(path.dirname(tsxPackage), 'dist/esm/api/index.mjs')).href;
const workerFile = new URL('./sheet-reader.worker.ts', import.meta.url).href;
const bootstrap = `import(${JSON.stringify(tsxEsmApi)}).then((tsx) => tsx.tsImport(${JSON.stringify(workerFile)}, ${JSON.stringify(tsxEsmApi)}));`;

// One warm worker waits between imports (starting one costs most of a second); a worker that
// timed out or ran out of memory is thrown away, and concurrent imports get workers of their own.
let idle: Worker | null = null;

function startWorker(): Worker {
  const worker = new Worker(bootstrap, {
    eval: true,
    resourceLimits: { maxOldGenerationSizeMb: SHEET_WORKER_LIMITS.heapMb },
  });
  worker.unref();
  // A worker that dies while waiting is simply not reused (a job in flight has its own listener).
  worker.on('error', () => {
    if (idle === worker) idle = null;
  });
  return worker;
}

function takeWorker(): Worker {
  const worker = idle ?? startWorker();
  idle = null;
  return worker;
}

/** Starts the warm worker ahead of the first import (at server start), so no upload waits for it. */
export function warmSheetReader(): void {
  idle ??= startWorker();
}

function runJob(job: SheetJob): Promise<SheetResult> {
  const worker = takeWorker();
  return new Promise<SheetResult>((resolve, reject) => {
    const finish = (keepWorker: boolean) => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      if (keepWorker && !idle) idle = worker;
      else void worker.terminate();
    };
    const onMessage = (message: SheetResult) => {
      finish(true);
      resolve(message);
    };
    const onError = (err: Error & { code?: string }) => {
      finish(false);
      if (err.code === 'ERR_WORKER_OUT_OF_MEMORY') {
        resolve({ refused: 'The workbook unpacks to more data than a student sheet can hold.' });
      } else reject(err);
    };
    const timer = setTimeout(() => {
      finish(false);
      resolve({ refused: 'The file took too long to read; split it into smaller files.' });
    }, SHEET_WORKER_LIMITS.timeoutMs);
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.postMessage(job, [job.bytes.buffer as ArrayBuffer]);
  });
}

/**
 * Reads the first sheet of an .xlsx or a .csv into rows of text, off the event loop: an .xlsx
 * is refused by its declared sizes before anything is inflated, and rows are counted while
 * they stream, so an over-long file stops at its first extra row.
 */
export async function readSheetTable(
  buffer: Buffer,
  { maxRows, maxCellChars }: { maxRows: number; maxCellChars: number },
): Promise<string[][]> {
  const kind = buffer.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])) ? 'xlsx' : 'csv';
  if (kind === 'xlsx') assertZipWithinLimits(buffer);
  const result = await runJob({ kind, bytes: new Uint8Array(buffer), maxRows, maxCellChars });
  if ('refused' in result) throw badRequest(result.refused);
  return result.table;
}
