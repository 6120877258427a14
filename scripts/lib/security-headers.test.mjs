import assert from 'node:assert/strict';
import { test } from 'node:test';
import { htmlSecurityHeaders, originsOfRuntimeConfig, overrideSocketOrigins } from './security-headers.mjs';

const config = (/** @type {boolean} */ enabled) => ({
  apiBaseUrl: 'http://localhost:4000',
  remotes: { mfe_product: 'http://localhost:3003/mf-manifest.json' },
  overrides: {
    enabled,
    allowedOrigins: ['http://localhost:3103', 'https://preview.example.test', 'not a url'],
  },
});

const connectSrc = (/** @type {Record<string, string>} */ headers) =>
  /connect-src ([^;]*)/.exec(headers['Content-Security-Policy'] ?? '')?.[1]?.split(' ');

test('the allowed override origins get websocket sources only while overrides are enabled', () => {
  assert.deepEqual(overrideSocketOrigins(config(true)), [
    'ws://localhost:3103',
    'wss://preview.example.test',
  ]);
  assert.deepEqual(overrideSocketOrigins(config(false)), []);
  assert.deepEqual(overrideSocketOrigins(null), []);
  assert.deepEqual(overrideSocketOrigins({ overrides: { enabled: true, allowedOrigins: 'x' } }), []);
});

test("websocket sources go to connect-src only, beside the registry's origins", () => {
  const enabled = config(true);
  const headers = htmlSecurityHeaders(
    '<p></p>',
    originsOfRuntimeConfig(enabled),
    overrideSocketOrigins(enabled),
  );
  assert.deepEqual(connectSrc(headers), [
    "'self'",
    'http://localhost:4000',
    'http://localhost:3003',
    'http://localhost:3103',
    'https://preview.example.test',
    'ws://localhost:3103',
    'wss://preview.example.test',
  ]);
  assert.doesNotMatch(headers['Content-Security-Policy'] ?? '', /script-src[^;]*ws:/);
  const disabled = config(false);
  const closed = htmlSecurityHeaders(
    '<p></p>',
    originsOfRuntimeConfig(disabled),
    overrideSocketOrigins(disabled),
  );
  assert.deepEqual(connectSrc(closed), ["'self'", 'http://localhost:4000', 'http://localhost:3003']);
});
