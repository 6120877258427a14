-- Post search answers from its first tier, the most trending posts, when no post outside it has a better subject
-- (decision 0091). That check finds posts by their subject's words as typed and as stems: index both lists.
create index posts_lead_words on posts using gin (lead_words);
create index posts_lead_stems on posts using gin (lead_stems);
-- The first tier's own full-text index (posts_search_first_tier, partial on the trending bound) is made by the api
-- once the catalog is seeded (search-first-tier.ts): its bound depends on the catalog's scores.
