#!/usr/bin/env node
// `npm run bench:lighthouse` (root): Lighthouse mobile (its default: Moto G Power screen, simulated slow 4G and 4x
// CPU slowdown) on the composed site (`npm start`), median of 3 runs, for issue 27's six routes (/home, a creator's
// shop, one of its sub-pages, a post, a product, a search). Prints score, LCP, TBT, CLS per route against issue 27's
// goals. Not a timed test (not part of `npm test`): the figures depend on the machine.
// Env: BASE_URL (the shell, default http://localhost:3000), API_BASE_URL (default from apps.json), CHROMIUM_PATH,
// LIGHTHOUSE_RUNS (default 3), LIGHTHOUSE_ROUTES (comma-separated paths instead of the six), LIGHTHOUSE_SHIFTS=true
// (also print each run's layout shifts: the element that moved most, its score and Lighthouse's root causes),
// LIGHTHOUSE_LCP=true (also print each run's LCP element, its breakdown - TTFB, load delay, load time, render delay -
// and the image requests before it), LIGHTHOUSE_JSON_DIR (write each run's Lighthouse JSON there).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';

const here = path.dirname(new URL(import.meta.url).pathname);
const apps = JSON.parse(readFileSync(path.join(here, '../../apps.json'), 'utf8'));
const portOf = (app) => Number(process.env[`${app.dir.toUpperCase().replace(/-/g, '_')}_PORT`] ?? app.port);
const shell = apps.apps.find((app) => app.name === 'shell');
const BASE_URL = process.env.BASE_URL ?? `http://localhost:${portOf(shell)}`;
const API_BASE_URL = process.env.API_BASE_URL ?? `http://localhost:${portOf(apps.api)}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const DEBUG_PORT = Number(process.env.LIGHTHOUSE_DEBUG_PORT ?? 9300 + (portOf(shell) % 600));

/** Issue 27's goals: Lighthouse mobile score, LCP, TBT and CLS (median of the runs). */
const GOALS = { score: 95, lcp: 2000, tbt: 150, cls: 0.02 };

async function getJson(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

/**
 * Real ids from the api's featured feed: a post with products, its creator's shop and first collection (the shop's
 * Collections tab when it has none), a product page, and a search for the product's first word.
 */
async function routes() {
  const { data } = await getJson(
    `${API_BASE_URL}/v3/activities/posts/global/featured?limit=12&includes=profiles&includes=products`,
  );
  const activity = data.activities.find((a) => data.products.some((p) => p.ltkId === a.postId));
  if (!activity) throw new Error('the featured feed has no post with products');
  const profile = data.profiles.find((p) => p.id === activity.profileId);
  const product = data.products.find((p) => p.ltkId === activity.postId);
  const { collections } = await getJson(
    `${API_BASE_URL}/v1/collections/?profile_id=${encodeURIComponent(profile.id)}&limit=1`,
  );
  const shop = `/explore/${encodeURIComponent(profile.displayName)}`;
  const word = /[a-z]+/i.exec(product.name ?? '')?.[0] ?? 'bag';
  return [
    '/home',
    shop,
    collections[0] ? `${shop}/collections/${collections[0].id}` : `${shop}/collections`,
    `/post/${activity.postId}`,
    `/products/${product.productDetailsId}`,
    `/search?keyword=${encodeURIComponent(word.toLowerCase())}`,
  ];
}

async function startChromium() {
  const profileDir = mkdtempSync(path.join(os.tmpdir(), 'ltk-lighthouse-'));
  const child = spawn(
    CHROMIUM,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
      `--user-data-dir=${profileDir}`,
      `--remote-debugging-port=${DEBUG_PORT}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      const version = await fetch(`http://127.0.0.1:${DEBUG_PORT}/json/version`);
      if (version.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      // Chromium's helper processes may still be writing the profile for a moment after the browser exits.
      try {
        rmSync(profileDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch (error) {
        console.warn(`could not remove ${profileDir}: ${error instanceof Error ? error.message : error}`);
      }
    },
  };
}

const SHIFTS = process.env.LIGHTHOUSE_SHIFTS === 'true';
const LCP = process.env.LIGHTHOUSE_LCP === 'true';
const JSON_DIR = process.env.LIGHTHOUSE_JSON_DIR;

/** The LCP element, Lighthouse's breakdown of its time (observed, unthrottled) and the images fetched before it. */
function printLcp(route, run, audits) {
  const ms = (value) => `${Math.round(value)} ms`;
  const items = audits['lcp-breakdown-insight']?.details?.items ?? [];
  const phases = items.find((item) => item.type === 'table')?.items ?? [];
  const node = items.find((item) => item.type === 'node');
  console.log(
    `${route} run ${run + 1}: LCP ${ms(audits['largest-contentful-paint'].numericValue)} ${node?.selector ?? '(no element)'}`,
  );
  console.log(`  observed: ${phases.map((p) => `${p.label} ${ms(p.duration)}`).join(', ')}`);
  console.log(
    `  LCP request discovery: ${audits['lcp-discovery-insight']?.score ?? 'n/a'} (1: from the HTML, not lazy, high priority)`,
  );
  const requests = audits['network-requests']?.details?.items ?? [];
  const lcpAt = audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? Infinity;
  const before = requests.filter((r) => r.networkRequestTime < lcpAt);
  const kb = (list) => Math.round(list.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024);
  const images = before.filter((r) => r.resourceType === 'Image');
  console.log(
    `  before the LCP (observed ${ms(lcpAt)}): ${before.length} requests, ${kb(before)} KB (${images.length} images, ${kb(images)} KB)`,
  );
}

/** One line per layout shift Lighthouse saw: score, the element that moved most, root causes. */
function printShifts(route, run, audit) {
  const items = audit?.details?.items ?? [];
  console.log(`${route} run ${run + 1}: ${items.length} layout shift(s)`);
  for (const item of items) {
    const node = item.node ? `${item.node.selector ?? ''} ${item.node.snippet ?? ''}`.trim() : '(no element)';
    console.log(`  ${item.score.toFixed(4)} ${node}`);
    for (const sub of item.subItems?.items ?? []) {
      const extra = sub.extra?.snippet ?? sub.extra?.url ?? '';
      console.log(`    cause: ${sub.cause} ${extra}`.trimEnd());
    }
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function measure(route) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    const result = await lighthouse(`${BASE_URL}${route}`, {
      port: DEBUG_PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`${route}: ${runtimeError.code} ${runtimeError.message}`);
    if (SHIFTS) printShifts(route, run, audits['layout-shifts']);
    if (LCP) printLcp(route, run, audits);
    if (JSON_DIR) {
      mkdirSync(JSON_DIR, { recursive: true });
      const name = `${route.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '') || 'root'}-${run + 1}.json`;
      writeFileSync(path.join(JSON_DIR, name), result.report);
    }
    runs.push({
      score: Math.round((categories.performance.score ?? 0) * 100),
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
    });
  }
  return {
    route,
    score: median(runs.map((r) => r.score)),
    lcp: median(runs.map((r) => r.lcp)),
    tbt: median(runs.map((r) => r.tbt)),
    cls: median(runs.map((r) => r.cls)),
    scores: runs.map((r) => r.score),
  };
}

async function main() {
  const list = process.env.LIGHTHOUSE_ROUTES ? process.env.LIGHTHOUSE_ROUTES.split(',') : await routes();
  const chromium = await startChromium();
  const rows = [];
  try {
    for (const route of list) {
      const row = await measure(route);
      rows.push(row);
      console.log(`${route}: score ${row.score} (runs ${row.scores.join(', ')})`);
    }
  } finally {
    await chromium.stop();
  }
  console.log(
    `\nLighthouse mobile (default throttling), median of ${RUNS} runs, ${BASE_URL}; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}\n`,
  );
  const mark = (value, met) => `${value}${met ? '' : ' ✗'}`;
  console.log(
    `| route | score (≥ ${GOALS.score}) | LCP (≤ ${GOALS.lcp / 1000} s) | TBT (≤ ${GOALS.tbt} ms) | CLS (≤ ${GOALS.cls}) | meets goals |`,
  );
  console.log('|---|---|---|---|---|---|');
  for (const r of rows) {
    const name = r.route
      .replace(/^\/explore\/[^/]+\/(\w+)\/.+$/, '/explore/:displayName/$1/:id')
      .replace(/^\/explore\/[^/]+/, '/explore/:displayName')
      .replace(/^\/(post|products)\/.+$/, (_, kind) => `/${kind}/:id`)
      .replace(/^\/search\?.*$/, '/search?keyword=…');
    const met = {
      score: r.score >= GOALS.score,
      lcp: r.lcp <= GOALS.lcp,
      tbt: r.tbt <= GOALS.tbt,
      cls: r.cls <= GOALS.cls,
    };
    console.log(
      `| ${name} | ${mark(r.score, met.score)} | ${mark(`${(r.lcp / 1000).toFixed(1)} s`, met.lcp)} | ${mark(`${Math.round(r.tbt)} ms`, met.tbt)} | ${mark(r.cls.toFixed(3), met.cls)} | ${Object.values(met).every(Boolean) ? 'yes' : 'no'} |`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
