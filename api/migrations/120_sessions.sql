-- Sessions: every access token carries `sid`, the id of one row here, checked on each request, so that a session can end
-- before its tokens expire. Password sessions are created at the password grant; a hosted session's id is the
-- provider's grant id (its row is added when the provider first issues a token for it). Refresh tokens belong to one
-- session and rotate: a rotated token presented again revokes its session (the whole family).
CREATE TABLE IF NOT EXISTS auth_sessions (
  id text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  impersonator_id uuid REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE INDEX IF NOT EXISTS auth_sessions_user_idx ON auth_sessions (user_id);

ALTER TABLE refresh_tokens ADD COLUMN IF NOT EXISTS session_id text REFERENCES auth_sessions (id) ON DELETE CASCADE;
ALTER TABLE refresh_tokens ADD COLUMN IF NOT EXISTS rotated_at timestamptz;
CREATE INDEX IF NOT EXISTS refresh_tokens_session_idx ON refresh_tokens (session_id);
