import fs from 'node:fs';

/**
 * CPU per request of a running api, less sensitive to a loaded machine than req/s: sends `REQUESTS` uncached requests
 * (a unique `cb` query parameter each), `CONCURRENCY` at a time, and reads the CPU time (user + system, from
 * /proc/<pid>/stat) the api's processes (the given pid and its descendants: node:cluster workers) and, when
 * `PG_PID` names a PostgreSQL postmaster, the server's backends spent meanwhile. With `PAGES=n` (a feed path) the
 * requests go round the feed's first n pages (following `meta.next`) instead of asking its first page each time, so
 * nothing remembered per post (the feeds' written products) is reused unless it would be for real readers paging on.
 * With `BODIES` (a JSON array) the requests are POSTs of those JSON bodies in turn (a search); with `BEARER` they
 * carry that access token.
 * E.g. `API_PID=123 [PG_PID=456] [PAGES=1500] node dist/bench/cpu-per-request.js http://127.0.0.1:4177 [path]`.
 */
const REQUESTS = Number(process.env.REQUESTS ?? 1000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 8);
const DEFAULT_PATH =
  '/v3/activities/posts/global/featured?limit=36&includes=profiles&includes=ltks&includes=products&includes=media_objects';
const TICKS_PER_SECOND = 100;
const PAGES = Number(process.env.PAGES ?? 1);
const BEARER = process.env.BEARER;
const BODIES = process.env.BODIES ? (JSON.parse(process.env.BODIES) as unknown[]) : undefined;

function children(): Map<number, number[]> {
  const byParent = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      byParent.set(parent, [...(byParent.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  return byParent;
}

/**
 * CPU milliseconds of `pid` and its descendants: live ones, plus those that exited and were reaped by `pid` (its
 * cutime and cstime: a PostgreSQL backend whose connection closed meanwhile).
 */
function cpuMs(pid: number): number {
  const tree = children();
  let ticks = 0;
  const visit = (p: number): void => {
    try {
      const stat = fs.readFileSync(`/proc/${p}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime, stime: fields 14 and 15 of stat, 12 and 13 after the command
      ticks += Number(fields[11]) + Number(fields[12]);
      if (p === pid) ticks += Number(fields[13]) + Number(fields[14]);
    } catch {
      return;
    }
    for (const child of tree.get(p) ?? []) visit(child);
  };
  visit(pid);
  return (ticks * 1000) / TICKS_PER_SECOND;
}

async function main(): Promise<void> {
  const base = process.argv[2] ?? 'http://127.0.0.1:4177';
  const path = process.argv[3] ?? DEFAULT_PATH;
  const apiPid = Number(process.env.API_PID);
  const pgPid = process.env.PG_PID ? Number(process.env.PG_PID) : undefined;
  // the paths to ask in turn: the first page, or the first PAGES pages of a feed
  const paths = [path];
  while (paths.length < PAGES) {
    const response = await fetch(`${base}${paths[paths.length - 1]}`);
    const { meta } = (await response.json()) as { meta: { next: string | null } };
    if (!meta.next) break;
    paths.push(`${path}&next=${encodeURIComponent(meta.next)}`);
  }
  let n = 0;
  const one = async (): Promise<number> => {
    const url = paths[n % paths.length] ?? '';
    const response = await fetch(
      `${base}${url}${url.includes('?') ? '&' : '?'}cb=${Date.now()}-${(n += 1)}`,
      {
        headers: {
          'accept-encoding': 'identity',
          ...(BODIES ? { 'content-type': 'application/json' } : {}),
          ...(BEARER ? { authorization: `Bearer ${BEARER}` } : {}),
        },
        ...(BODIES ? { method: 'POST', body: JSON.stringify(BODIES[n % BODIES.length]) } : {}),
      },
    );
    const body = await response.arrayBuffer();
    if (!response.ok) throw new Error(`${response.status}`);
    return body.byteLength;
  };
  for (let i = 0; i < 50; i += 1) await one(); // warm-up
  const api0 = cpuMs(apiPid);
  const pg0 = pgPid ? cpuMs(pgPid) : 0;
  const started = performance.now();
  let sent = 0;
  let bytes = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (sent < REQUESTS) {
        sent += 1;
        const size = await one();
        bytes += size;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const api = (cpuMs(apiPid) - api0) / REQUESTS;
  const pg = pgPid ? (cpuMs(pgPid) - pg0) / REQUESTS : undefined;
  const load = fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  console.log(
    `${REQUESTS} requests, ${CONCURRENCY} at a time, ${paths.length} page(s), ${Math.round(bytes / REQUESTS)} bytes each: api ${api.toFixed(2)} ms CPU/request` +
      `${pg === undefined ? '' : `, PostgreSQL ${pg.toFixed(2)} ms`}; ${(REQUESTS / seconds).toFixed(0)} req/s; load ${load}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
