import fs from 'node:fs';
import path from 'node:path';
import { imageUrlKeyFrom } from './images/image-signature.js';
import { SIGN_IN_THROTTLE, type SignInThrottle } from './identity/login-rate-limit.js';
import { RATE_LIMITS } from './lib/rate-limiter.js';

export const SCALES = ['small', 'default', 'large'] as const;
export type Scale = (typeof SCALES)[number];

export type Config = {
  port: number;
  host: string;
  publicUrl: string;
  /** Origin of the web site (share URLs, `links.ltkWeb`). */
  webUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  seed: number;
  scale: Scale;
  /** Directory holding the versioned `NNN_name.sql` migrations. */
  migrationsDir: string;
  logLevel: string;
  /**
   * Default of the shared-wishlist allow list (spec section 5) when no service setting overrides it:
   * `SHARED_WISHLIST_ALLOW_LIST` = `true` (default, everyone's lists), `false` (none) or comma-separated owner ids.
   */
  sharedWishlistAllowList: boolean | string[];
  /** `NODE_ENV=production`: secrets are required and demo conveniences refused (`productionProblems`). */
  production: boolean;
  /**
   * `LTK_DEMO=true`, set only by the local compose (`npm start`, `npm test`, `npm run dev`): seeds the demo accounts
   * (one of them staff, able to impersonate anyone) and lets any localhost origin call the api with credentials.
   */
  demo: boolean;
  /** Origins allowed to call the api with credentials: `CORS_ORIGINS` (comma-separated), default the web site's. */
  corsOrigins: string[];
  /** Signs image URLs (`imageSignature`): `IMAGE_URL_KEY`, else derived from `OIDC_COOKIE_KEYS`, else random. */
  imageUrlKey: string;
  /**
   * Fastify `trustProxy` from `TRUST_PROXY`: unset/`false` uses the socket address as the client IP (the per-IP
   * limits); `true` trusts every proxy, a number N trusts N hops, else a comma-separated list of proxy IPs/CIDRs.
   */
  trustProxy: boolean | number | string[];
  /**
   * Requests per client IP (`RATE_LIMITS`); tests shrink them. `IMAGE_RENDERS_PER_MINUTE` sets the image-render one
   * (default 600): the local compose raises it, since every browser of the e2e suite comes from one address.
   */
  rateLimits: typeof RATE_LIMITS;
  /**
   * Count the per-IP limits in the database (`rate_limit_windows`) rather than in memory: on by default with
   * `DATABASE_URL`, where several processes and machines share one server and each must see every request.
   */
  sharedRateLimits: boolean;
  /** Days anonymous and signed-in analytics rows are kept (`ANALYTICS_RETENTION_DAYS`, default 30); older are deleted hourly. */
  analyticsRetentionDays: number;
  /** Sign-in throttling per account+address and per address (`SIGN_IN_THROTTLE`); tests shorten its waits. */
  signInThrottle: SignInThrottle;
};

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function isApiRoot(dir: string): boolean {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: string };
    return pkg.name === '@ltk/api';
  } catch {
    return false;
  }
}

/** The `api/` folder, found from the working directory or the started script (no import.meta: jest runs CJS). */
export function apiRoot(): string {
  const starts = [
    process.env.API_ROOT,
    process.cwd(),
    path.join(process.cwd(), 'api'),
    process.argv[1] && path.dirname(process.argv[1]),
  ];
  for (const start of starts) {
    if (!start) continue;
    let dir = path.resolve(start);
    for (;;) {
      if (isApiRoot(dir)) return dir;
      const parent = path.dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
  return process.cwd();
}

/** `true` / `false` / comma-separated ids; anything unset means allow all. */
function parseAllowList(value: string | undefined): boolean | string[] {
  const text = value?.trim();
  if (!text || text === 'true') return true;
  if (text === 'false') return false;
  return text
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
}

function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return list(value);
}

function positiveNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!(number > 0)) throw new Error(`${name} must be a positive number, not ${value}`);
  return number;
}

function parseScale(value: string | undefined): Scale {
  if (value === undefined || value === '') return 'default';
  if ((SCALES as readonly string[]).includes(value)) return value as Scale;
  throw new Error(`SCALE must be one of ${SCALES.join(', ')}, not ${value}`);
}

/** Reads the service configuration from environment variables (all optional). */
const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;

/** May pages of `origin` call the api with credentials (CORS) and use its session cookie? */
export function allowsOrigin(config: Pick<Config, 'corsOrigins' | 'demo'>, origin: string): boolean {
  return config.corsOrigins.includes(origin) || (config.demo && LOCAL_ORIGIN.test(origin));
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const port = Number(env.PORT ?? 4000);
  const root = apiRoot();
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    webUrl: (env.WEB_URL ?? 'http://localhost:3000').replace(/\/$/, ''),
    dataDir: path.resolve(env.DATA_DIR ?? path.join(root, '.data')),
    databaseUrl: env.DATABASE_URL || undefined,
    seed: Number(env.SEED ?? 42),
    scale: parseScale(env.SCALE),
    migrationsDir: path.join(root, 'migrations'),
    logLevel: env.LOG_LEVEL ?? 'info',
    sharedWishlistAllowList: parseAllowList(env.SHARED_WISHLIST_ALLOW_LIST),
    production: env.NODE_ENV === 'production',
    demo: env.LTK_DEMO === 'true',
    corsOrigins: list(env.CORS_ORIGINS).length
      ? list(env.CORS_ORIGINS)
      : [new URL(env.WEB_URL ?? 'http://localhost:3000').origin],
    imageUrlKey: imageUrlKeyFrom(env),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimits: {
      ...RATE_LIMITS,
      imageRenders: {
        ...RATE_LIMITS.imageRenders,
        limit: positiveNumber(
          'IMAGE_RENDERS_PER_MINUTE',
          env.IMAGE_RENDERS_PER_MINUTE,
          RATE_LIMITS.imageRenders.limit,
        ),
      },
    },
    sharedRateLimits: Boolean(env.DATABASE_URL),
    signInThrottle: SIGN_IN_THROTTLE,
    analyticsRetentionDays: positiveNumber('ANALYTICS_RETENTION_DAYS', env.ANALYTICS_RETENTION_DAYS, 30),
    ...overrides,
  };
}

/**
 * Is the api reached over https (`PUBLIC_URL`)? Then every cookie is `Secure` and responses carry HSTS, whatever the
 * connection from the TLS proxy to the api is.
 */
export function servesHttps(config: Pick<Config, 'publicUrl'>): boolean {
  return config.publicUrl.startsWith('https://');
}

/** Minimum length of each `OIDC_COOKIE_KEYS` entry in production. */
const MIN_SECRET_LENGTH = 32;

/**
 * Why the service must not start as configured (empty when it may). In production the secrets come from the
 * environment, never from defaults, and demo mode is refused.
 */
export function productionProblems(config: Config, env: NodeJS.ProcessEnv = process.env): string[] {
  if (!config.production) return [];
  const problems: string[] = [];
  if (config.demo)
    problems.push('LTK_DEMO=true (demo accounts, open CORS) is refused with NODE_ENV=production');
  const cookieKeys = list(env.OIDC_COOKIE_KEYS);
  if (cookieKeys.length === 0 || cookieKeys.some((key) => key.length < MIN_SECRET_LENGTH))
    problems.push(`OIDC_COOKIE_KEYS must hold one or more random keys of ${MIN_SECRET_LENGTH}+ characters`);
  for (const name of ['PUBLIC_URL', 'WEB_URL'] as const)
    if (!env[name])
      problems.push(`${name} must be set (the issuer and the allowed redirect origins derive from it)`);
  if (servesHttps(config) && config.trustProxy === false)
    problems.push(
      "TRUST_PROXY must name the TLS proxy in front of the api when PUBLIC_URL is https (its address, a CIDR, or the number of hops): without it every client has the proxy's address, so one client's limits and sign-in throttling fall on all",
    );
  return problems;
}
