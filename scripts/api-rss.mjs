#!/usr/bin/env node
// `npm run api:rss [-- --max-mb 400] [--pid N]`: the resident memory of the running composed site's api (its process
// and any worker processes it forked), read from /proc. Run it after a load, e.g. the e2e suite: `npm test` does, and
// issue 26 wants it under 400 MB on the default scale. Exits 1 when over `--max-mb`.
import { existsSync, readFileSync } from 'node:fs';
import { RUN_FILE } from './lib/compose.mjs';

const argv = process.argv.slice(2);
const option = (name) => {
  const at = argv.indexOf(name);
  return at === -1 ? undefined : argv[at + 1];
};

/** @param {number} pid @returns {number[]} the process and its descendants */
function tree(pid) {
  const file = `/proc/${pid}/task/${pid}/children`;
  const children = existsSync(file) ? readFileSync(file, 'utf8').split(/\s+/).filter(Boolean) : [];
  return [pid, ...children.flatMap((child) => tree(Number(child)))];
}

/** @param {number} pid @returns {number} resident kB (VmRSS) */
function rssKb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? 0);
}

const pid = Number(option('--pid') ?? JSON.parse(readFileSync(RUN_FILE, 'utf8')).apiServer?.pid);
if (!pid || !existsSync(`/proc/${pid}`)) {
  console.error(`api-rss: no running api (pid ${pid || 'unknown'}; run file ${RUN_FILE})`);
  process.exit(2);
}
const pids = tree(pid);
const mb = Math.round(pids.reduce((sum, each) => sum + rssKb(each), 0) / 1024);
const max = option('--max-mb') === undefined ? undefined : Number(option('--max-mb'));
console.log(
  `api RSS: ${mb} MB (pid ${pid}${pids.length > 1 ? ` and ${pids.length - 1} child processes` : ''})` +
    (max === undefined ? '' : `, budget ${max} MB`),
);
if (max !== undefined && mb > max) {
  console.error(`api-rss: ${mb} MB is over the ${max} MB budget`);
  process.exit(1);
}
