// @vitest-environment node
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, ensureDir, lockDataDir } from './lock.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'revolt-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The pid of a process that has ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid ?? 999_999;
}

describe('lockDataDir', () => {
  it('writes the owner pid and removes the file on release', () => {
    const lock = lockDataDir(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it('refuses a second owner while the first one lives, naming it', () => {
    const lock = lockDataDir(dir);
    const other = process.ppid;
    expect(() => lockDataDir(dir, other)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir, other)).toThrow(`DATA_DIR ${dir} is in use by process ${process.pid}`);
    lock.release();
    lockDataDir(dir, other).release();
  });

  it('takes over a lock whose owner has died, and one that holds garbage', async () => {
    writeFileSync(path.join(dir, LOCK_FILE), `${await deadPid()}\n`);
    const lock = lockDataDir(dir);
    expect(readFileSync(lock.file, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    writeFileSync(path.join(dir, LOCK_FILE), 'not a pid');
    lockDataDir(dir).release();
  });

  it('takes over a lock holding its own pid (a restarted container is pid 1 again)', () => {
    writeFileSync(path.join(dir, LOCK_FILE), `${process.pid}\n`);
    lockDataDir(dir).release();
  });

  it('does not remove a lock another process took meanwhile', () => {
    const lock = lockDataDir(dir);
    writeFileSync(lock.file, `${process.ppid}\n`);
    lock.release();
    expect(existsSync(lock.file)).toBe(true);
  });
});

describe('ensureDir', () => {
  it('creates missing parents and accepts an existing folder', () => {
    const nested = path.join(dir, 'a', 'b');
    ensureDir(nested);
    ensureDir(nested);
    expect(existsSync(nested)).toBe(true);
  });

  it('fails (instead of looping) where a folder cannot be made', () => {
    writeFileSync(path.join(dir, 'file'), '');
    expect(() => ensureDir(path.join(dir, 'file'))).toThrow(/EEXIST/);
    expect(() => ensureDir(path.join(dir, 'file', 'sub'))).toThrow(/ENOTDIR/);
    if (existsSync('/proc/self')) expect(() => ensureDir('/proc/revolt-test/data')).toThrow(/ENOENT/);
  });
});
