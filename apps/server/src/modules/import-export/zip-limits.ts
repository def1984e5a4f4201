import { badRequest } from '../../errors/http-errors.ts';

/** A student sheet of 20,000 rows inflates to well under these; a bomb declares far more. */
export const ZIP_LIMITS = {
  maxEntries: 200,
  maxEntryBytes: 64 * 1024 * 1024,
  maxTotalBytes: 128 * 1024 * 1024,
};

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const ZIP64_MARK = 0xffffffff;

/**
 * Reads the archive's central directory (nothing is inflated) and refuses the file when the
 * sizes it declares exceed `ZIP_LIMITS`. What the directory says is checked again while
 * reading, by the worker's memory limit and time limit.
 */
export function assertZipWithinLimits(buffer: Buffer, limits = ZIP_LIMITS): void {
  const unreadable = () => badRequest('The file is not a readable .xlsx workbook.');
  const tooBig = () => badRequest('The workbook unpacks to more data than a student sheet can hold.');
  // The end record sits in the last 22 bytes plus an optional comment of up to 65,535 bytes.
  let end = -1;
  for (let i = buffer.length - 22; i >= Math.max(0, buffer.length - 22 - 65_535); i--) {
    if (buffer.readUInt32LE(i) === END_OF_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) throw unreadable();
  const entries = buffer.readUInt16LE(end + 10);
  let offset = buffer.readUInt32LE(end + 16);
  if (entries > limits.maxEntries) throw tooBig();
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > buffer.length || buffer.readUInt32LE(offset) !== DIRECTORY_ENTRY) throw unreadable();
    const size = buffer.readUInt32LE(offset + 24);
    if (size === ZIP64_MARK || size > limits.maxEntryBytes) throw tooBig();
    total += size;
    if (total > limits.maxTotalBytes) throw tooBig();
    offset +=
      46 +
      buffer.readUInt16LE(offset + 28) +
      buffer.readUInt16LE(offset + 30) +
      buffer.readUInt16LE(offset + 32);
  }
}
