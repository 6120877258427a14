import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Another live process holds the data folder: PGlite is one process per folder, two corrupt it. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by process ${holder.pid} on ${holder.host} (since ${holder.since}). ` +
        'PGlite allows one process per data folder: stop that process first (the api, or a seed run), ' +
        'or give this one another DATA_DIR. To share one database between processes, run PostgreSQL and set DATABASE_URL.',
    );
    this.name = 'DataDirLockedError';
  }
}

export type LockHolder = { pid: number; host: string; since: string };

export type DataDirLock = { file: string; release(): void };

const LOCK_NAME = 'ltk-api.lock';

function readHolder(file: string): LockHolder | undefined {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'pid' in parsed &&
      Number.isInteger(parsed.pid) &&
      'host' in parsed &&
      typeof parsed.host === 'string'
    )
      return {
        pid: parsed.pid as number,
        host: parsed.host,
        since: 'since' in parsed && typeof parsed.since === 'string' ? parsed.since : 'unknown',
      };
  } catch {
    // unreadable or half-written: treated as stale below
  }
  return undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * An exclusive lock on a PGlite data folder: `<dataDir>/ltk-api.lock`, created with O_EXCL and holding the owner's pid
 * and host. A lock left by a process that died on this host is taken over; one held by a live process (or by another
 * host, which this one cannot check) throws DataDirLockedError at once.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_NAME);
  const me: LockHolder = { pid: process.pid, host: os.hostname(), since: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      fs.writeFileSync(file, JSON.stringify(me), { flag: 'wx' });
      let released = false;
      return {
        file,
        release() {
          if (released) return;
          released = true;
          if (readHolder(file)?.pid === me.pid) fs.rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(file);
    if (holder && (holder.host !== me.host || isAlive(holder.pid)))
      throw new DataDirLockedError(dataDir, holder);
    // Stale (its process is gone) or unreadable: remove it and try again; O_EXCL decides between racing takers.
    fs.rmSync(file, { force: true });
  }
  const holder = readHolder(file);
  throw new DataDirLockedError(dataDir, holder ?? { pid: -1, host: 'unknown', since: 'unknown' });
}
