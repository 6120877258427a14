// The static server as the shell's deploy runs it: a history fallback rendered by the shell (its src/server), with
// the headers, compression and cache rules of a file.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createStaticServer } from './static-server.mjs';

const SHELL_HTML =
  '<!doctype html><html><head><title>Shell</title><script>window.boot = 1;</script></head><body></body></html>';
/** The rendered page's own inline script (the shell's first screen adds one). */
const PAINTED = 'window.painted = "é";';

describe('the static server with a rendered history fallback', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'ltk-static-'));
  /** @type {string[]} */
  const rendered = [];
  const server = createStaticServer({
    root,
    origins: ['https://cdn.example.test'],
    async render(pathname, html, request) {
      rendered.push(`${pathname} ${request.headers['save-data'] ?? ''}`.trim());
      if (pathname === '/missing') return { status: 404, html };
      // A page above the 256 bytes the server compresses from.
      const page = `<p>${'The first screen. '.repeat(20)}</p><script>${PAINTED}</script>`;
      return { status: 200, html: html.replace('</body>', `${page}</body>`) };
    },
  });
  /** @type {string} */
  let url;

  before(async () => {
    writeFileSync(path.join(root, 'index.html'), SHELL_HTML);
    writeFileSync(path.join(root, 'main.0123456789abcdef.js'), 'console.log(1);');
    writeFileSync(
      path.join(root, 'runtime-config.json'),
      JSON.stringify({ apiBaseUrl: 'https://api.example.test' }),
    );
    await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
    url = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
  });
  after(() => {
    server.closeAllConnections();
    server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("renders a page with a CSP that hashes every inline script of the rendered HTML and allows the registry's origins", async () => {
    const response = await fetch(`${url}/post/p1`, { headers: { 'Save-Data': 'on' } });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'text/html; charset=utf-8');
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    assert.match(await response.text(), /window\.painted/);
    assert.deepEqual(rendered.at(-1), '/post/p1 on');
    const policy = response.headers.get('content-security-policy') ?? '';
    for (const script of ['window.boot = 1;', PAINTED]) {
      const hash = createHash('sha256').update(script, 'utf8').digest('base64');
      assert.ok(policy.includes(`'sha256-${hash}'`), script);
    }
    assert.match(policy, /script-src [^;]*https:\/\/api\.example\.test/);
    assert.match(policy, /script-src [^;]*https:\/\/cdn\.example\.test/);
    assert.match(policy, /style-src 'self' 'unsafe-inline'/);
  });

  it('varies a rendered page on Save-Data and ECT, and asks for the ECT hint', async () => {
    const response = await fetch(`${url}/post/p1`);
    assert.match(response.headers.get('vary') ?? '', /Save-Data/);
    assert.match(response.headers.get('vary') ?? '', /\bECT\b/);
    assert.equal(response.headers.get('accept-ch'), 'ECT');
  });

  it('compresses a rendered page and answers a matching ETag with 304', async () => {
    const response = await fetch(`${url}/products/d1`, { headers: { 'Accept-Encoding': 'br' } });
    assert.equal(response.headers.get('content-encoding'), 'br');
    assert.match(await response.text(), /window\.painted/);
    const etag = response.headers.get('etag') ?? '';
    const again = await fetch(`${url}/products/d1`, { headers: { 'If-None-Match': etag } });
    assert.equal(again.status, 304);
  });

  it("answers with the render's status", async () => {
    const response = await fetch(`${url}/missing`);
    assert.equal(response.status, 404);
    assert.equal(await response.text(), SHELL_HTML);
  });

  it('keeps the static files and their cache rules', async () => {
    const script = await fetch(`${url}/main.0123456789abcdef.js`);
    assert.equal(script.status, 200);
    assert.equal(script.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(script.headers.get('access-control-allow-origin'), '*');
    assert.equal(script.headers.get('x-content-type-options'), 'nosniff');
    // A preflight's headers are sent on preflights only, not on every script of a first load.
    assert.equal(script.headers.get('access-control-allow-methods'), null);
    const preflight = await fetch(`${url}/main.0123456789abcdef.js`, { method: 'OPTIONS' });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-methods'), 'GET, HEAD, OPTIONS');
    assert.equal(preflight.headers.get('access-control-allow-headers'), '*');
    assert.equal((await fetch(`${url}/missing.js`)).status, 404);
  });
});
