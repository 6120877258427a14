-- Catalog: read-only data written by the seed (creators, posts, products, retailers, collections, categories).
-- User state (accounts, likes, wishes, follows, carts …) lives in migrations 100+.

create table seed_info (
  key text primary key,
  value text not null
);

create table retailers (
  id text primary key,
  display_name text not null,
  domain text not null,
  -- most units of one variant a cart at this retailer accepts (cart 'max-error')
  max_quantity integer not null default 10
);

create table profiles (
  id text primary key,
  display_name text not null unique,
  full_name text not null,
  bio text not null,
  followers_count integer not null,
  created_at timestamptz not null,
  search tsvector generated always as (to_tsvector('simple', display_name || ' ' || full_name)) stored
);
create index profiles_display_name_lower on profiles (lower(display_name) text_pattern_ops);
create index profiles_followers on profiles (followers_count desc, id);
create index profiles_search on profiles using gin (search);

create table retailer_products (
  id text primary key,
  retailer_id text not null references retailers (id),
  title text not null,
  currency text not null default 'USD',
  -- [{ name, values, position }]
  options jsonb not null default '[]',
  image_count integer not null default 1,
  has_size_chart boolean not null default false,
  -- [{ handle, body }]
  policies jsonb not null default '[]'
);

create table variants (
  id text primary key,
  retailer_product_id text not null references retailer_products (id),
  position integer not null,
  title text not null,
  -- { "Size": "M", "Color": "Black" }
  option_values jsonb not null default '{}',
  price_cents integer not null,
  sale_price_cents integer,
  stock integer not null
);
create index variants_retailer_product on variants (retailer_product_id, position);

create table product_details (
  id text primary key,
  name text not null,
  retailer_id text not null references retailers (id),
  retailer_product_id text references retailer_products (id),
  category text not null,
  price_cents integer not null,
  sale_price_cents integer,
  currency text not null default 'USD',
  search tsvector generated always as (to_tsvector('english', name)) stored
);
create index product_details_retailer on product_details (retailer_id);
create index product_details_search on product_details using gin (search);

create table media_objects (
  id text primary key,
  product_details_id text not null references product_details (id),
  position integer not null,
  width integer not null,
  height integer not null
);
create index media_objects_details on media_objects (product_details_id, position);

create table posts (
  id text primary key,
  -- insertion order: the tie-break of every ordering and part of every cursor
  seq bigint not null unique,
  profile_id text not null references profiles (id),
  hash text not null unique,
  title text not null,
  caption text not null,
  hero_width integer not null,
  hero_height integer not null,
  -- lower-cased, without '#': caption hashtags plus category tags (salealert, findsunder50 …)
  hashtags text[] not null,
  featured boolean not null,
  status text not null default 'published',
  date_published timestamptz not null,
  score_24h integer not null,
  trending_score integer not null,
  share_count integer not null,
  product_count integer not null,
  -- caption, product names and creator names, for post search
  search_text text not null,
  search tsvector generated always as (to_tsvector('english', search_text)) stored
);
create index posts_recent on posts (date_published desc, seq desc);
create index posts_featured on posts (date_published desc, seq desc) where featured;
create index posts_rank_24h on posts (score_24h desc, seq desc);
create index posts_trending on posts (trending_score desc, seq desc);
create index posts_shared on posts (share_count desc, seq desc);
create index posts_profile on posts (profile_id, date_published desc, seq desc);
create index posts_profile_trending on posts (profile_id, trending_score desc, seq desc);
create index posts_hashtags on posts using gin (hashtags);
create index posts_search on posts using gin (search);

create table products (
  id text primary key,
  post_id text not null references posts (id),
  position integer not null,
  product_details_id text not null references product_details (id),
  product_reference_id text not null,
  -- 'exact' or 'similar'
  matching text not null
);
create index products_post on products (post_id, position);
create index products_details on products (product_details_id);

create table collections (
  id text primary key,
  profile_id text not null references profiles (id),
  title text not null,
  rank integer not null,
  created_at timestamptz not null
);
create index collections_profile on collections (profile_id, rank, id);

create table collection_items (
  id text primary key,
  collection_id text not null references collections (id),
  post_id text not null references posts (id),
  position integer not null
);
create index collection_items_collection on collection_items (collection_id, position);

create table shop_product_collections (
  id text primary key,
  profile_id text not null references profiles (id),
  title text not null,
  -- PRODUCT_SET, GIFT_GUIDE, FAVORITES …
  subtype text not null,
  description text not null,
  -- upper-cased keys of gift_guide_categories (kind recipient / occasion); null outside gift guides
  audience text,
  occasion text,
  created_at timestamptz not null,
  seq bigint not null unique
);
create index shop_product_collections_profile on shop_product_collections (profile_id, subtype, seq desc);
create index shop_product_collections_audience on shop_product_collections (subtype, audience, seq desc);

create table shop_products (
  id text primary key,
  collection_id text not null references shop_product_collections (id),
  position integer not null,
  product_details_id text not null references product_details (id),
  product_reference_id text not null
);
create index shop_products_collection on shop_products (collection_id, position);

-- Shop categories per country (categories page, header links, bubbles).
create table categories (
  country text not null,
  position integer not null,
  key text not null,
  title text not null,
  subtitle text not null,
  feed_hashtag text not null,
  primary key (country, key)
);

-- Gift-guide recipients and occasions with labels per locale ({ "en": "For Her", "fr": "Pour elle" … }).
create table gift_guide_categories (
  kind text not null,
  key text not null,
  status text not null,
  position integer not null,
  labels jsonb not null,
  primary key (kind, key)
);

-- Related-search terms for suggestions (hashtags, categories, product words) with a popularity weight.
create table search_terms (
  term text primary key,
  weight integer not null
);
create index search_terms_prefix on search_terms (term text_pattern_ops);
