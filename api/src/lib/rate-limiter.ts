import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/db.js';
import { ApiError } from '../errors/api-error.js';

export type RateLimit = { limit: number; windowSeconds: number };

/**
 * Requests per client IP. Generous enough for an office or campus behind one NAT address, tight enough that one
 * address cannot mass-create accounts, flood reset mails or fill the analytics table.
 */
export const RATE_LIMITS = {
  /** `POST /token/` (password and refresh grants), besides the failed-login limits. */
  token: { limit: 300, windowSeconds: 300 },
  signup: { limit: 100, windowSeconds: 3600 },
  passwordRequest: { limit: 20, windowSeconds: 900 },
  /** Anonymous analytics batches: the shell's sink sends at most 2 a second per tab. */
  anonymousAnalytics: { limit: 240, windowSeconds: 60 },
  /**
   * Bytes of anonymous analytics batches per hour (a tab's sink sends a few KB a minute): without it one address could
   * store ~11 GB an hour at the batch limit above.
   */
  anonymousAnalyticsBytes: { limit: 16 * 1024 * 1024, windowSeconds: 3600 },
  /** Image renders (cache misses) per address: each takes a core for tens of ms; cached images are not counted. */
  imageRenders: { limit: 600, windowSeconds: 60 },
} satisfies Record<string, RateLimit>;

type Hit = { allowed: boolean; retryAfterSeconds: number };

/**
 * Per-IP (or other key) request limits of this process: a fixed window per key, in memory, at most `maxKeys` keys
 * (expired ones swept first, then the oldest). For one process (PGlite); several processes on one PostgreSQL server use
 * `SharedRateLimiter`.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    readonly rule: RateLimit,
    private readonly maxKeys = 100_000,
  ) {}

  /** Counts one hit of `weight` (1, or e.g. the bytes of a request); `retryAfterSeconds` > 0 means refused. */
  hit(key: string, now = Date.now(), weight = 1): Hit {
    const windowMs = this.rule.windowSeconds * 1000;
    let window = this.windows.get(key);
    if (!window || now - window.start >= windowMs) {
      this.windows.delete(key);
      if (this.windows.size >= this.maxKeys) this.sweep(now);
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count += weight;
    if (window.count <= this.rule.limit) return { allowed: true, retryAfterSeconds: 0 };
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((window.start + windowMs - now) / 1000)),
    };
  }

  private sweep(now: number): void {
    const windowMs = this.rule.windowSeconds * 1000;
    for (const [key, window] of this.windows) if (now - window.start >= windowMs) this.windows.delete(key);
    // Still full: forget the oldest windows (insertion order), which at worst lets those clients start afresh.
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxKeys) break;
      this.windows.delete(key);
    }
  }
}

/** Expired windows are deleted once every this many hits of a process. */
const PRUNE_EVERY = 1000;
let hitsSincePrune = 0;

/**
 * The same fixed windows kept in PostgreSQL (`rate_limit_windows`), one statement per hit: every process and machine
 * on the database counts into one window, so the documented limits hold for the whole deployment.
 */
export class SharedRateLimiter {
  constructor(
    private readonly db: Queryable,
    private readonly name: string,
    readonly rule: RateLimit,
  ) {}

  async hit(key: string, _now = Date.now(), weight = 1): Promise<Hit> {
    const expired = 'w.started_at <= clock_timestamp() - make_interval(secs => $4)';
    const { rows } = await this.db.query<{ hits: string; left_s: number }>(
      `insert into rate_limit_windows as w (name, key, started_at, hits) values ($1, $2, clock_timestamp(), $3)
       on conflict (name, key) do update set
         started_at = case when ${expired} then clock_timestamp() else w.started_at end,
         hits = case when ${expired} then $3 else w.hits + $3 end
       returning hits::text as hits,
         extract(epoch from started_at + make_interval(secs => $4) - clock_timestamp())::float8 as left_s`,
      [this.name, key, weight, this.rule.windowSeconds],
    );
    hitsSincePrune += 1;
    if (hitsSincePrune >= PRUNE_EVERY) {
      hitsSincePrune = 0;
      await this.db.query(
        `delete from rate_limit_windows where started_at < clock_timestamp() - interval '1 day'`,
      );
    }
    const row = rows[0];
    if (!row || Number(row.hits) <= this.rule.limit) return { allowed: true, retryAfterSeconds: 0 };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(row.left_s)) };
  }
}

/** The limiter of `name`'s rule for this app: shared through PostgreSQL when `sharedRateLimits`, else in memory. */
export function rateLimiterFor(
  app: FastifyInstance,
  name: keyof typeof RATE_LIMITS,
): RateLimiter | SharedRateLimiter {
  const rule = app.config.rateLimits[name];
  return app.config.sharedRateLimits ? new SharedRateLimiter(app.db, name, rule) : new RateLimiter(rule);
}

/**
 * A preHandler refusing a client IP over `limiter`'s rule with 429 and Retry-After. `applies` narrows it (e.g. only
 * anonymous requests); `weigh` counts a request as more than one (e.g. its bytes). The IP is Fastify's `request.ip`,
 * which honours `TRUST_PROXY`.
 */
export function limitPerIp(
  limiter: RateLimiter | SharedRateLimiter,
  what: string,
  applies: (request: FastifyRequest) => boolean = () => true,
  weigh: (request: FastifyRequest) => number = () => 1,
) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!applies(request)) return;
    const { allowed, retryAfterSeconds } = await limiter.hit(request.ip, Date.now(), weigh(request));
    if (allowed) return;
    void reply.header('Retry-After', String(retryAfterSeconds));
    throw new ApiError(
      429,
      'too_many_requests',
      `Too many ${what} from this address; try again in ${retryAfterSeconds} s.`,
      'Too many attempts. Please try again later.',
    );
  };
}
