// A throwaway PostgreSQL server for the api suite: Debian's `postgresql` (installed with apt-get when missing),
// a fresh cluster in a temp folder on a free port, owned by the `postgres` user when run as root (initdb and pg_ctl
// refuse root), gone after stop().
import { execFile, execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { run } from './processes.mjs';

const PG_ROOT = '/usr/lib/postgresql';
const execFileAsync = promisify(execFile);

/** The newest installed server's bin folder, or undefined. */
function binDir() {
  if (!existsSync(PG_ROOT)) return undefined;
  const versions = readdirSync(PG_ROOT)
    .filter((v) => existsSync(path.join(PG_ROOT, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && path.join(PG_ROOT, versions[0], 'bin');
}

async function ensurePostgres() {
  if (binDir()) return;
  await run('bash', ['-c', 'apt-get update && apt-get install -y postgresql']);
  if (!binDir()) throw new Error(`no PostgreSQL server under ${PG_ROOT} after apt-get install postgresql`);
}

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts a cluster and returns its admin URL (trust auth on 127.0.0.1 only), `query` (psql: the rows of one statement
 * as text, a line each, columns joined by `|`) and a stop function.
 * @returns {Promise<{ url: string, query: (sql: string) => Promise<string>, stop: () => Promise<void> }>}
 */
export async function startThrowawayPostgres() {
  await ensurePostgres();
  const bin = /** @type {string} */ (binDir());
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ltk-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    chmodSync(dir, 0o777);
    execFileSync('chown', ['postgres:postgres', dir]);
  }
  /** @param {string} tool @param {string[]} args */
  const pgRun = (tool, args) =>
    run(
      asRoot ? 'runuser' : path.join(bin, tool),
      asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args,
      {
        cwd: dir,
      },
    );
  const port = await freePort();
  await pgRun('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  // Throwaway: fsync off for speed; sockets in the cluster's own folder; TCP on loopback only.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c max_connections=200`;
  await pgRun('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    query: async (sql) => {
      const { stdout } = await execFileAsync(
        path.join(bin, 'psql'),
        ['-X', '-A', '-t', '-v', 'ON_ERROR_STOP=1', '-d', url, '-c', sql],
        {
          maxBuffer: 64 * 1024 * 1024,
        },
      );
      return stdout;
    },
    stop: async () => {
      try {
        await pgRun('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
