-- Click analytics reported by logged-in shoppers (POST /v1/analytics/clicks).
create table search_clicks (
  id bigint generated always as identity primary key,
  user_id text not null,
  event text not null,
  content_id text,
  content_type text,
  search_string text,
  payload jsonb not null,
  created_at timestamptz not null default now()
);
create index search_clicks_user on search_clicks (user_id, created_at desc);
