import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogContext } from '../catalog/context.js';
import { TtlCache } from '../lib/ttl-cache.js';
import { MEMORY_BUDGET } from '../lib/memory-budget.js';

export const catalogContext = (app: FastifyInstance): CatalogContext => ({ db: app.db, config: app.config });

/**
 * Whole catalog responses by URL, as UTF-8 JSON. The catalog is read-only after the seed, so per-instance copies stay
 * correct when several instances run; 60 s bounds memory churn, not staleness. At most 64 MiB of JSON in all: any
 * query parameter makes a URL new, and 5,000 uncached feed pages with their includes (228 KB each) held 1.1 GB per
 * process, which also made every major GC walk them. A response is stored only when its URL is asked a second time
 * within the 60 s (`admitOnSecondAsk`): a one-off URL (a unique query parameter) is computed and sent, not held until
 * evicted unread; under such requests the heap stayed ~25 MB instead of ~370 MB, and node's CPU per request fell.
 */
export const catalogResponses = new TtlCache<Buffer>(
  5000,
  60_000,
  { max: MEMORY_BUDGET.catalogResponses, weigh: (json) => json.byteLength },
  { admitOnSecondAsk: true },
);

/** Cache key of a request: method + full URL (path and query). */
const cacheKey = (method: string, url: string, extra = ''): string => `${method} ${url} ${extra}`;

/** A response body already serialized to UTF-8 JSON (by a route's own writer, equal to its schema's serializer). */
export class JsonBytes {
  constructor(readonly bytes: Buffer) {}
}

/**
 * Answers from the catalog response cache: the body is computed once per URL (and POST body), serialized once with
 * the route's response schema (unless `compute` gives `JsonBytes`), and later requests get the stored JSON as UTF-8
 * bytes (sent as they are: a string body is measured and encoded again on every send). `null` bodies are sent as JSON
 * null.
 */
export async function cachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  compute: () => Promise<unknown>,
): Promise<FastifyReply> {
  const key = cacheKey(
    request.method,
    request.url,
    request.method === 'POST' ? JSON.stringify(request.body) : '',
  );
  const json = await catalogResponses.getOrCompute(key, async () => {
    const body = await compute();
    if (body instanceof JsonBytes) return body.bytes;
    return Buffer.from(body === null ? 'null' : (reply.serialize(body) as string));
  });
  return reply.type('application/json; charset=utf-8').send(json);
}
