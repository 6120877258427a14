import type { FastifyReply, FastifyRequest } from 'fastify';
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

/**
 * Per-IP (or other key) request limits of this process: a fixed window per key, in memory, at most `maxKeys` keys
 * (expired ones swept first, then the oldest). Behind N instances a client gets up to N times the limit; the failed-login
 * limits, which matter most, are kept in the database instead (login-rate-limit.ts).
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    readonly rule: RateLimit,
    private readonly maxKeys = 100_000,
  ) {}

  /** Counts one hit of `weight` (1, or e.g. the bytes of a request); `retryAfterSeconds` > 0 means refused. */
  hit(key: string, now = Date.now(), weight = 1): { allowed: boolean; retryAfterSeconds: number } {
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

/**
 * A preHandler refusing a client IP over `limiter`'s rule with 429 and Retry-After. `applies` narrows it (e.g. only
 * anonymous requests); `weigh` counts a request as more than one (e.g. its bytes). The IP is Fastify's `request.ip`,
 * which honours `TRUST_PROXY`.
 */
export function limitPerIp(
  limiter: RateLimiter,
  what: string,
  applies: (request: FastifyRequest) => boolean = () => true,
  weigh: (request: FastifyRequest) => number = () => 1,
) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!applies(request)) return;
    const { allowed, retryAfterSeconds } = limiter.hit(request.ip, Date.now(), weigh(request));
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
