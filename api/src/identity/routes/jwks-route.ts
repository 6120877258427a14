import type { FastifyInstance } from 'fastify';
import { getSigningKeys } from '../keys.js';

const jwksSchema = {
  type: 'object',
  properties: {
    keys: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          kty: { type: 'string' },
          kid: { type: 'string' },
          alg: { type: 'string' },
          use: { type: 'string' },
          n: { type: 'string' },
          e: { type: 'string' },
        },
        required: ['kty', 'kid', 'n', 'e'],
      },
    },
  },
  required: ['keys'],
} as const;

/** Public keys of every token (both strategies) at `/oidc/jwks` and `/.well-known/jwks.json`. */
export function registerJwksRoutes(app: FastifyInstance): void {
  for (const url of ['/oidc/jwks', '/.well-known/jwks.json']) {
    app.get(
      url,
      {
        schema: {
          operationId: url === '/oidc/jwks' ? 'getJwks' : 'getWellKnownJwks',
          security: [],
          tags: ['auth'],
          summary: 'JSON Web Key Set',
          // Served as RFC 7517's media type, so the document says so (Fastify picks the serializer by it).
          response: { 200: { content: { 'application/jwk-set+json': { schema: jwksSchema } } } },
        },
      },
      async (request, reply) => {
        const keys = await getSigningKeys(request.server.db);
        reply.header('cache-control', 'public, max-age=300').type('application/jwk-set+json');
        return keys.jwks;
      },
    );
  }
}
