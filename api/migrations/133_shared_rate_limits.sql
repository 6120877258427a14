-- Per-address request limits shared by every api process on one PostgreSQL server (lib/rate-limiter.ts,
-- SharedRateLimiter): one fixed window per limit name and client key.
CREATE TABLE IF NOT EXISTS rate_limit_windows (
  name text NOT NULL,
  key text NOT NULL,
  started_at timestamptz NOT NULL,
  hits bigint NOT NULL,
  PRIMARY KEY (name, key)
);
