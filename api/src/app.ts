import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import { allowsOrigin, servesHttps, type Config } from './config.js';
import type { Db } from './db/db.js';
import { registerErrorHandlers } from './errors/error-handler.js';
import { recordImpersonatedWrite } from './identity/impersonation.js';
import { rejectTokensOfErasedAccounts } from './identity/verify.js';
import { rejectHostileInput } from './lib/reject-hostile-input.js';
import { apiSecurityHeaders, securityHeadersHook } from './lib/security-headers.js';
import { identitySettings } from './identity/settings.js';
import { registerRoutes } from './routes/index.js';
import { components } from './schemas/builders.js';
import { documentStoreFull } from './schemas/errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
  }
}

export type BuildAppOptions = { db: Db; config: Config; logger?: boolean };

/** The HTTP service on an open, migrated database. Call `listen` (main) or `inject` (tests) on the result. */
export async function buildApp({ db, config, logger = false }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1_048_576,
    // The client IP of the per-IP limits: the socket's unless the operator names the proxies in front (TRUST_PROXY).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    ajv: {
      customOptions: { coerceTypes: 'array', useDefaults: true, removeAdditional: true, allErrors: false },
    },
  });
  app.decorate('db', db);
  app.decorate('config', config);
  registerErrorHandlers(app);

  await app.register(cors, {
    // The web site's origin(s); in demo mode also any localhost origin (remotes' dev servers and harnesses).
    origin: (origin, callback) => callback(null, !origin || allowsOrigin(config, origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: [
      'Authorization',
      'X-SIGIL-ID',
      'Content-Type',
      'Accept',
      'Accept-Language',
      'X-Requested-With',
    ],
    maxAge: 600,
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  await app.register(formbody);
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'LTK services',
        version: '0.1.0',
        description: 'Every call of product-spec section 7, one service.',
      },
      servers: [{ url: config.publicUrl }],
      // Every operation names one of these (operationIds are the @ltk/api-client calls' names).
      tags: [
        {
          name: 'feeds',
          description: 'Activity feeds: discover, trending, following, creators, hashtags, gift guides',
        },
        { name: 'posts', description: 'Posts (ltks), their products and creator profiles' },
        { name: 'products', description: 'Products, product details, media objects and retailer products' },
        {
          name: 'collections',
          description: 'Creator collections, product sets, gift guides and their categories',
        },
        { name: 'discovery', description: 'Shop categories and the category bubbles' },
        { name: 'search', description: 'Post, creator, shop and suggestion search; search click reporting' },
        { name: 'follows', description: "Creator recommendations, follower counts and the caller's follows" },
        { name: 'likes', description: "The caller's liked posts" },
        { name: 'wishes', description: "The caller's saved products and wishlists; shared wishlists" },
        { name: 'carts', description: "The caller's carts, cart lines and checkouts" },
        { name: 'account', description: "The caller's settings, accepted legal terms and data requests" },
        { name: 'auth', description: 'Tokens, sign-up, password, user info, logout and the signing keys' },
        { name: 'images', description: 'Generated, resized entity images' },
        { name: 'analytics', description: 'Analytics event batches from the site' },
        { name: 'experiments', description: 'Feature flags and the experiments variant' },
        { name: 'service settings', description: 'Operator settings (staff only)' },
        { name: 'staff', description: 'Impersonation sessions and the record of their writes (staff only)' },
      ],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    // Components keep their $id as their name in the document (and in the types @ltk/contracts generates from it).
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => (json.$id as string) || `def-${i}`,
    },
  });
  for (const schema of components) app.addSchema(schema);

  const { redirectUris, postLogoutRedirectUris } = identitySettings(config.publicUrl, config.webUrl);
  const webOrigins = [...redirectUris, ...postLogoutRedirectUris].map((uri) => new URL(uri).origin);
  app.addHook('onRequest', securityHeadersHook(apiSecurityHeaders(webOrigins, servesHttps(config))));
  app.addHook('onRequest', rejectTokensOfErasedAccounts);
  app.addHook('onSend', recordImpersonatedWrite);
  app.addHook('preHandler', rejectHostileInput);
  app.addHook('onRoute', documentStoreFull);
  await registerRoutes(app);

  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  app.get('/health', { schema: { hide: true } }, async () => ({ ok: true }));
  return app;
}
