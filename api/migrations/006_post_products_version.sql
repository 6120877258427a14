-- A version for each post's stored products array (post_products_json): a new value from one sequence on every insert
-- and every refresh, never reused, so a reader that remembers an array by its post and version knows it is current
-- when the page statement returns the same version. The feeds' page statement then returns each post's version
-- (8 bytes) instead of its array (~4 KB at the large scale) and reads only the arrays it does not hold
-- (catalog/post-products.ts).
create sequence post_products_versions;

alter table post_products_json add column version bigint not null default nextval('post_products_versions');

create or replace function refresh_post_products(post_ids text[]) returns void language sql as $$
  delete from post_products_json j
    where j.post_id = any(post_ids) and not exists (select 1 from products pr where pr.post_id = j.post_id);
  insert into post_products_json (post_id, products)
    select f.post_id, f.products from post_products_fresh f where f.post_id = any(post_ids)
    on conflict (post_id) do update set products = excluded.products, version = nextval('post_products_versions');
$$;
