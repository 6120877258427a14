import fs from 'node:fs';
import path from 'node:path';
import { apiRoot } from '../src/config.js';
import { createTestApp, type TestApp } from '../src/testing/create-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// The committed document is what the contract tests of @ltk/contracts and @ltk/api-client read: it must be exactly
// what the route schemas generate, or those tests check a stale contract.
test('api/openapi.json is what the server generates (run `npm run pnpm -- --filter @ltk/api openapi` after a route change)', () => {
  const committed: unknown = JSON.parse(fs.readFileSync(path.join(apiRoot(), 'openapi.json'), 'utf8'));
  expect(JSON.parse(JSON.stringify(t.app.swagger()))).toEqual(committed);
});
