// Child processes of start/test: run to completion, or keep running until stopped.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { ROOT } from './apps.mjs';

/** @type {Set<import('node:child_process').ChildProcess>} */
const children = new Set();

/**
 * Runs a command to completion (inherits stdio); rejects on a non-zero exit.
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions & { env?: NodeJS.ProcessEnv }} [options]
 * @returns {Promise<void>}
 */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: 'inherit',
      ...options,
      env: { ...process.env, ...options.env },
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
}

/**
 * Starts a long-running process, prefixing its output; stopped by stopAll().
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions & { env?: NodeJS.ProcessEnv }} [options]
 */
export function background(label, command, args, options = {}) {
  const child = spawn(command, args, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options,
    env: { ...process.env, ...options.env },
  });
  const prefix = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) if (line.trim()) out.write(`[${label}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

/**
 * Resolves once something accepts connections on the port (or rejects after the timeout).
 * @param {number} port
 * @returns {Promise<void>}
 */
export function waitForPort(port, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.end();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`port ${port} did not open within ${timeoutMs} ms`));
        else setTimeout(attempt, 250);
      });
    };
    attempt();
  });
}

/** Resolves when an HTTP GET answers 2xx. */
export async function waitForHttp(url, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Stops every background process this script started. */
export async function stopAll() {
  await Promise.all(
    [...children].map(
      (child) =>
        /** @type {Promise<void>} */ (
          new Promise((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', resolve);
            child.kill('SIGTERM');
            setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), 5000).unref();
          })
        ),
    ),
  );
}

/** The pnpm version, from the root package.json's `packageManager` field (its one place). */
const PNPM_SPEC = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
).packageManager;

/** @type {[string, string[]]} */
export const PNPM = ['npx', ['--yes', PNPM_SPEC]];

/**
 * `npx pnpm@<packageManager version> <args>` to completion.
 * @param {string[]} args
 * @param {Parameters<typeof run>[2]} [options]
 */
export const pnpm = (args, options) => run(PNPM[0], [...PNPM[1], ...args], options);
