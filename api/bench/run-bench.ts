import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { apiRoot } from '../src/config.js';

const PORT = Number(process.env.BENCH_PORT ?? 4177);
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const TARGET_RPS = 1000;
const SCALE = process.env.SCALE ?? 'large';
const TARGET_P99 = 50;
/** Targets for cache-busting requests: PGlite (embedded, issue 12) and a PostgreSQL server (DATABASE_URL, issue 27). */
const UNCACHED_TARGET_RPS = { pglite: 200, postgres: 1000 } as const;
/** `--postgres`: a throwaway PostgreSQL cluster (scripts/lib/postgres.mjs), seeded on start, dropped afterwards. */
const THROWAWAY_POSTGRES = process.argv.includes('--postgres');

/** The value of `--name N` / `--name=N` on the command line. */
function flag(name: string): string | undefined {
  const index = process.argv.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  if (index < 0) return undefined;
  const arg = process.argv[index] ?? '';
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : process.argv[index + 1];
}
/** `--runs N`: each load N times in a row; the table shows each figure's median over the runs. */
const RUNS = Number(flag('runs') ?? 1);
/** The loads, by key; `--only feed,carts` runs those alone (the uncached feed always runs: search's goal is relative to it). */
const LOADS = ['feed', 'ids', 'post', 'shop', 'suggestions', 'carts'] as const;
const ONLY = new Set((flag('only') ?? LOADS.join(',')).split(','));
for (const key of ONLY)
  if (!(LOADS as readonly string[]).includes(key))
    throw new Error(`--only takes ${LOADS.join(', ')}, not ${key}`);
if (!Number.isInteger(RUNS) || RUNS < 1)
  throw new Error(`--runs takes a whole number >= 1, not ${flag('runs')}`);
const DB_KIND: keyof typeof UNCACHED_TARGET_RPS =
  process.env.DATABASE_URL || THROWAWAY_POSTGRES ? 'postgres' : 'pglite';

type ThrowawayPostgres = { url: string; stop: () => Promise<void> };

async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const module = (await import(
    pathToFileURL(path.join(apiRoot(), '..', 'scripts', 'lib', 'postgres.mjs')).href
  )) as { startThrowawayPostgres: () => Promise<ThrowawayPostgres> };
  return module.startThrowawayPostgres();
}

type Figures = { name: string; rps: number; p50: number; p99: number; errors: number; non2xx: number };

async function waitForHealth(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('api did not start in time');
}

type Request = { method?: 'GET' | 'POST'; headers?: Record<string, string>; bodies?: unknown[] };

/**
 * Loads `url` for DURATION seconds. `uncached` adds a unique `cb` query parameter to every request, so each one misses
 * the 60 s response cache and measures the database and serialization work itself. `bodies` are sent in turn (POST as
 * JSON); a GET `url` with a `{q}` takes the next of `queries` instead.
 */
async function loadOnce(
  name: string,
  url: string,
  uncached = false,
  { method = 'GET', headers = {}, bodies }: Request = {},
  queries?: readonly string[],
): Promise<Figures> {
  let n = 0;
  const result = await autocannon({
    url,
    method,
    connections: CONNECTIONS,
    duration: DURATION,
    pipelining: 1,
    headers: { ...headers, ...(bodies ? { 'content-type': 'application/json' } : {}) },
    ...(uncached || bodies || queries
      ? {
          requests: [
            {
              setupRequest: (request: autocannon.Request) => {
                n += 1;
                const path = (request.path ?? '/').replace(
                  '{q}',
                  encodeURIComponent(queries?.[n % queries.length] ?? ''),
                );
                return {
                  ...request,
                  path: uncached ? `${path}${path.includes('?') ? '&' : '?'}cb=${n}` : path,
                  ...(bodies ? { body: JSON.stringify(bodies[n % bodies.length]) } : {}),
                };
              },
            },
          ],
        }
      : {}),
  });
  return {
    name: `${name}${uncached ? ' (uncached)' : ' (cached)'}`,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** `loadOnce` RUNS times; each figure's median (errors and non-2xx answers: their sum). */
async function load(...args: Parameters<typeof loadOnce>): Promise<Figures> {
  const runs: Figures[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await loadOnce(...args));
  const first = runs[0] as Figures;
  return {
    name: first.name,
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
  };
}

/** Words shoppers search for, from the seed's vocabulary (kinds, adjectives, a creator's first name). */
const SEARCHES = ['bag', 'linen dress', 'sneakers', 'vase', 'serum', 'wide-leg jeans', 'candle', 'sarah'];
/** What a shopper has typed when typeahead asks (one to four letters). */
const TYPED = ['b', 'ba', 'lin', 'sne', 'vas', 'sa', 'cand', 'jes', 'ho', 'dres'];

/** A bearer token of the demo shopper (carts at several retailers) from the password grant. */
async function demoToken(): Promise<string> {
  const response = await fetch(`${BASE}/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username: 'demo@shopltk.test',
      password: 'demo-password',
    }).toString(),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`no demo token: ${response.status} ${JSON.stringify(body)}`);
  return body.access_token;
}

/**
 * Starts the compiled api on the large catalog (seeded on first run into $TMPDIR/ltk-api-bench-large), then loads the
 * featured feed with includes (limit 36) and /v2/ltks?ids= (36 ids) with autocannon on loopback. Prints figures
 * whether or not they meet the target (1,000 req/s, p99 ≤ 50 ms).
 */
async function main(): Promise<void> {
  const root = apiRoot();
  // outside api/.data (that folder is the PGlite cluster itself); kept between runs so the seed happens once
  const dataDir = process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'ltk-api-bench-large');
  const postgres = THROWAWAY_POSTGRES ? await startThrowawayPostgres() : undefined;
  const started = Date.now();
  const server = spawn(process.execPath, [path.join(root, 'dist', 'src', 'main.js')], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SCALE,
      LOG_LEVEL: 'warn',
      // the demo shopper's carts (GET /v1/carts)
      LTK_DEMO: 'true',
      PUBLIC_URL: BASE,
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForHealth(Date.now() + 15 * 60_000);
    console.log(
      `api ready in ${Date.now() - started} ms (${DB_KIND === 'postgres' ? 'PostgreSQL server via DATABASE_URL' : `PGlite in ${dataDir}`})`,
    );
    const ltks = (await (await fetch(`${BASE}/v2/ltks?limit=36&featured=true`)).json()) as {
      ltks: { id: string }[];
      meta: { totalResults: number };
    };
    const ids = ltks.ltks.map((p) => p.id);
    const counts = (await (await fetch(`${BASE}/v3/activities/posts/global/trending?limit=1`)).json()) as {
      meta: { totalResults: number };
    };
    console.log(`catalog: ${counts.meta.totalResults} posts; ${ids.length} ids for the batch lookup`);
    const feedUrl = `${BASE}/v3/activities/posts/global/featured?limit=36&includes=profiles&includes=ltks&includes=products&includes=media_objects`;
    const idsUrl = `${BASE}/v2/ltks?${ids.map((id) => `ids=${id}`).join('&')}&includes=products&includes=profiles`;
    const coldStart = Date.now();
    await fetch(feedUrl);
    console.log(`first (uncached) featured feed request: ${Date.now() - coldStart} ms`);
    const top = (await (await fetch(`${BASE}/v3/activities/posts/global/trending?limit=8`)).json()) as {
      data: { activities: { profileId: string }[] };
    };
    const creators = [...new Set(top.data.activities.map((a) => a.profileId))];
    const token = await demoToken();
    const wants = (key: (typeof LOADS)[number]): boolean => ONLY.has(key);
    const results: Figures[] = [];
    if (wants('feed')) results.push(await load('featured feed, includes, limit 36', feedUrl));
    const featured = await load('featured feed, includes, limit 36', feedUrl, true);
    results.push(featured);
    if (wants('ids'))
      results.push(
        await load('/v2/ltks?ids= (36 ids), includes', idsUrl),
        await load('/v2/ltks?ids= (36 ids), includes', idsUrl, true),
      );
    if (wants('post'))
      results.push(
        await load('post search POST /v2/search/post/', `${BASE}/v2/search/post/`, true, {
          method: 'POST',
          bodies: SEARCHES.map((query) => ({ query, page: 0, limit: 20 })),
        }),
      );
    if (wants('shop'))
      results.push(
        await load('shop search POST /v2/search/shop', `${BASE}/v2/search/shop`, true, {
          method: 'POST',
          bodies: creators.flatMap((profileId) =>
            SEARCHES.map((query) => ({ query, profileId, ranking: 'relevant', page: 0, limit: 36 })),
          ),
        }),
      );
    if (wants('suggestions'))
      results.push(
        await load(
          'suggestions GET /v2/suggestions/global/',
          `${BASE}/v2/suggestions/global/?query={q}&limit=3`,
          true,
          {},
          TYPED,
        ),
      );
    if (wants('carts'))
      results.push(
        await load(
          'carts GET /v1/carts, includes',
          `${BASE}/v1/carts?includes=catalog_retailer_products,product_details,retailer_product_variants,retailers`,
          true,
          { headers: { authorization: `Bearer ${token}` } },
        ),
      );
    /**
     * Goal of each figure (issue 12 for the feed and ids; issue 27 for the PostgreSQL server's uncached feed, search,
     * typeahead and carts), as text and as a test.
     */
    const goals: Record<string, [string, (r: Figures) => boolean]> = {
      'featured feed, includes, limit 36 (cached)': [
        `>= ${TARGET_RPS} req/s, p99 <= ${TARGET_P99} ms`,
        (r) => r.rps >= TARGET_RPS && r.p99 <= TARGET_P99,
      ],
      '/v2/ltks?ids= (36 ids), includes (cached)': [
        `>= ${TARGET_RPS} req/s, p99 <= ${TARGET_P99} ms`,
        (r) => r.rps >= TARGET_RPS && r.p99 <= TARGET_P99,
      ],
      'featured feed, includes, limit 36 (uncached)': [
        `>= ${UNCACHED_TARGET_RPS[DB_KIND]} req/s, p99 <= ${TARGET_P99} ms`,
        (r) => r.rps >= UNCACHED_TARGET_RPS[DB_KIND] && r.p99 <= TARGET_P99,
      ],
      '/v2/ltks?ids= (36 ids), includes (uncached)': [
        `>= ${UNCACHED_TARGET_RPS[DB_KIND]} req/s, p99 <= ${TARGET_P99} ms`,
        (r) => r.rps >= UNCACHED_TARGET_RPS[DB_KIND] && r.p99 <= TARGET_P99,
      ],
      'post search POST /v2/search/post/ (uncached)': [
        `>= featured ${featured.rps} req/s, p50 <= 30 ms`,
        (r) => r.rps >= featured.rps && r.p50 <= 30,
      ],
      'shop search POST /v2/search/shop (uncached)': [
        `>= featured ${featured.rps} req/s, p50 <= 30 ms`,
        (r) => r.rps >= featured.rps && r.p50 <= 30,
      ],
      'suggestions GET /v2/suggestions/global/ (uncached)': ['p99 <= 30 ms', (r) => r.p99 <= 30],
      'carts GET /v1/carts, includes (uncached)': ['p50 <= 20 ms', (r) => r.p50 <= 20],
    };
    console.log(
      `\nautocannon: ${CONNECTIONS} connections, ${DURATION} s each${RUNS > 1 ? `, median of ${RUNS} runs` : ''}, loopback, ${DB_KIND}, scale ${SCALE}`,
    );
    console.table(
      results.map((r) => {
        const [goal, met] = goals[r.name] ?? ['', () => true];
        return { ...r, goal, 'meets goal': met(r) && r.errors === 0 && r.non2xx === 0 ? 'yes' : 'no' };
      }),
    );
    // Figures from a loaded machine are not comparable: say how loaded it was.
    console.log(
      `load average (1, 5, 15 min): ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(', ')}; ${os.cpus().length} cores`,
    );
  } finally {
    server.kill('SIGTERM');
    if (postgres) {
      await new Promise((resolve) =>
        server.exitCode === null ? server.once('exit', resolve) : resolve(null),
      );
      await postgres.stop();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
