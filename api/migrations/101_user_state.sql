-- User state: follows, likes, wishes and wish collections, carts and items, checkouts, policies, settings, data requests.
-- Catalog ids are text (see 001_catalog.sql); every row belongs to one user and is read and written only by that user.

CREATE TABLE IF NOT EXISTS follows (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  profile_id text NOT NULL REFERENCES profiles (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, profile_id)
);
CREATE INDEX IF NOT EXISTS follows_user_idx ON follows (user_id, id DESC);

CREATE TABLE IF NOT EXISTS likes (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  ltk_id text NOT NULL REFERENCES posts (id),
  like_type text NOT NULL DEFAULT 'CLICK',
  network text NOT NULL DEFAULT 'LTK',
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, ltk_id)
);
CREATE INDEX IF NOT EXISTS likes_user_idx ON likes (user_id, created_at DESC, id DESC);

CREATE TABLE IF NOT EXISTS wish_collections (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX IF NOT EXISTS wish_collections_default_idx ON wish_collections (user_id) WHERE is_default;

CREATE TABLE IF NOT EXISTS wishes (
  id uuid PRIMARY KEY,
  seq bigserial NOT NULL UNIQUE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  collection_id uuid NOT NULL REFERENCES wish_collections (id) ON DELETE CASCADE,
  ltk_product_id text NOT NULL REFERENCES products (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, ltk_product_id)
);
CREATE INDEX IF NOT EXISTS wishes_user_idx ON wishes (user_id, seq DESC);
CREATE INDEX IF NOT EXISTS wishes_collection_idx ON wishes (collection_id, seq DESC);

CREATE TABLE IF NOT EXISTS carts (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  retailer_id text NOT NULL REFERENCES retailers (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, retailer_id)
);

CREATE TABLE IF NOT EXISTS cart_items (
  id uuid PRIMARY KEY,
  cart_id uuid NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_details_id text NOT NULL REFERENCES product_details (id),
  variant_id text NOT NULL REFERENCES variants (id),
  quantity integer NOT NULL CHECK (quantity > 0),
  content_source_type text NOT NULL DEFAULT 'off_property' CHECK (content_source_type IN ('post', 'product_set', 'off_property')),
  content_source_id text,
  click_hash text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (cart_id, variant_id)
);
CREATE INDEX IF NOT EXISTS cart_items_user_idx ON cart_items (user_id);

CREATE TABLE IF NOT EXISTS checkouts (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  cart_id uuid NOT NULL,
  retailer_id text NOT NULL REFERENCES retailers (id),
  -- [{ variantId, productDetailsId, title, quantity, unitPriceCents }]
  items jsonb NOT NULL,
  subtotal_cents integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS signed_policies (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  cookie boolean NOT NULL DEFAULT false,
  privacy boolean NOT NULL DEFAULT false,
  tos boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS user_settings (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  locale text NOT NULL DEFAULT 'en',
  email_notifications boolean NOT NULL DEFAULT true,
  push_notifications boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- No foreign key: the record of an erasure request outlives the erased account.
CREATE TABLE IF NOT EXISTS data_requests (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL,
  request_type text NOT NULL CHECK (request_type IN ('access', 'erasure')),
  status text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);
CREATE INDEX IF NOT EXISTS data_requests_user_idx ON data_requests (user_id, created_at DESC);
