import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataDirLockedError, lockDataDir } from '../../src/db/data-dir-lock.js';
import { openPgliteDb } from '../../src/db/pglite-db.js';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ltk-lock-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const lockFile = (): string => path.join(dir, 'ltk-api.lock');

test('a second open of a data folder in use fails at once with a clear message, and succeeds once the first closes', async () => {
  const first = await openPgliteDb(dir);
  try {
    await first.exec('create table kept (n int)');
    await expect(openPgliteDb(dir)).rejects.toThrow(DataDirLockedError);
    await expect(openPgliteDb(dir)).rejects.toThrow(
      new RegExp(`DATA_DIR ${dir} is in use by process ${process.pid} .*set DATABASE_URL`),
    );
    // The refused open touched nothing: the first still works.
    await first.exec('insert into kept values (1)');
  } finally {
    await first.close();
  }
  expect(fs.existsSync(lockFile())).toBe(false);
  const second = await openPgliteDb(dir);
  const rows = await second.query<{ n: number }>('select n from kept');
  expect(rows.rows).toEqual([{ n: 1 }]);
  await second.close();
}, 120_000);

test('a lock left by a process that died is taken over', () => {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  const deadPid = Number(child.stdout.toString());
  fs.writeFileSync(
    lockFile(),
    JSON.stringify({ pid: deadPid, host: os.hostname(), since: '2026-01-01T00:00:00Z' }),
  );
  const lock = lockDataDir(dir);
  expect(JSON.parse(fs.readFileSync(lockFile(), 'utf8')).pid).toBe(process.pid);
  lock.release();
  expect(fs.existsSync(lockFile())).toBe(false);
});

test('an unreadable lock file is stale; a lock held on another host is never taken over', () => {
  fs.writeFileSync(lockFile(), '{half');
  lockDataDir(dir).release();

  fs.writeFileSync(lockFile(), JSON.stringify({ pid: 1, host: 'other-host', since: 'x' }));
  expect(() => lockDataDir(dir)).toThrow(/in use by process 1 on other-host/);
  expect(fs.existsSync(lockFile())).toBe(true);
});

test('release never removes a lock another process took over', () => {
  const lock = lockDataDir(dir);
  fs.writeFileSync(lockFile(), JSON.stringify({ pid: 1, host: os.hostname(), since: 'x' }));
  lock.release();
  expect(fs.existsSync(lockFile())).toBe(true);
});
