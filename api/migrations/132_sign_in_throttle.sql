-- Sign-in throttling per client address (identity/login-rate-limit.ts): the time of the latest password check granted
-- to an address; checks of an address with many recent failures are spaced out from it. Shared by every instance.
CREATE TABLE IF NOT EXISTS login_throttle (
  ip text PRIMARY KEY,
  last_turn timestamptz NOT NULL
);
