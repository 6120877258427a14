// A small production-like static server for one app's dist/: compression, cache headers, CORS, history fallback.
import { createHash } from 'node:crypto';
import { createReadStream, promises as fs } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import {
  BASE_HEADERS,
  htmlSecurityHeaders,
  originsOfRuntimeConfig,
  overrideSocketOrigins,
} from './security-headers.mjs';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);
// Files whose name stays the same across deploys: always revalidated.
const NO_CACHE = new Set([
  'index.html',
  'mf-manifest.json',
  'mf-manifest-stats.json',
  'remoteEntry.js',
  'runtime-config.json',
]);
/** The methods a static server answers (a preflight's Allow-Methods, a 405's Allow). */
const METHODS = 'GET, HEAD, OPTIONS';

const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

/** Cache-Control for a served file. */
function cacheControl(file) {
  const base = path.basename(file);
  if (NO_CACHE.has(base)) return 'no-cache';
  if (HASHED.test(base)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** The encoding to answer with, from Accept-Encoding. */
function pickEncoding(accept = '') {
  const accepted = accept.split(',').map((part) => part.trim().split(';')[0]);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/**
 * Sends a rendered page (no file behind it): no-cache with an ETag of its bytes, compressed on the fly.
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {{ status: number, html: string }} rendered
 */
async function sendRendered(req, res, { status, html }) {
  const raw = Buffer.from(html, 'utf8');
  const etag = `"${createHash('sha1').update(raw).digest('base64url').slice(0, 20)}"`;
  res.setHeader('Content-Type', TYPES['.html']);
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('ETag', etag);
  // The shell's server drops the hero's srcset for Save-Data and 2g readers. Chromium sends ECT (the effective
  // connection type) only to an origin that asked for it: from the reader's next page on.
  res.setHeader('Vary', 'Accept-Encoding, Save-Data, ECT');
  res.setHeader('Accept-CH', 'ECT');
  if (status === 200 && req.headers['if-none-match'] === etag) {
    res.writeHead(304).end();
    return;
  }
  const encoding = raw.length > 256 ? pickEncoding(req.headers['accept-encoding']) : null;
  const body =
    encoding === 'br'
      ? await brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
      : encoding === 'gzip'
        ? await gzip(raw, { level: 6 })
        : raw;
  res.writeHead(status, {
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    'Content-Length': body.length,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Creates (does not start) the server. `spa`: unknown extension-less paths get index.html. HTML gets a CSP allowing
 * `origins` plus those of a `runtime-config.json` in `root` (the shell's registry: api, remotes, override origins).
 * `render`: the history fallback's HTML goes through it (the shell's previews, see html-server.mjs), with its status.
 * @param {{ root: string, spa?: boolean, log?: boolean, origins?: string[],
 *   render?: (pathname: string, html: string, request: http.IncomingMessage) =>
 *     Promise<{ status: number, html: string }> }} options
 */
export function createStaticServer({ root, spa = true, log = false, origins = [], render }) {
  const rootDir = path.resolve(root);
  const compressed = new Map();

  async function encoded(file, stat, encoding) {
    const key = `${file}:${stat.mtimeMs}:${encoding}`;
    let body = compressed.get(key);
    if (!body) {
      // A build's precompressed copy (brotli 11, see @ltk/mf-config's PrecompressPlugin), unless it is older than the file.
      const pre = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
      const preStat = await fs.stat(pre).catch(() => null);
      const fresh = preStat?.isFile() && preStat.mtimeMs >= stat.mtimeMs;
      body = await (fresh ? fs.readFile(pre) : Promise.reject(new Error('no precompressed copy'))).catch(
        async () => {
          const raw = await fs.readFile(file);
          return encoding === 'br'
            ? brotli(raw, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
                },
              })
            : gzip(raw, { level: 9 });
        },
      );
      compressed.set(key, body);
    }
    return body;
  }

  async function resolveFile(urlPath) {
    let rel;
    try {
      rel = decodeURIComponent(urlPath.split('?')[0]);
    } catch {
      return null;
    }
    const file = path.join(rootDir, path.normalize(rel));
    if (!file.startsWith(rootDir)) return null;
    const stat = await fs.stat(file).catch(() => null);
    if (stat?.isFile()) return { file, stat };
    if (stat?.isDirectory()) {
      const index = path.join(file, 'index.html');
      const indexStat = await fs.stat(index).catch(() => null);
      if (indexStat?.isFile()) return { file: index, stat: indexStat };
    }
    if (spa && !path.extname(rel)) {
      const index = path.join(rootDir, 'index.html');
      const indexStat = await fs.stat(index).catch(() => null);
      if (indexStat?.isFile()) return { file: index, stat: indexStat, fallback: true };
    }
    return null;
  }

  return http.createServer(async (req, res) => {
    const started = Date.now();
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Vary', 'Accept-Encoding');
    for (const [name, value] of Object.entries(BASE_HEADERS)) res.setHeader(name, value);
    try {
      if (req.method === 'OPTIONS') {
        // A preflight's answer only: on every script they cost each first load ~75 bytes a request for nothing.
        res
          .writeHead(204, {
            'Access-Control-Allow-Methods': METHODS,
            'Access-Control-Allow-Headers': '*',
          })
          .end();
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: METHODS }).end();
        return;
      }
      const found = await resolveFile(new URL(req.url ?? '/', 'http://x').pathname);
      if (!found) {
        res
          .writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' })
          .end('Not found');
        return;
      }
      const { file, stat } = found;
      const ext = path.extname(file);
      /** @type {{ status: number, html: string } | null} */
      let rendered = null;
      if (ext === '.html') {
        let html = await fs.readFile(file, 'utf8');
        if (render && 'fallback' in found) {
          rendered = await render(new URL(req.url ?? '/', 'http://x').pathname, html, req);
          html = rendered.html;
        }
        const config = await fs
          .readFile(path.join(rootDir, 'runtime-config.json'), 'utf8')
          .then((text) => /** @type {unknown} */ (JSON.parse(text)))
          .catch(() => null);
        const registry = originsOfRuntimeConfig(config);
        const headers = htmlSecurityHeaders(html, [...origins, ...registry], overrideSocketOrigins(config));
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      }
      if (rendered) {
        await sendRendered(req, res, rendered);
        return;
      }
      const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
      res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
      res.setHeader('Cache-Control', cacheControl(file));
      res.setHeader('ETag', etag);
      res.setHeader('Last-Modified', stat.mtime.toUTCString());
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304).end();
        return;
      }
      const encoding =
        COMPRESSIBLE.has(ext) && stat.size > 256 ? pickEncoding(req.headers['accept-encoding']) : null;
      if (encoding) {
        const body = await encoded(file, stat, encoding);
        res.writeHead(200, { 'Content-Encoding': encoding, 'Content-Length': body.length });
        res.end(req.method === 'HEAD' ? undefined : body);
      } else {
        res.writeHead(200, { 'Content-Length': stat.size });
        if (req.method === 'HEAD') res.end();
        else createReadStream(file).pipe(res);
      }
    } catch (error) {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(String(error));
    } finally {
      if (log) console.log(`${req.method} ${req.url} ${res.statusCode} ${Date.now() - started}ms`);
    }
  });
}
