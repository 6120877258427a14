#!/usr/bin/env node
// `npm run pnpm -- <args>`: the workspace's pinned pnpm (root package.json `packageManager`) through npx.
import { pnpm } from './lib/processes.mjs';

pnpm(process.argv.slice(2)).then(
  () => process.exit(0),
  () => process.exit(1),
);
