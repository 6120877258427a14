import { API_BASE_URL } from '../fixtures/ports';

/** A creator whose shop has every tab filled, found through the api (never hard-coded). */
export interface ShopCatalog {
  displayName: string;
  profileId: string;
  collection: { id: string; title: string };
  productSet: { id: string; title: string; productDetailsId: string };
  giftGuide: { id: string; title: string };
}

type Json = Record<string, unknown>;
const get = async <T = Json>(path: string): Promise<T> => {
  const response = await fetch(`${API_BASE_URL}${path}`);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
};

interface Set {
  collectionId: string;
  title: string;
  attributes: { audience: string | null };
}

let cached: Promise<ShopCatalog> | undefined;

async function discover(): Promise<ShopCatalog> {
  const feed = await get<{ data: { profiles: { id: string; displayName: string }[] } }>(
    '/v3/activities/posts/global/featured?limit=36&includes=profiles',
  );
  const categories = await get<{ recipients: { key: string; status: string }[] }>(
    '/gift_guide/get_localized_categories?locale=en',
  );
  const known = new Set(categories.recipients.filter((r) => r.status === 'ACTIVE').map((r) => r.key));
  for (const profile of feed.data.profiles) {
    const { collections } = await get<{ collections: { id: string; title: string; itemCount: number }[] }>(
      `/v1/collections/?profile_id=${profile.id}`,
    );
    const sets = await get<{ shopProductCollections: Set[] }>(
      `/shop_product/get_shop_product_collections?profile_id=${profile.id}&subtype=PRODUCT_SET`,
    );
    const guides = await get<{ shopProductCollections: Set[] }>(
      `/shop_product/get_shop_product_collections?profile_id=${profile.id}&subtype=GIFT_GUIDE`,
    );
    const collection = collections.find((c) => c.itemCount > 0);
    const set = sets.shopProductCollections[0];
    const guide = guides.shopProductCollections.find(
      (g) => g.attributes.audience && known.has(g.attributes.audience),
    );
    if (!collection || !set || !guide) continue;
    const products = await get<{ shopProducts: { productDetailsId: string }[] }>(
      `/shop_product/get_shop_products_by_collection?collection_id=${set.collectionId}`,
    );
    const first = products.shopProducts[0];
    if (!first) continue;
    return {
      displayName: profile.displayName,
      profileId: profile.id,
      collection: { id: collection.id, title: collection.title },
      productSet: { id: set.collectionId, title: set.title, productDetailsId: first.productDetailsId },
      giftGuide: { id: guide.collectionId, title: guide.title },
    };
  }
  throw new Error('no featured creator has a collection, a product set and a gift guide');
}

/** The shop catalog, fetched once per worker. */
export function shopCatalog(): Promise<ShopCatalog> {
  cached ??= discover();
  return cached;
}

/** The analytics event names the shell's sink posted (POST /analytics/events batches). */
export function analyticsNames(body: string | null): string[] {
  if (!body) return [];
  const batch = JSON.parse(body) as { records?: { kind: string; name: string }[] };
  return (batch.records ?? []).filter((r) => r.kind === 'event').map((r) => r.name);
}
