import { readFileSync } from 'node:fs';
import path from 'node:path';
import { hostConfig } from '@ltk/mf-config';
import { runtimeConfig } from '../scripts/lib/apps.mjs';

// The route table (shared/routes) as path regexes, inlined in index.html so the current route's
// remote manifest and entry are fetched while the shell bundle is still downloading.
const routeTable = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../shared/routes/src/route-table.json'), 'utf8'),
);
const toRegex = (pattern) =>
  '^' +
  (pattern
    .split('/')
    .filter(Boolean)
    .map((part) =>
      part.startsWith(':')
        ? part.endsWith('?')
          ? '(?:/[^/]+)?'
          : '/[^/]+'
        : `/${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
    )
    .join('') || '') +
  '/?$';
const preloadRoutes = routeTable.filter((r) => r.remote !== 'shell').map((r) => [toRegex(r.path), r.remote]);

export default hostConfig({
  dir: import.meta.dirname,
  templateParameters: { preloadRoutes: JSON.stringify(preloadRoutes) },
  // `webpack serve` only: the registry of the local dev servers (deploys write dist/runtime-config.json).
  devRuntimeConfig: { ...runtimeConfig(), env: 'development' },
});
