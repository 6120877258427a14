-- Each post's products as the feeds return them, with their details, retailer and media objects: one JSON array per
-- post ([id, position, product_details_id, product_reference_id, matching, name, retailer_id, retailer name, domain,
-- price_cents, sale_price_cents, currency, [[media id, position, width, height] …] or null], by position), so a feed
-- page with its includes reads one row per post instead of running ~4 subqueries per post.
-- Kept in step inside the database: statement triggers on products, product_details, retailers and media_objects
-- refresh the posts a write touches, in the writer's own transaction (the seed, and any later writer, need not know).

-- The array each post should hold, computed from the tables (the triggers' source; also checked against by tests).
create view post_products_fresh as
select pr.post_id,
  json_agg(json_build_array(pr.id, pr.position, pr.product_details_id, pr.product_reference_id, pr.matching,
    d.name, d.retailer_id, r.display_name, r.domain, d.price_cents, d.sale_price_cents, d.currency,
    (select json_agg(json_build_array(m.id, m.position, m.width, m.height) order by m.position)
      from media_objects m where m.product_details_id = d.id)) order by pr.position) as products
from products pr
join product_details d on d.id = pr.product_details_id
join retailers r on r.id = d.retailer_id
group by pr.post_id;

create table post_products_json (
  post_id text primary key references posts (id) on delete cascade,
  products json not null
);

insert into post_products_json (post_id, products) select post_id, products from post_products_fresh;

-- Recomputes the given posts' arrays (a post left without products loses its row).
create function refresh_post_products(post_ids text[]) returns void language sql as $$
  delete from post_products_json j
    where j.post_id = any(post_ids) and not exists (select 1 from products pr where pr.post_id = j.post_id);
  insert into post_products_json (post_id, products)
    select f.post_id, f.products from post_products_fresh f where f.post_id = any(post_ids)
    on conflict (post_id) do update set products = excluded.products;
$$;

-- After every statement writing one of the four tables: refreshes the posts the written rows reach. `changed_new` and
-- `changed_old` are the statement's transition tables (by TG_OP); the dynamic SQL reads them like tables.
create function post_products_json_after_write() returns trigger language plpgsql as $$
declare
  reach constant text := case TG_TABLE_NAME
    when 'products' then 'select post_id from %I'
    when 'product_details' then
      'select pr.post_id from products pr where pr.product_details_id in (select id from %I)'
    when 'media_objects' then
      'select pr.post_id from products pr where pr.product_details_id in (select product_details_id from %I)'
    when 'retailers' then
      'select pr.post_id from products pr join product_details d on d.id = pr.product_details_id
        where d.retailer_id in (select id from %I)'
  end;
  side text;
  post_ids text[];
begin
  foreach side in array case TG_OP
    when 'INSERT' then array['changed_new'] when 'DELETE' then array['changed_old']
    else array['changed_new', 'changed_old'] end
  loop
    execute format('select array(select distinct post_id from (' || reach || ') reached)', side) into post_ids;
    perform refresh_post_products(post_ids);
  end loop;
  return null;
end $$;

-- A trigger with transition tables takes one event: three per table.
do $$
declare
  t text;
begin
  foreach t in array array['products', 'product_details', 'media_objects', 'retailers'] loop
    execute format('create trigger post_products_json_insert after insert on %I referencing new table as changed_new
      for each statement execute function post_products_json_after_write()', t);
    execute format('create trigger post_products_json_update after update on %I
      referencing old table as changed_old new table as changed_new
      for each statement execute function post_products_json_after_write()', t);
    execute format('create trigger post_products_json_delete after delete on %I referencing old table as changed_old
      for each statement execute function post_products_json_after_write()', t);
  end loop;
end $$;
