import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

/** Whether `pid` is a running Node process (a zombie or a pid reused by another program is not). */
function isLiveServer(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    // Linux: field 3 of /proc/<pid>/stat is the state; Z = zombie (killed, not yet reaped).
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    if (stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')) return false;
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return /node|tsx/.test(cmdline);
  } catch {
    return true; // no /proc (not Linux): trust the signal check
  }
}

/**
 * PGlite has a single connection and no lock of its own: take `DATA_DIR/studydesk.lock`
 * so that a second server on the same directory refuses to start. A lock (or PGlite's
 * postmaster.pid) left by a killed process is stale and is cleared.
 */
export function lockDataDir(dataDir: string, dbDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'studydesk.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      // Only the lock holder may clear PGlite's pid file, and only now that we know nobody else runs.
      rmSync(path.join(dbDir, 'postmaster.pid'), { force: true });
      return () => rmSync(lockFile, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(readFileSync(lockFile, 'utf8').trim());
      if (isLiveServer(holder) && holder !== process.pid) {
        throw new DataDirLockedError(
          `Another StudyDesk server (pid ${holder}) is using ${path.resolve(dataDir)}. Stop it first, or set DATA_DIR to another folder.`,
        );
      }
      if (existsSync(lockFile)) rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock ${path.resolve(dataDir)}.`);
}
