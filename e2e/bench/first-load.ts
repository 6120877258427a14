import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { catalog } from '../fixtures/catalog';

/**
 * Issue 11's budget: at most 180 KB of JS transferred (bytes on the wire: brotli from the static server, plus headers)
 * on the first load of each route below. Any route over it fails the bench, and so `npm test`.
 */
const FIRST_LOAD_BUDGET = 180 * 1024;

interface FileRow {
  url: string;
  transferred: number;
  gzip: number;
  depth: number;
}

interface Row {
  route: string;
  requests: number;
  transferred: number;
  gzip: number;
  depth: number;
  files: FileRow[];
}

/** `BENCH_FILES=true`: also print every JS request of each route (the per-file breakdown). */
const PRINT_FILES = process.env.BENCH_FILES === 'true';

interface Sent {
  url: string;
  parent?: string;
  isJs: boolean;
}

/** Loads one route cold and measures its JS: bytes on the wire, gzip size, initiator-chain depth. */
async function measure(page: Page, path: string): Promise<Row> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const sent = new Map<string, Sent>();
  const encoded = new Map<string, number>();
  cdp.on('Network.requestWillBeSent', (event) => {
    const frames = event.initiator.stack?.callFrames ?? [];
    const parent =
      event.initiator.url ??
      frames.find((f) => f.url)?.url ??
      (event.initiator.type === 'parser' ? event.documentURL : undefined);
    sent.set(event.requestId, {
      url: event.request.url,
      parent,
      isJs: event.type === 'Script' || /\.m?js(\?|$)/.test(event.request.url),
    });
  });
  cdp.on('Network.loadingFinished', (event) => encoded.set(event.requestId, event.encodedDataLength));

  const bodies = new Map<string, Buffer>();
  page.on('response', async (response) => {
    if (/\.m?js(\?|$)/.test(response.url()))
      bodies.set(response.url(), await response.body().catch(() => Buffer.alloc(0)));
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);

  const byUrl = new Map([...sent.values()].map((s) => [s.url, s]));
  const depthOf = (url: string, seen = new Set<string>()): number => {
    const entry = byUrl.get(url);
    if (!entry?.parent || entry.parent === url || seen.has(url)) return 0;
    seen.add(url);
    return 1 + depthOf(entry.parent.split('#')[0]!, seen);
  };
  let transferred = 0;
  let gzip = 0;
  let requests = 0;
  let depth = 0;
  const files: FileRow[] = [];
  for (const [id, entry] of sent) {
    if (!entry.isJs) continue;
    const file = {
      url: entry.url,
      transferred: encoded.get(id) ?? 0,
      gzip: gzipSync(bodies.get(entry.url) ?? Buffer.alloc(0), { level: 9 }).length,
      depth: depthOf(entry.url),
    };
    files.push(file);
    requests += 1;
    transferred += file.transferred;
    gzip += file.gzip;
    depth = Math.max(depth, file.depth);
  }
  await cdp.detach();
  return { route: path, requests, transferred, gzip, depth, files };
}

test('first-load JS per route', async ({ browser }) => {
  const data = await catalog();
  const routes = [
    '/home',
    `/explore/${data.displayName}`,
    `/post/${data.postId}`,
    `/products/${data.productDetailsId}`,
    `/search?keyword=${encodeURIComponent(data.keyword)}`,
  ];
  const rows: Row[] = [];
  for (const route of routes) {
    const context = await browser.newContext();
    rows.push(await measure(await context.newPage(), route));
    await context.close();
  }
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`.padStart(10);
  console.log('\nroute                                   JS requests  transferred   gzip(JS)  chain depth');
  for (const r of rows)
    console.log(
      `${r.route.slice(0, 40).padEnd(40)}${String(r.requests).padStart(11)}${kb(r.transferred)}${kb(r.gzip)}${String(r.depth).padStart(12)}`,
    );
  if (PRINT_FILES) {
    for (const r of rows) {
      console.log(`\n${r.route}`);
      for (const f of [...r.files].sort((a, b) => b.gzip - a.gzip))
        console.log(`${kb(f.gzip)} gzip${kb(f.transferred)} wire  depth ${f.depth}  ${f.url}`);
    }
  }
  console.log(`\nbudget: ${kb(FIRST_LOAD_BUDGET)} transferred per route`);
  for (const r of rows) {
    const verdict = r.transferred <= FIRST_LOAD_BUDGET ? 'within budget' : 'OVER BUDGET';
    console.log(`${r.route.slice(0, 40).padEnd(40)}${kb(r.transferred)}  ${verdict}`);
  }
  for (const r of rows)
    expect
      .soft(r.transferred, `${r.route} first-load JS (transferred)`)
      .toBeLessThanOrEqual(FIRST_LOAD_BUDGET);
});
