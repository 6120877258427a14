-- Analytics records posted by the shell's analytics sink (POST /analytics/events), one row per record.
-- user_id: the verified bearer-token user (null when anonymous); reported_user_id: the userId the client put in the record.
create table analytics_events (
  id bigint generated always as identity primary key,
  batch_id uuid not null,
  user_id text,
  reported_user_id text,
  kind text not null check (kind in ('event', 'page-view')),
  name text not null,
  occurred_at timestamptz not null,
  sample_rate double precision not null,
  tracking jsonb not null default '{}'::jsonb,
  properties jsonb not null default '{}'::jsonb,
  received_at timestamptz not null default now()
);
create index analytics_events_received on analytics_events (received_at desc);
create index analytics_events_name on analytics_events (name, occurred_at desc);
