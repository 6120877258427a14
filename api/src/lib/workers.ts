import os from 'node:os';
import type { Config } from '../config.js';

/**
 * Processes serving a PostgreSQL server (`DATABASE_URL`): `API_WORKERS`, else one per core. Most of an uncached
 * catalog request's CPU is node's (decoding the statement's result, building and writing ~220 KB of JSON for a feed
 * page), one core per process, so one process leaves the other cores to the database alone. PGlite runs inside its one
 * process (and its folder is locked to it), so it always runs one.
 */
export function workerCount(
  config: Pick<Config, 'databaseUrl'>,
  env: NodeJS.ProcessEnv = process.env,
  cores = os.availableParallelism(),
): number {
  if (!config.databaseUrl) return 1;
  const asked = Number(env.API_WORKERS);
  return Number.isInteger(asked) && asked > 0 ? asked : cores;
}

export type RestartPolicy = {
  /** Delay before restarting after a death that follows a quiet period; doubles with each death in a streak. */
  baseMs: number;
  /** Longest delay between restarts. */
  maxMs: number;
  /** A streak of more deaths than this and the primary gives up. */
  maxDeaths: number;
  /** Deaths less than this apart make a streak; a quiet period this long ends it. */
  windowMs: number;
};

export const RESTART_POLICY: RestartPolicy = { baseMs: 250, maxMs: 15_000, maxDeaths: 10, windowMs: 60_000 };

/**
 * When the primary restarts a worker that died: after a delay that doubles with each death of a streak (deaths less
 * than `windowMs` apart: a database that is down makes every new worker die at once, and without a delay the primary
 * forks in a tight loop), and not at all once a streak passes `maxDeaths` (`undefined`: the primary exits with a
 * message instead of crash-looping; with the defaults after about a minute and a half of deaths).
 */
export function workerRestarts(
  policy: RestartPolicy = RESTART_POLICY,
  now: () => number = Date.now,
): { next(): number | undefined } {
  let streak = 0;
  let last = -Infinity;
  return {
    next() {
      const at = now();
      streak = at - last < policy.windowMs ? streak + 1 : 1;
      last = at;
      if (streak > policy.maxDeaths) return undefined;
      return Math.min(policy.maxMs, policy.baseMs * 2 ** (streak - 1));
    },
  };
}
