import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { Db, QueryOptions, QueryResult, Row } from '../src/db/db.js';
import { openDb } from '../src/db/open-db.js';

/**
 * Per-query profile of one uncached request (default: the bench's featured feed with includes, limit 36), less
 * sensitive to a loaded machine than autocannon: records every statement the request runs, then prints each one's
 * median EXPLAIN ANALYZE execution and planning time (`timing off`: per-node clocks cost more than a small plan's work,
 * most of all in PGlite's WASM; `--plans` prints the plans with per-node timing instead), and the median in-process time of the whole request.
 * Same database choice as the api (`DATABASE_URL`, else PGlite in `DATA_DIR`); e.g.
 * `DATA_DIR=$TMPDIR/ltk-api-bench-large node dist/bench/profile-feed.js [url] [--plans] [--body JSON]`; with `--body`
 * the request is a POST of that JSON (a search: `/v2/search/post/ --body '{"query":"bag"}'`).
 */
const RUNS = Number(process.env.PROFILE_RUNS ?? 15);
const DEFAULT_URL =
  '/v3/activities/posts/global/featured?limit=36&includes=profiles&includes=ltks&includes=products&includes=media_objects';

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const ms = (value: number): string => value.toFixed(2);

type Recorded = { sql: string; params: unknown[] };

/** `db` whose queries are recorded while `recording` is set. */
function recordingDb(db: Db): { db: Db; start: () => Recorded[]; stop: () => void } {
  let recording: Recorded[] | undefined;
  const query = async <T extends Row = Row>(
    sql: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<QueryResult<T>> => {
    recording?.push({ sql, params });
    return db.query<T>(sql, params, options);
  };
  return {
    db: { ...db, query },
    start: () => (recording = []),
    stop: () => (recording = undefined),
  };
}

async function main(): Promise<void> {
  const url = process.argv.slice(2).find((a) => a.startsWith('/')) ?? DEFAULT_URL;
  const showPlans = process.argv.includes('--plans');
  const bodyIndex = process.argv.indexOf('--body');
  const payload = bodyIndex > 0 ? (JSON.parse(process.argv[bodyIndex + 1] ?? '') as object) : undefined;
  const method = payload ? 'POST' : 'GET';
  const cacheBust = (cb: string): string => `${url}${url.includes('?') ? '&' : '?'}cb=${cb}`;
  const config = loadConfig();
  const base = await openDb(config);
  const recorder = recordingDb(base);
  const app = await buildApp({ db: recorder.db, config });
  try {
    let n = 0;
    const request = async (): Promise<number> => {
      const started = performance.now();
      const response = await app.inject({ method, url: cacheBust(String((n += 1))), payload });
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      return performance.now() - started;
    };
    await request(); // warm-up: planner caches, JIT of the serializer
    const statements = recorder.start();
    const bytes = (await app.inject({ method, url: cacheBust('profile'), payload })).body.length;
    recorder.stop();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) times.push(await request());

    console.log(`${base.kind}: ${method} ${url}${payload ? ` ${JSON.stringify(payload)}` : ''}`);
    console.log(
      `whole request (app.inject, uncached, sequential): median ${ms(median(times))} ms over ${RUNS}; ${bytes} bytes; ${statements.length} statements`,
    );
    let sum = 0;
    let wallSum = 0;
    for (const [index, { sql, params }] of statements.entries()) {
      const execution: number[] = [];
      const planning: number[] = [];
      const wall: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const started = performance.now();
        await base.query(sql, params);
        wall.push(performance.now() - started);
      }
      let plan: string[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const { rows } = await base.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, buffers) ${sql}`,
          params,
        );
        plan = rows.map((r) => r['QUERY PLAN']);
        const find = (label: string): number =>
          Number(plan.find((line) => line.startsWith(label))?.replace(/[^0-9.]/g, '') ?? 0);
        execution.push(find('Execution Time'));
        planning.push(find('Planning Time'));
      }
      sum += median(execution) + median(planning);
      wallSum += median(wall);
      console.log(
        `\n#${index + 1} execution ${ms(median(execution))} ms, planning ${ms(median(planning))} ms, wall (client) ${ms(median(wall))} ms: ${sql.replace(/\s+/g, ' ').slice(0, 160)}`,
      );
      if (showPlans) console.log(plan.map((line) => `    ${line}`).join('\n'));
    }
    console.log(
      `\nsum of statement medians: execution + planning ${ms(sum)} ms; wall as the client sees it ${ms(wallSum)} ms`,
    );
  } finally {
    await app.close();
    await base.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
