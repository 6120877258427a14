-- Post search ranks posts about the words first (decision 0080) by testing each match's subject. The weighted
-- `search_lead` (positions and weights, ~320 bytes) made that test most of a search's cost: the subject's words as
-- typed and as stems are two plain word lists instead (no positions: `strip`), tested with the search's own tsquery
-- (decision 0090). Nothing looks them up by index: the full-text index on `search` finds the matches.
alter table posts
  add column lead_words tsvector generated always as (strip(to_tsvector('simple', caption || ' ' || lead_text))) stored,
  add column lead_stems tsvector generated always as (strip(to_tsvector('english', caption || ' ' || lead_text))) stored;
drop index posts_search_lead;
alter table posts drop column search_lead;
