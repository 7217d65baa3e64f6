// One server process per data folder: PGlite is one embedded engine, and a second process on the same files hands
// out the same ids and loses acknowledged writes. The lock file holds the owner's pid; a dead owner's lock is taken over.
import { mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'server.lock';

export class DataDirLockedError extends Error {}

export type DataDirLock = { file: string; release(): void };

/**
 * Creates the folder and its missing parents. Not mkdirSync's `recursive`: Node loops forever on a folder that
 * cannot be made under an existing parent (DATA_DIR=/proc/x) instead of failing.
 */
export function ensureDir(dir: string): void {
  try {
    mkdirSync(dir);
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    if (code === 'EEXIST') {
      if (statSync(dir).isDirectory()) return;
      throw error;
    }
    const parent = path.dirname(dir);
    if (code !== 'ENOENT' || parent === dir) throw error;
    ensureDir(parent);
    mkdirSync(dir);
  }
}

/** Whether a process with this pid runs (EPERM: it runs, as another user). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ownerOf(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the lock of `dataDir` for this process, or throws DataDirLockedError naming the owner. Other errors
 * (folder missing or unwritable) are thrown as they come, for the caller to report.
 */
export function lockDataDir(dataDir: string, pid = process.pid): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, `${pid}\n`, { flag: 'wx' });
      return {
        file,
        release: () => {
          if (ownerOf(file) === pid) unlinkSync(file);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = ownerOf(file);
    // Our own pid in the file is a lock left by an earlier run that had it too (pid 1 in a container).
    if (owner !== undefined && owner !== pid && alive(owner)) {
      throw new DataDirLockedError(
        `DATA_DIR ${dataDir} is in use by process ${owner} (${file}); stop that server or use another DATA_DIR. Several instances need DATABASE_URL.`,
      );
    }
    try {
      unlinkSync(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new DataDirLockedError(`DATA_DIR ${dataDir}: another process keeps taking ${file}; is a second server starting?`);
}
