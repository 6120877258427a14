import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogContext } from '../catalog/context.js';
import { TtlCache } from '../lib/ttl-cache.js';

export const catalogContext = (app: FastifyInstance): CatalogContext => ({ db: app.db, config: app.config });

/**
 * Whole catalog responses by URL. The catalog is read-only after the seed, so per-instance copies stay correct
 * when several instances run; 60 s bounds memory churn, not staleness.
 */
export const catalogResponses = new TtlCache<string>(5000, 60_000);

/** Cache key of a request: method + full URL (path and query). */
export const cacheKey = (method: string, url: string, extra = ''): string => `${method} ${url} ${extra}`;

/**
 * Answers from the catalog response cache: the body is computed once per URL (and POST body), serialized once with
 * the route's response schema, and later requests get the stored JSON text. `null` bodies are sent as JSON null.
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
    return body === null ? 'null' : (reply.serialize(body) as string);
  });
  return reply.type('application/json; charset=utf-8').send(json);
}
