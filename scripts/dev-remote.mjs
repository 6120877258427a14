#!/usr/bin/env node
// `npm run dev:remote -- <remote> [--site <URL>]`: one remote's webpack dev server on its port + 100, to load into a
// running composed site (`npm start`, or a deployed one whose runtime config allows that origin) through an
// override, with React Fast Refresh. docs/develop-one-remote.md says how; decision 0060 why it brings its own React.
import net from 'node:net';
import { REMOTES, SHELL } from './lib/apps.mjs';
import { PNPM, background, stopAll, waitForHttp } from './lib/processes.mjs';

/** Must match DEV_REMOTE_PORT_OFFSET of shared/mf-config/src/dev-remote.cjs and runtimeConfig's allowed origins. */
const PORT_OFFSET = 100;

const usage = `usage: npm run dev:remote -- <remote> [--site <URL of the composed site>]
remotes: ${REMOTES.map((app) => app.dir).join(', ')}`;

/** @param {string[]} argv */
function parseArgs(argv) {
  const siteAt = argv.indexOf('--site');
  const site = siteAt >= 0 ? argv[siteAt + 1] : `http://localhost:${SHELL.port}`;
  const names = argv.filter((arg, i) => !arg.startsWith('--') && (siteAt < 0 || i !== siteAt + 1));
  return { names, site };
}

/** True when something already listens on the port. @param {number} port */
const inUse = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

async function main() {
  const { names, site } = parseArgs(process.argv.slice(2));
  const app = REMOTES.find((remote) => names[0] === remote.dir || names[0] === remote.name);
  if (names.length !== 1 || !app || !site) {
    console.error(names[0] && !app ? `unknown remote: ${names[0]}\n${usage}` : usage);
    process.exit(2);
  }
  const port = app.port + PORT_OFFSET;
  if (await inUse(port)) {
    console.error(`port ${port} is in use: is a dev server of ${app.dir} already running?`);
    process.exit(1);
  }
  const started = Date.now();
  const server = background(
    app.name,
    PNPM[0],
    [...PNPM[1], '--filter', app.pkg, 'exec', 'webpack', 'serve', '--mode', 'development'],
    { env: { DEV_REMOTE: 'true', NODE_ENV: 'development' } },
  );
  server.on('exit', (code) => {
    if (stopping) return;
    console.error(`[${app.name}] dev server stopped (${code})`);
    process.exit(code ?? 1);
  });
  const manifest = `http://localhost:${port}/mf-manifest.json`;
  await waitForHttp(manifest);
  const override = `override=${app.name}=${manifest}`;
  console.log(`
${app.name} dev remote ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${manifest}
Open the composed site with the override (remembered until reset), then a page of ${app.dir}:
  ${new URL(`/?${override}`, site).href}
Edits show in place (React Fast Refresh). Back to the deployed remote: ${new URL('/?override-reset', site).href}
`);
}

let stopping = false;
const shutdown = async () => {
  stopping = true;
  await stopAll();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
main().catch(async (error) => {
  console.error(error);
  stopping = true;
  await stopAll();
  process.exit(1);
});
