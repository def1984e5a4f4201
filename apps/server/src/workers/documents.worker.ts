import { type DocumentTask, documents } from './documents.ts';

/**
 * Bytes cross threads as plain Uint8Arrays; PDFKit and ExcelJS want Buffers (a logo, a photo).
 * Turns every Uint8Array inside the task's arguments (arrays and plain objects; a Date stays a
 * Date) back into a Buffer over the same memory.
 */
function revive(value: unknown): unknown {
  if (value instanceof Uint8Array) return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  if (Array.isArray(value)) return value.map(revive);
  if (value && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, revive(inner)]));
  }
  return value;
}

/** The documents pool's task. */
export default async function makeDocument(task: DocumentTask): Promise<Uint8Array> {
  const make = documents[task.kind] as (...args: unknown[]) => Promise<Buffer>;
  return make(...(revive(task.args) as unknown[]));
}
