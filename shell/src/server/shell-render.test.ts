/**
 * @jest-environment node
 */
// The shell's rendering as the static server calls it: the reader's request (Save-Data, ECT, `?override=`) and the
// deployed runtime-config.json (brand, public api URL, remotes).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createShellRender } from './shell-render';
import {
  ORIGIN,
  SHELL_HTML,
  SHELL_WITH_REGIONS,
  fakeApi,
  firstScreen,
  head,
  listen,
  stop,
} from './test-support/fake-api';

const request = (url: string, headers: IncomingHttpHeaders = {}) => ({ url, headers }) as IncomingMessage;

describe('createShellRender', () => {
  const api = fakeApi();
  const root = mkdtempSync(path.join(os.tmpdir(), 'ltk-shell-dist-'));
  const manifests: string[] = [];
  const remote = http.createServer((req, res) => {
    manifests.push(req.url ?? '');
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(
      JSON.stringify({
        metaData: { publicPath: 'auto', remoteEntry: { path: '', name: 'remoteEntry.js' } },
        exposes: [{ path: './app', assets: { js: { sync: ['app.js'] } } }],
      }),
    );
  });
  let render: ReturnType<typeof createShellRender>;
  const page = async (url: string, headers: IncomingHttpHeaders = {}, html = SHELL_HTML) =>
    render(new URL(url, ORIGIN).pathname, html, request(url, headers));

  beforeAll(async () => {
    const apiUrl = await listen(api.server);
    const remoteUrl = await listen(remote);
    writeFileSync(
      path.join(root, 'runtime-config.json'),
      JSON.stringify({
        apiBaseUrl: 'https://api.example.test',
        brand: 'Brand',
        remotes: { mfe_product: `${remoteUrl}/mf-manifest.json` },
      }),
    );
    render = createShellRender({ root, apiBaseUrl: apiUrl, origin: ORIGIN });
  });
  afterAll(() => {
    stop(api.server);
    stop(remote);
    rmSync(root, { recursive: true, force: true });
  });

  it("titles with the deployed brand and makes image URLs absolute against the deployed api's public URL", async () => {
    const { status, html } = await page('/post/video');
    expect(status).toBe(200);
    expect(head(html).title).toBe('Clip | Brand');
    expect(head(html).meta['og:image']).toBe(
      'https://api.example.test/images/post/sig/video.jpg?w=450&dpr=1&q=80',
    );
  });

  it('preloads only the 1x hero for a Save-Data reader and one on 2g (the ECT client hint), the srcset on 3g and 4g', async () => {
    for (const headers of [{ 'save-data': 'on' }, { ect: '2g' }, { ect: 'slow-2g' }]) {
      const { html } = await page('/post/p1', headers, SHELL_WITH_REGIONS);
      expect(head(html).preload).toEqual({
        href: 'http://img.test/images/post/sig/p1.jpg?w=450&dpr=1&q=80',
        srcset: undefined,
      });
      // The painted hero as the page renders it then: its 1x candidate alone.
      expect(firstScreen(html).hero?.srcset).toBe(
        'http://img.test/images/post/sig/p1.jpg?w=450&dpr=1&q=80 1x',
      );
    }
    for (const ect of ['3g', '4g']) {
      const { html } = await page('/post/p1', { ect });
      expect(head(html).preload?.srcset).toContain('dpr=3');
    }
  });

  it("preloads the route's remote scripts from the deployed registry, but not for a page with an override", async () => {
    const { html } = await page('/post/p1');
    expect(html).toMatch(
      /<link rel="preload" as="script" href="http:\/\/127\.0\.0\.1:\d+\/remoteEntry\.js" \/>/,
    );
    expect(manifests).toEqual(['/mf-manifest.json']);
    const overridden = await page('/post/p1?override=mfe_product');
    expect(overridden.html).not.toMatch(/as="script"/);
  });

  it('answers an unknown post with 404 and the plain shell', async () => {
    expect(await page('/post/nope')).toEqual({ status: 404, html: SHELL_HTML });
  });
});
