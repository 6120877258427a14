import os from 'node:os';
import type { Config } from '../config.js';
import { RATE_LIMITS } from './rate-limiter.js';

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

/**
 * The in-memory per-IP limits of one of `workers` processes: each process counts only the requests it serves, so
 * each allows its share (rounded up) and one address gets about the configured limit across them, not `workers`
 * times it. (A client whose requests all reach one process gets its share only: stricter, never looser.)
 */
export function shareOfRateLimits(workers: number): Config['rateLimits'] {
  const share = Object.entries(RATE_LIMITS).map(([name, rule]) => [
    name,
    { ...rule, limit: Math.ceil(rule.limit / workers) },
  ]);
  return Object.fromEntries(share) as Config['rateLimits'];
}
