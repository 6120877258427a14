-- Impersonation that ends (issue 26): a session may have an end (`expires_at`, an hour after an impersonation starts),
-- and every write made in an impersonation session is recorded with the staff member who made it.
ALTER TABLE auth_sessions ADD COLUMN IF NOT EXISTS expires_at timestamptz;
CREATE INDEX IF NOT EXISTS auth_sessions_impersonator_idx ON auth_sessions (impersonator_id) WHERE impersonator_id IS NOT NULL;

-- Impersonation sessions started before this migration had no end: they end an hour after they started.
UPDATE auth_sessions SET expires_at = created_at + interval '1 hour'
  WHERE impersonator_id IS NOT NULL AND expires_at IS NULL;
UPDATE refresh_tokens r SET expires_at = s.expires_at
  FROM auth_sessions s WHERE r.session_id = s.id AND s.expires_at IS NOT NULL AND r.expires_at > s.expires_at;

-- Ids only (no foreign keys): the record outlives the sessions, and names accounts by id as the tokens do.
CREATE TABLE IF NOT EXISTS impersonation_audit (
  id bigserial PRIMARY KEY,
  session_id text NOT NULL,
  impersonator_id uuid NOT NULL,
  user_id uuid NOT NULL,
  method text NOT NULL,
  route text NOT NULL,
  url text NOT NULL,
  status int NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS impersonation_audit_impersonator_idx ON impersonation_audit (impersonator_id, id DESC);
CREATE INDEX IF NOT EXISTS impersonation_audit_user_idx ON impersonation_audit (user_id, id DESC);
