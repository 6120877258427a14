-- Identity: accounts, signing keys, refresh tokens, login attempts, OIDC provider storage.
CREATE TABLE IF NOT EXISTS users (
  id uuid PRIMARY KEY,
  email text NOT NULL,
  password_hash text NOT NULL,
  full_name text NOT NULL DEFAULT '',
  role text NOT NULL DEFAULT 'shopper' CHECK (role IN ('shopper', 'staff')),
  account_id integer NOT NULL,
  publisher_id integer NOT NULL,
  authn_provider text NOT NULL DEFAULT 'auth0',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX IF NOT EXISTS users_email_key ON users (lower(email));
CREATE SEQUENCE IF NOT EXISTS users_account_id_seq START 1000001;

-- One row per slot; slot 1 is the active signing key. Insert-if-absent keeps instances in agreement.
CREATE TABLE IF NOT EXISTS identity_keys (
  slot int PRIMARY KEY,
  kid text NOT NULL UNIQUE,
  private_jwk jsonb NOT NULL,
  public_jwk jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS refresh_tokens (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  impersonator_id uuid REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS refresh_tokens_user_idx ON refresh_tokens (user_id);

CREATE TABLE IF NOT EXISTS login_attempts (
  id bigserial PRIMARY KEY,
  account_key text NOT NULL,
  ip text NOT NULL,
  attempted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS login_attempts_key_idx ON login_attempts (account_key, ip, attempted_at);

CREATE TABLE IF NOT EXISTS password_reset_requests (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- oidc-provider adapter storage (sessions, grants, codes, tokens, interactions).
CREATE TABLE IF NOT EXISTS oidc_payloads (
  model text NOT NULL,
  id text NOT NULL,
  payload jsonb NOT NULL,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  PRIMARY KEY (model, id)
);
CREATE INDEX IF NOT EXISTS oidc_payloads_grant_idx ON oidc_payloads (grant_id);
CREATE INDEX IF NOT EXISTS oidc_payloads_uid_idx ON oidc_payloads (uid);
CREATE INDEX IF NOT EXISTS oidc_payloads_user_code_idx ON oidc_payloads (user_code);
