-- Totals of the post filters that span the whole catalog, as the feeds report them (`meta.totalResults`): every
-- published post (trending, popular-today, top-shared) and the published featured ones (the discover feed). Counting
-- the featured posts at the large scale takes ~200 ms; these rows make the total one primary-key read.
-- Kept in step inside the database: statement triggers on posts add what each insert, update or delete changed (from
-- its transition tables), in the writer's own transaction, so the seed and any later writer need not know; a truncate
-- sets both to 0.
create table post_counts (
  name text primary key check (name in ('published', 'featured')),
  n bigint not null
);

insert into post_counts (name, n)
select 'published', count(*) from posts where status = 'published'
union all
select 'featured', count(*) from posts where status = 'published' and featured;

-- After every statement writing posts: adds what its transition tables (`changed_new`, `changed_old`, by TG_OP) add to
-- each total; the dynamic SQL reads them like tables. An update that moves no total writes nothing.
create function post_counts_after_write() returns trigger language plpgsql as $$
declare
  side text;
  published bigint := 0;
  featured bigint := 0;
  side_published bigint;
  side_featured bigint;
begin
  foreach side in array case TG_OP
    when 'INSERT' then array['changed_new'] when 'DELETE' then array['changed_old']
    else array['changed_new', 'changed_old'] end
  loop
    execute format('select count(*) filter (where status = %L), count(*) filter (where status = %L and featured)
      from %I', 'published', 'published', side) into side_published, side_featured;
    if side = 'changed_new' then
      published := published + side_published;
      featured := featured + side_featured;
    else
      published := published - side_published;
      featured := featured - side_featured;
    end if;
  end loop;
  if published <> 0 then
    update post_counts set n = n + published where name = 'published';
  end if;
  if featured <> 0 then
    update post_counts set n = n + featured where name = 'featured';
  end if;
  return null;
end $$;

create function post_counts_after_truncate() returns trigger language plpgsql as $$
begin
  update post_counts set n = 0;
  return null;
end $$;

-- A trigger with transition tables takes one event: three, plus truncate.
create trigger post_counts_insert after insert on posts referencing new table as changed_new
  for each statement execute function post_counts_after_write();
create trigger post_counts_update after update on posts referencing old table as changed_old new table as changed_new
  for each statement execute function post_counts_after_write();
create trigger post_counts_delete after delete on posts referencing old table as changed_old
  for each statement execute function post_counts_after_write();
create trigger post_counts_truncate after truncate on posts
  for each statement execute function post_counts_after_truncate();
