-- Shared wishlists: a random share token per wishlist (the share hash names it, not the wishlist id, which
-- for a default wishlist is derived from the owner id), and service settings read per request (the
-- shared-wishlist allow list of spec section 5).
ALTER TABLE wish_collections ADD COLUMN IF NOT EXISTS share_token text;
UPDATE wish_collections SET share_token = replace(gen_random_uuid()::text, '-', '') WHERE share_token IS NULL;
ALTER TABLE wish_collections ALTER COLUMN share_token SET DEFAULT replace(gen_random_uuid()::text, '-', '');
ALTER TABLE wish_collections ALTER COLUMN share_token SET NOT NULL;
CREATE UNIQUE INDEX IF NOT EXISTS wish_collections_share_token_key ON wish_collections (share_token);

CREATE TABLE IF NOT EXISTS service_settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_by uuid,
  updated_at timestamptz NOT NULL DEFAULT now()
);
