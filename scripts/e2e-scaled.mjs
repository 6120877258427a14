#!/usr/bin/env node
// `npm run e2e:scaled`: the e2e specs that write (likes, wishes, follows, carts, settings, sign-in and account) against
// the api as several processes (`npm run start:scaled`'s node:cluster, `API_WORKERS`, default 2) on a throwaway
// PostgreSQL server, with one worker killed (SIGKILL) mid-run. Beside the browsers, a writer signs up its own account
// and keeps writing (likes, wishes, follows, cart lines); every write the api acknowledged (2xx) must be in the
// database afterwards. Fails when a spec fails, the primary does not replace the killed worker, or an acknowledged
// write is missing. Build first (`npm run build`); it serves the composed site on the usual ports.
import { existsSync, readFileSync } from 'node:fs';
import { API_URL, SHELL } from './lib/apps.mjs';
import { RUN_FILE, startApi, startApps, writeRuntimeConfig } from './lib/compose.mjs';
import { startThrowawayPostgres } from './lib/postgres.mjs';
import { pnpm, stopAll } from './lib/processes.mjs';

/** The specs whose tests write through the api (`-- --all`: the whole suite but the resilience specs, which restart
 * the api themselves). */
const WRITING_SPECS = [
  'account',
  'cart-added',
  'likes-loading',
  'product-detail',
  'shell-auth',
  'shell-passwords',
  'shopper-polish',
].map((name) => `tests/${name}.spec.ts`);
const SPECS = process.argv.includes('--all') ? ['--project', 'site'] : WRITING_SPECS;
const WORKERS = Number(process.env.API_WORKERS ?? 2);
/** When the worker is killed, after the specs start (and once the writer has some acknowledged writes). */
const KILL_AFTER_MS = Number(process.env.E2E_KILL_AFTER_MS ?? 45_000);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** @param {number} pid @returns {number[]} */
function childPids(pid) {
  const file = `/proc/${pid}/task/${pid}/children`;
  return existsSync(file) ? readFileSync(file, 'utf8').split(/\s+/).filter(Boolean).map(Number) : [];
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @param {string} sql @param {(sql: string) => Promise<string>} query @returns {Promise<string[]>} */
const column = async (query, sql) => (await query(sql)).split('\n').filter(Boolean);

/**
 * Writes as its own account until stopped; records every write the api acknowledged.
 * @param {(sql: string) => Promise<string>} query
 */
async function startWriter(query) {
  const email = `scaled-writer-${Date.now()}@example.com`;
  const password = 'scaled-writer-password-1';
  const signup = await fetch(`${API_URL}/api/signup/ltk/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!signup.ok) throw new Error(`writer sign-up: ${signup.status} ${await signup.text()}`);
  const token = await fetch(`${API_URL}/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: email, password }).toString(),
  });
  if (!token.ok) throw new Error(`writer sign-in: ${token.status} ${await token.text()}`);
  const { access_token: accessToken } = /** @type {{ access_token: string }} */ (await token.json());
  const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
  // Distinct targets, so that each acknowledged write is one row to find afterwards.
  const pools = {
    like: await column(query, 'select id from posts order by id limit 400'),
    wish: await column(query, 'select id from products order by id limit 400'),
    follow: await column(query, 'select id from profiles order by id limit 400'),
    cart: await column(query, 'select id from variants order by id limit 150'),
  };
  /** @type {Record<keyof typeof pools, (target: string) => { url: string, body: unknown }>} */
  const requests = {
    like: (id) => ({ url: '/v2/likes/', body: { ltk_id: id } }),
    wish: (id) => ({ url: '/v2/wishes/', body: { ltk_product_id: id } }),
    follow: (id) => ({ url: '/v2/follows/', body: { follows: [{ profile_id: id }] } }),
    cart: (id) => ({ url: '/v1/cart_items', body: { retailer_product_variant_id: id, quantity: 1 } }),
  };
  /** @type {Record<string, string[]>} */
  const acknowledged = { like: [], wish: [], follow: [], cart: [] };
  const refused = { byStatus: /** @type {Record<string, number>} */ ({}), network: 0 };
  let stopped = false;
  let sent = 0;
  const kinds = /** @type {(keyof typeof pools)[]} */ (Object.keys(pools));
  const loop = (async () => {
    for (let i = 0; !stopped; i += 1) {
      const open = kinds.filter((kind) => pools[kind].length > 0);
      if (open.length === 0) break;
      const kind = /** @type {keyof typeof pools} */ (open[i % open.length]);
      const target = /** @type {string} */ (pools[kind].shift());
      const { url, body } = requests[kind](target);
      sent += 1;
      try {
        const response = await fetch(`${API_URL}${url}`, {
          method: 'POST',
          headers,
          body: JSON.stringify(body),
        });
        await response.arrayBuffer();
        if (response.ok) acknowledged[kind]?.push(target);
        else refused.byStatus[response.status] = (refused.byStatus[response.status] ?? 0) + 1;
      } catch {
        // Not acknowledged (the worker that held the connection died): it may or may not have been saved.
        refused.network += 1;
      }
      await sleep(100);
    }
  })();
  return {
    email,
    acknowledged,
    refused,
    count: () => Object.values(acknowledged).reduce((sum, list) => sum + list.length, 0),
    sent: () => sent,
    stop: async () => {
      stopped = true;
      await loop;
    },
  };
}

/** @param {{ acknowledged: Record<string, string[]>, email: string }} writer @param {(sql: string) => Promise<string>} query */
async function missingWrites(writer, query) {
  const user = `(select id from users where email = '${writer.email}')`;
  const stored = {
    like: new Set(await column(query, `select ltk_id from likes where user_id = ${user}`)),
    wish: new Set(await column(query, `select ltk_product_id from wishes where user_id = ${user}`)),
    follow: new Set(await column(query, `select profile_id from follows where user_id = ${user}`)),
    cart: new Set(await column(query, `select variant_id from cart_items where user_id = ${user}`)),
  };
  return Object.entries(writer.acknowledged).flatMap(([kind, targets]) =>
    targets
      .filter((target) => !stored[/** @type {keyof typeof stored} */ (kind)].has(target))
      .map((t) => `${kind} ${t}`),
  );
}

async function main() {
  const postgres = await startThrowawayPostgres();
  /** @type {Awaited<ReturnType<typeof startWriter>> | undefined} */
  let writer;
  try {
    writeRuntimeConfig();
    const primary = await startApi({ databaseUrl: postgres.url, workers: WORKERS });
    await startApps();
    const primaryPid = /** @type {number} */ (primary.pid);
    const workersAtStart = childPids(primaryPid);
    if (workersAtStart.length !== WORKERS)
      throw new Error(`expected ${WORKERS} api workers, found ${workersAtStart.length}`);
    writer = await startWriter(postgres.query);
    const e2e = pnpm(['--filter', '@ltk/e2e', 'exec', 'playwright', 'test', ...SPECS], {
      env: {
        CHROMIUM_PATH: CHROMIUM,
        LTK_RUN_FILE: RUN_FILE,
        BASE_URL: `http://localhost:${SHELL.port}`,
        API_BASE_URL: API_URL,
      },
    }).then(
      () => undefined,
      (/** @type {Error} */ error) => error,
    );
    let e2eDone = false;
    void e2e.then(() => (e2eDone = true));

    // Mid-run: kill one worker the hard way, then wait for the primary to start its replacement.
    await sleep(KILL_AFTER_MS);
    while (writer.count() < 20 && !e2eDone) await sleep(1000);
    if (e2eDone)
      throw new Error(`the specs ended before the kill (after ${KILL_AFTER_MS} ms): lower E2E_KILL_AFTER_MS`);
    const victim = /** @type {number} */ (childPids(primaryPid)[0]);
    const before = writer.count();
    process.kill(victim, 'SIGKILL');
    console.log(
      `e2e:scaled: killed api worker ${victim} (SIGKILL) with ${before} writes acknowledged so far`,
    );
    const deadline = Date.now() + 30_000;
    let replaced = false;
    while (!replaced && Date.now() < deadline) {
      await sleep(250);
      const now = childPids(primaryPid);
      replaced = now.length === WORKERS && !now.includes(victim);
    }
    if (!replaced) throw new Error(`the primary did not replace worker ${victim} within 30 s`);
    console.log(`e2e:scaled: the primary started a new worker (${childPids(primaryPid).join(', ')})`);

    const failure = await e2e;
    await writer.stop();
    const missing = await missingWrites(writer, postgres.query);
    const counts = Object.entries(writer.acknowledged).map(([kind, list]) => `${list.length} ${kind}`);
    console.log(
      `e2e:scaled: writer sent ${writer.sent()}, acknowledged ${writer.count()} (${counts.join(', ')}), ` +
        `${writer.count() - before} after the kill; not acknowledged: ${writer.refused.network} lost connections, ` +
        `statuses ${JSON.stringify(writer.refused.byStatus)}`,
    );
    const problems = [];
    if (failure) problems.push(`specs: ${failure.message}`);
    if (missing.length > 0)
      problems.push(
        `${missing.length} acknowledged writes are not in the database: ${missing.slice(0, 10).join('; ')}`,
      );
    for (const [kind, list] of Object.entries(writer.acknowledged))
      if (list.length === 0)
        problems.push(`no ${kind} write was acknowledged: the check proves nothing for it`);
    if (problems.length > 0) throw new Error(problems.join('\n'));
    console.log(`e2e:scaled: PASS, 0 of ${writer.count()} acknowledged writes lost`);
  } finally {
    await writer?.stop();
    await stopAll();
    await postgres.stop();
  }
}

main().then(
  () => process.exit(0),
  (/** @type {unknown} */ error) => {
    console.error(`e2e:scaled failed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
