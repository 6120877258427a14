-- Search ranks what a post is about first, and typeahead matches inside words through trigrams (decision 0080).

-- Trigram indexes (pg_trgm: a contrib extension of PostgreSQL, and a PGlite extension loaded by the api).
create extension if not exists pg_trgm;

-- The post's own subject: its caption (which names the lead product's kind) and the lead product's name, as typed
-- (weight A, 'simple': "leggings" is not "wide-leg") and stemmed (weight B, 'english': "dresses" is "dress"). A post
-- whose subject matches every word of a search comes before one that only lists a matching product further down.
alter table posts add column lead_text text not null default '';
update posts p set lead_text = d.name
from products pr join product_details d on d.id = pr.product_details_id
where pr.post_id = p.id and pr.position = 0;
alter table posts
  add column search_lead tsvector generated always as (
    setweight(to_tsvector('simple', caption || ' ' || lead_text), 'A')
      || setweight(to_tsvector('english', caption || ' ' || lead_text), 'B')) stored;
create index posts_search_lead on posts using gin (search_lead);

-- Typeahead: a term or a creator name containing the typed text anywhere ('% bag%', '%ash%') uses these.
create index search_terms_trgm on search_terms using gin (term gin_trgm_ops);
create index profiles_display_name_trgm on profiles using gin (lower(display_name) gin_trgm_ops);
create index profiles_full_name_trgm on profiles using gin (lower(full_name) gin_trgm_ops);

-- A catalog seeded before this migration was only analyzed: its GIN indexes still hold the seed's rows in their
-- pending lists, which every search reads in full. Move them into the indexes (the seed now ends with vacuum).
select gin_clean_pending_list(i.indexrelid)
from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am am on am.oid = c.relam
where am.amname = 'gin' and c.relnamespace = current_schema()::regnamespace;
