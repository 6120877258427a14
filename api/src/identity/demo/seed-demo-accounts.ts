import type { Db, Queryable } from '../../db/db.js';
import { createUser, findUserByEmail } from '../users.js';
import { DEMO_ACCOUNTS, DEMO_CREATED_AT } from './demo-accounts.js';
import { stableUuid } from './stable-uuid.js';

export type DemoSeedReport = { created: string[] };

const minutesBefore = (base: Date, minutes: number): string =>
  new Date(base.getTime() - minutes * 60_000).toISOString();

async function acceptAllPolicies(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    'insert into signed_policies (user_id, cookie, privacy, tos) values ($1, true, true, true) on conflict (user_id) do nothing',
    [userId],
  );
  await tx.query(
    "insert into user_settings (user_id, locale) values ($1, 'en') on conflict (user_id) do nothing",
    [userId],
  );
}

/** Follows, likes, wishes (two collections) and carts at three retailers for the demo shopper, picked deterministically. */
async function seedDemoShopperState(tx: Queryable, userId: string): Promise<void> {
  const base = new Date(Date.UTC(2026, 10, 20, 12, 0, 0));
  // The four biggest creators plus one with gift guides (so the following gift-guide feed has content).
  const profiles = await tx.query<{ id: string }>(
    `select id from (
       (select id, followers_count from profiles order by followers_count desc, id limit 4)
       union
       (select p.id, p.followers_count from profiles p join shop_product_collections c on c.profile_id = p.id
        where c.subtype = 'GIFT_GUIDE' order by c.seq limit 1)
     ) picked order by followers_count, id`,
  );
  for (const [index, profile] of profiles.rows.entries()) {
    await tx.query(
      'insert into follows (user_id, profile_id, created_at) values ($1, $2, $3) on conflict do nothing',
      [userId, profile.id, minutesBefore(base, 60 * (profiles.rows.length - index))],
    );
  }
  const liked = await tx.query<{ id: string }>(
    "select id from posts where status = 'published' and featured order by date_published desc, seq desc limit 6",
  );
  for (const [index, post] of liked.rows.entries()) {
    await tx.query(
      'insert into likes (user_id, ltk_id, created_at) values ($1, $2, $3) on conflict do nothing',
      [userId, post.id, minutesBefore(base, 30 * (index + 1))],
    );
  }

  const defaultCollection = stableUuid(userId, 'wish-collection', 'default');
  const namedCollection = stableUuid(userId, 'wish-collection', 'weekend');
  await tx.query(
    `insert into wish_collections (id, user_id, name, is_default, created_at) values ($1, $3, 'My Wishlist', true, $4), ($2, $3, 'Weekend edit', false, $4)
     on conflict do nothing`,
    [defaultCollection, namedCollection, userId, DEMO_CREATED_AT.toISOString()],
  );
  const wished = await tx.query<{ id: string }>(
    `select pr.id from products pr join posts p on p.id = pr.post_id
     where pr.position = 0 and p.status = 'published' order by p.date_published desc, p.seq desc limit 5`,
  );
  for (const [index, product] of wished.rows.entries()) {
    await tx.query(
      'insert into wishes (id, user_id, collection_id, ltk_product_id, created_at) values ($1, $2, $3, $4, $5) on conflict do nothing',
      [
        stableUuid(userId, 'wish', product.id),
        userId,
        index < 3 ? defaultCollection : namedCollection,
        product.id,
        minutesBefore(base, 20 * (index + 1)),
      ],
    );
  }

  // Three retailers with in-stock variants; the third cart also holds a sold-out variant (checkout reports it).
  const inStock = await tx.query<{ retailer_id: string; details_id: string; variant_id: string }>(
    `select distinct on (pd.retailer_id) pd.retailer_id, pd.id as details_id, v.id as variant_id
     from product_details pd join variants v on v.retailer_product_id = pd.retailer_product_id
     where v.stock >= 3 order by pd.retailer_id, pd.id, v.position limit 3`,
  );
  for (const [index, row] of inStock.rows.entries()) {
    const cartId = stableUuid(userId, 'cart', row.retailer_id);
    await tx.query(
      'insert into carts (id, user_id, retailer_id, created_at, updated_at) values ($1, $2, $3, $4, $4) on conflict do nothing',
      [cartId, userId, row.retailer_id, minutesBefore(base, 10 * (index + 1))],
    );
    await tx.query(
      `insert into cart_items (id, cart_id, user_id, product_details_id, variant_id, quantity, content_source_type)
       values ($1, $2, $3, $4, $5, $6, 'off_property')`,
      [
        stableUuid(cartId, row.variant_id),
        cartId,
        userId,
        row.details_id,
        row.variant_id,
        index === 0 ? 2 : 1,
      ],
    );
    if (index === 2) {
      const soldOut = await tx.query<{ details_id: string; variant_id: string }>(
        `select pd.id as details_id, v.id as variant_id from product_details pd join variants v on v.retailer_product_id = pd.retailer_product_id
         where pd.retailer_id = $1 and v.stock = 0 order by pd.id, v.position limit 1`,
        [row.retailer_id],
      );
      const item = soldOut.rows[0];
      if (item) {
        await tx.query(
          `insert into cart_items (id, cart_id, user_id, product_details_id, variant_id, quantity, content_source_type)
           values ($1, $2, $3, $4, $5, 1, 'off_property')`,
          [stableUuid(cartId, item.variant_id), cartId, userId, item.details_id, item.variant_id],
        );
      }
    }
  }
}

/** True when the demo shopper has no catalog-linked state (new account, or the catalog was re-seeded). */
async function lacksState(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>(
    `select (select count(*) from follows where user_id = $1) + (select count(*) from likes where user_id = $1)
       + (select count(*) from carts where user_id = $1) + (select count(*) from wishes where user_id = $1) as n`,
    [userId],
  );
  return Number(rows[0]?.n ?? 0) === 0;
}

/**
 * Creates the demo accounts missing from the database (run after the catalog seed, at every start; idempotent):
 * demo shopper with follows, likes, wishes and carts, fresh shopper without signed policies, staff for impersonation.
 */
export async function seedDemoAccounts(db: Db): Promise<DemoSeedReport> {
  const created: string[] = [];
  const catalog = await db.query('select 1 from posts limit 1');
  for (const account of Object.values(DEMO_ACCOUNTS)) {
    const existing = await findUserByEmail(db, account.email);
    const fresh = existing ? null : await createUser(db, { ...account, createdAt: DEMO_CREATED_AT });
    const user = existing ?? fresh ?? (await findUserByEmail(db, account.email));
    if (!user) continue;
    if (fresh) created.push(account.email);
    const isDemo = account.email === DEMO_ACCOUNTS.demo.email;
    const seedState = isDemo && catalog.rows.length > 0 && (await lacksState(db, user.id));
    await db.transaction(async (tx) => {
      if (fresh && account.email !== DEMO_ACCOUNTS.fresh.email) await acceptAllPolicies(tx, user.id);
      if (seedState) await seedDemoShopperState(tx, user.id);
    });
  }
  return { created };
}
