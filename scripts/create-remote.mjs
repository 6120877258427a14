#!/usr/bin/env node
// `npm run create-remote -- <name> [--route /path]`: a new remote `mfe-<name>` with the standard skeleton, registered
// where the composed site needs it (scripts/lib/create-remote.mjs), then linked into the workspace.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, SHELL } from './lib/apps.mjs';
import { UsageError, parseArgs, plan } from './lib/create-remote.mjs';
import { pnpm, run } from './lib/processes.mjs';

async function main() {
  const started = Date.now();
  const remote = parseArgs(process.argv.slice(2));
  const { port, files } = plan(remote);
  for (const [file, text] of files) {
    mkdirSync(path.dirname(path.join(ROOT, file)), { recursive: true });
    writeFileSync(path.join(ROOT, file), text);
  }
  // Links the new workspace package (its dependencies are the other remotes', so they come from the store) and
  // adds it to the lockfile: pnpm's default under CI=true, a frozen lockfile, would refuse the new package.
  await pnpm(['install', '--prefer-offline', '--no-frozen-lockfile']);
  await run(path.join(ROOT, 'node_modules/.bin/prettier'), ['--write', '--log-level=warn', ...files.keys()]);
  console.log(`
${remote.dir} (${remote.name}, port ${port}) created and registered in ${((Date.now() - started) / 1000).toFixed(1)} s:
  ${[...files.keys()].filter((file) => !file.startsWith(remote.dir)).join(', ')}
Next:
  npm run pnpm -- --filter @ltk/${remote.dir} test        # and lint, typecheck
  npm run build                                          # the shell knows the remote only once rebuilt
  npm start, then http://localhost:${SHELL.port}${remote.route}
  npm run dev:remote -- ${remote.dir}                    # develop it inside the running site
`);
}

main().catch((error) => {
  console.error(error instanceof UsageError ? error.message : error);
  process.exit(error instanceof UsageError ? 2 : 1);
});
