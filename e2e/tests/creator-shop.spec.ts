import { VIEWPORTS } from '../fixtures/shell-header';
import { expect, test } from '../fixtures/test';
import { shopCatalog } from './creator-shop-catalog';

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`creator shop at ${size}`, () => {
    test.use({ viewport });

    test('tabs are links: posts, a collection, a product set with a product opened, a gift guide, chat', async ({
      shell,
      page,
    }) => {
      const shop = await shopCatalog();
      const name = shop.displayName;
      await shell.goto(`/explore/${name}`);
      const region = shell.region('mfe_creator_shop');
      await expect(region.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page).toHaveTitle(`${name} | LTK`);
      const nav = region.getByRole('navigation', { name: `${name}'s shop` });
      await expect(nav.getByRole('link')).toHaveText([
        'Posts',
        'Collections',
        'Product Sets',
        'Gift Guides',
        'Chat',
      ]);
      await expect(nav.getByRole('link', { name: 'Posts' })).toHaveAttribute('aria-current', 'page');
      await expect(region.getByRole('region', { name: 'Posts' }).getByRole('article').first()).toBeVisible();
      await expect(region.getByRole('heading', { name: 'Recent products' })).toBeVisible();

      await nav.getByRole('link', { name: 'Collections' }).click();
      await expect(page).toHaveURL(new RegExp(`/explore/${escape(name)}/collections$`));
      await expect(page).toHaveTitle(`${name}'s Collections | LTK`);
      await expect(nav.getByRole('link', { name: 'Collections' })).toHaveAttribute('aria-current', 'page');
      const collections = region.getByRole('region', { name: 'Collections' });
      const firstCollection = collections.getByRole('article').first();
      const collectionTitle = (await firstCollection.getAttribute('aria-label')) ?? '';
      await firstCollection.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/explore/${escape(name)}/collections/[0-9a-f-]{36}$`));
      await expect(region.getByRole('heading', { level: 2, name: collectionTitle })).toBeVisible();
      await expect(page).toHaveTitle(`${collectionTitle} | LTK`);
      await expect(
        region.getByRole('region', { name: collectionTitle }).getByRole('article').first(),
      ).toBeVisible();

      await nav.getByRole('link', { name: 'Product Sets' }).click();
      await expect(page).toHaveURL(new RegExp(`/explore/${escape(name)}/productsets$`));
      await region
        .getByRole('region', { name: 'Product Sets' })
        .getByRole('article')
        .first()
        .getByRole('link')
        .click();
      await expect(page).toHaveURL(new RegExp(`/explore/${escape(name)}/productsets/[0-9a-f-]{36}$`));
      const setTitle = (await region.getByRole('heading', { level: 2 }).textContent()) ?? '';
      await expect(page).toHaveTitle(`${setTitle} | LTK`);
      const products = region.getByRole('region', { name: `Products in ${setTitle}` });
      await expect(products.getByRole('link', { name: 'Shop Now' }).first()).toBeVisible();
      await expect(products.getByRole('listitem').first()).toContainText('$');
      await products.getByRole('listitem').first().getByRole('link').first().click();
      await expect(page).toHaveURL(new RegExp(`/productsets/[0-9a-f-]{36}/[^/]+$`));
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('link', { name: 'View product details' })).toHaveAttribute(
        'href',
        /^\/products\/[^?]+\?ci=/,
      );
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`/productsets/[0-9a-f-]{36}$`));

      await nav.getByRole('link', { name: 'Gift Guides' }).click();
      await expect(page).toHaveTitle(`${name}'s Gift Guides | LTK`);
      const guide = region.getByRole('region', { name: 'Gift Guides' }).getByRole('article').first();
      const guideTitle = (await guide.getAttribute('aria-label')) ?? '';
      await guide.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/explore/${escape(name)}/giftguides/[0-9a-f-]{36}$`));
      await expect(region.getByRole('heading', { level: 2, name: guideTitle })).toBeVisible();
      await expect(
        region
          .getByRole('region', { name: `Products in ${guideTitle}` })
          .getByRole('listitem')
          .first(),
      ).toBeVisible();

      await nav.getByRole('link', { name: 'Chat' }).click();
      await expect(page).toHaveURL(new RegExp(`/explore/${escape(name)}/chat$`));
      await expect(region.getByRole('heading', { level: 2, name: `Chat with ${name}` })).toBeVisible();
      await expect(region.getByRole('link', { name: 'Install the App for Chat' })).toHaveAttribute(
        'href',
        '/ltk-chat',
      );
      expect(shell.errors).toEqual([]);
    });

    test('a post opens inside the shop with its products, like and share', async ({ shell, page }) => {
      const shop = await shopCatalog();
      await shell.goto(`/explore/${shop.displayName}`);
      const region = shell.region('mfe_creator_shop');
      const card = region.getByRole('region', { name: 'Posts' }).getByRole('article').first();
      await card.getByRole('link').nth(1).click();
      await expect(page).toHaveURL(new RegExp(`/explore/${escape(shop.displayName)}/posts/[^/]+$`));
      await expect(region.getByRole('heading', { name: 'Shop the post' })).toBeVisible();
      await expect(region.getByRole('button', { name: /^Share / })).toBeVisible();
      await expect(region.getByRole('button', { name: /like/i }).first()).toBeVisible();
      await expect(region.getByRole('link', { name: 'Shop Now' }).first()).toBeVisible();
    });

    test('the shop reopens the tab last seen when the shopper comes back', async ({ shell, page }) => {
      const shop = await shopCatalog();
      const name = shop.displayName;
      await shell.goto(`/explore/${name}`);
      const region = shell.region('mfe_creator_shop');
      const nav = region.getByRole('navigation', { name: `${name}'s shop` });
      await nav.getByRole('link', { name: 'Product Sets' }).click();
      await expect(
        region.getByRole('region', { name: 'Product Sets' }).getByRole('article').first(),
      ).toBeVisible();

      await shell.navigate('/home');
      await expect(shell.region('mfe_discover').getByRole('article').first()).toBeVisible();
      await shell.navigate(`/explore/${name}`);
      await expect(page).toHaveURL(new RegExp(`/explore/${escape(name)}/productsets$`));
      await expect(nav.getByRole('link', { name: 'Product Sets' })).toHaveAttribute('aria-current', 'page');

      // Inside the shop, Posts is the posts tab.
      await nav.getByRole('link', { name: 'Posts' }).click();
      await expect(page).toHaveURL(new RegExp(`/explore/${escape(name)}$`));
      await expect(region.getByRole('region', { name: 'Posts' }).getByRole('article').first()).toBeVisible();
    });

    test('shop search: results under Recent and Relevant, an empty term shows the recent posts', async ({
      shell,
      page,
      data,
    }) => {
      await shell.goto(`/explore/${data.displayName}`);
      const region = shell.region('mfe_creator_shop');
      const box = region.getByRole('searchbox', { name: `Search ${data.displayName}'s shop` });
      const requests: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/v2/search/shop')) requests.push(request.postData() ?? '');
      });
      await box.fill(data.keyword);
      const tabs = region.getByRole('tablist', { name: 'Sort results' });
      await expect(tabs.getByRole('tab', { name: 'Recent' })).toHaveAttribute('aria-selected', 'true');
      const results = region.getByRole('region', { name: `Results for ${data.keyword}` });
      await expect(results.getByRole('article').first()).toBeVisible();
      expect(JSON.parse(requests[0] ?? '{}')).toMatchObject({
        query: data.keyword,
        ranking: 'recent',
        page: 0,
      });

      await tabs.getByRole('tab', { name: 'Relevant' }).click();
      await expect(tabs.getByRole('tab', { name: 'Relevant' })).toHaveAttribute('aria-selected', 'true');
      await expect(results.getByRole('article').first()).toBeVisible();
      expect(requests.map((body) => (JSON.parse(body) as { ranking: string }).ranking)).toContain('relevant');

      await box.fill('zzzqqqnothing');
      await expect(region.getByRole('region', { name: 'Results for zzzqqqnothing' })).toContainText(
        'No results found.',
      );

      await box.fill('   ');
      await expect(tabs).toHaveCount(0);
      await expect(region.getByRole('region', { name: 'Posts' }).getByRole('article').first()).toBeVisible();
    });

    test("an unknown creator is the shell's 404 screen", async ({ shell, page }) => {
      await shell.goto('/explore/no-such-creator-zz9/productsets');
      const screen = page.locator('#shell-page [data-status="404"]');
      await expect(screen.getByRole('heading', { level: 1 })).toHaveText('404 Oh No!');
      await expect(page).toHaveTitle('This page could not be found | LTK');
      await expect(shell.region('mfe_creator_shop')).toBeHidden();
    });
  });
}
