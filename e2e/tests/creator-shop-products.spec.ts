import { seriousAxeFindings } from '../fixtures/axe';
import { API_BASE_URL } from '../fixtures/ports';
import { expect, test } from '../fixtures/test';
import { shopCatalog } from './creator-shop-catalog';

// The creator shop's product sections (decision 0072): the trending products under a post of the shop, loaded
// when scrolled to; the creator's products matching a shop search term above the matching posts. At a
// phone's and a laptop's screen, through the real api.
const SIZES = {
  '390': { width: 390, height: 844 },
  '1280': { width: 1280, height: 720 },
} as const;

type Json = Record<string, unknown>;
const get = async <T = Json>(path: string): Promise<T> => {
  const response = await fetch(`${API_BASE_URL}${path}`);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
};

interface Product {
  id: string;
  name: string;
  ltkId: string;
  productDetailsId: string;
}

/** The api's own answer: the lead product of each of the creator's trending posts, the first page (10 posts). */
async function trendingProducts(profileId: string): Promise<Product[]> {
  const feed = await get<{
    data: { activities: { postId: string }[]; ltks: { id: string; productIds: string[] }[] };
  }>(`/v3/activities/posts/profile/${profileId}?rank=top_month&includes=posts`);
  const posts = new Map(feed.data.ltks.map((post) => [post.id, post]));
  const ids = [
    ...new Set(feed.data.activities.flatMap(({ postId }) => posts.get(postId)?.productIds[0] ?? [])),
  ];
  const { products } = await get<{ products: Product[] }>(
    `/v2/products/?${ids.map((id) => `ids=${id}`).join('&')}`,
  );
  return ids.flatMap((id) => products.find((product) => product.id === id) ?? []);
}

/** The api's own answer to the shop's product search: the products of the first page, best match first. */
async function productSearch(profileId: string, query: string): Promise<Product[]> {
  const response = await fetch(`${API_BASE_URL}/v2/search/shop/products`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ profileId, query, ranking: 'Relevant', page: 0, limit: 12 }),
  });
  const body = (await response.json()) as { hits: { productId: string }[] } | null;
  const ids = [...new Set((body?.hits ?? []).map((hit) => hit.productId))];
  if (ids.length === 0) return [];
  const { products } = await get<{ products: Product[] }>(
    `/v2/products/?${ids.map((id) => `ids=${id}`).join('&')}`,
  );
  return ids.flatMap((id) => products.find((product) => product.id === id) ?? []);
}

for (const [size, viewport] of Object.entries(SIZES)) {
  test.describe(`creator shop products at ${size}`, () => {
    test.use({ viewport });

    test('trending products under a post: loaded when scrolled to, the api order, to the product page, by keyboard, axe clean', async ({
      shell,
      page,
    }) => {
      const shop = await shopCatalog();
      const expected = await trendingProducts(shop.profileId);
      expect(expected.length).toBeGreaterThan(1);
      const trendingRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('rank=top_month')) trendingRequests.push(request.url());
      });

      // Below a post of the creator's, inside the shop: loaded when scrolled to.
      const feed = await get<{ data: { activities: { postId: string }[] } }>(
        `/v3/activities/posts/profile/${shop.profileId}?limit=1`,
      );
      await shell.goto(`/explore/${shop.displayName}/posts/${feed.data.activities[0]!.postId}`);
      const region = shell.region('mfe_creator_shop');
      const section = region.getByRole('region', { name: 'Trending products' });
      await expect(region.getByRole('heading', { name: 'Shop the post' })).toBeVisible();
      await page.mouse.wheel(0, 4000);
      await expect(section).toBeVisible();
      const tiles = section.getByRole('article');
      await expect(tiles.first()).toBeVisible();
      await expect(tiles).toHaveCount(expected.length);
      expect(await tiles.evaluateAll((all) => all.map((tile) => tile.getAttribute('aria-label')))).toEqual(
        expected.map((product) => product.name),
      );
      expect(trendingRequests.length).toBeGreaterThan(0);
      expect(new URL(trendingRequests[0]!).searchParams.get('limit')).toBe('10');
      await expect(tiles.first()).toContainText('$');

      const id = await section.getAttribute('aria-labelledby');
      expect(await seriousAxeFindings(page, `[aria-labelledby="${id}"]`)).toEqual([]);

      // The first tile's 'Shop Now', reached by keyboard, opens the product page of that post's product.
      const first = expected[0]!;
      const shopNow = tiles.first().getByRole('link', { name: 'Shop Now' });
      await tiles.first().getByRole('link', { name: first.name }).focus();
      await page.keyboard.press('Tab');
      await expect(shopNow).toBeFocused();
      await expect(shopNow).toHaveAttribute('href', `/products/${first.productDetailsId}?li=${first.ltkId}`);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/products/${first.productDetailsId}\\?li=${first.ltkId}$`));
    });

    test('product search: the matching products above the posts, the api order, empty words, by keyboard, axe clean', async ({
      shell,
      page,
    }) => {
      const shop = await shopCatalog();
      const [sample] = await trendingProducts(shop.profileId);
      // A word of one of the creator's product names: the search has hits.
      const term = (sample?.name.split(/\s+/).pop() ?? '').toLowerCase();
      const expected = await productSearch(shop.profileId, term);
      expect(expected.length).toBeGreaterThan(0);

      await shell.goto(`/explore/${shop.displayName}`);
      const region = shell.region('mfe_creator_shop');
      const box = region.getByRole('searchbox', { name: `Search ${shop.displayName}'s shop` });
      await box.focus();
      await page.keyboard.type(term);
      const section = region.getByRole('region', { name: 'Products' });
      const tiles = section.getByRole('article');
      await expect(tiles.first()).toBeVisible();
      await expect(tiles).toHaveCount(expected.length);
      expect(await tiles.evaluateAll((all) => all.map((tile) => tile.getAttribute('aria-label')))).toEqual(
        expected.map((product) => product.name),
      );
      await expect(section.getByText(new RegExp(`^\\d+ products? for ${term}$`))).toBeVisible();
      // The products come first, the matching posts under their tabs below.
      const results = region.getByRole('region', { name: `Results for ${term}` });
      await expect(results).toBeVisible();
      const [productsTop, postsTop] = await Promise.all([section.boundingBox(), results.boundingBox()]);
      expect(productsTop!.y).toBeLessThan(postsTop!.y);
      const id = await section.getAttribute('aria-labelledby');
      expect(await seriousAxeFindings(page, `[aria-labelledby="${id}"]`)).toEqual([]);

      const first = expected[0]!;
      await expect(tiles.first().getByRole('link', { name: 'Shop Now' })).toHaveAttribute(
        'href',
        `/products/${first.productDetailsId}?li=${first.ltkId}`,
      );

      await box.fill('zzqxv');
      await expect(section.getByText('No products found for zzqxv.')).toBeVisible();
      await expect(tiles).toHaveCount(0);
    });
  });
}
