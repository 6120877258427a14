-- Failed logins per client IP across accounts (password spraying from one address), besides per account+IP.
CREATE INDEX IF NOT EXISTS login_attempts_ip_idx ON login_attempts (ip, attempted_at);
