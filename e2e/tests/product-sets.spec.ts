import type { Page } from '@playwright/test';
import { VIEWPORTS } from '../fixtures/shell-header';
import { expect, test } from '../fixtures/test';
import { analyticsNames, shopCatalog } from './creator-shop-catalog';

/** Every analytics event name the shell's sink posts from now on. */
function recordAnalytics(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/analytics/events'))
      names.push(...analyticsNames(request.postData()));
  });
  return names;
}

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`product sets and share at ${size}`, () => {
    test.use({ viewport });

    test('/productsets/:id: the set on its own page, its products, and a link to it in the shop', async ({
      shell,
      page,
    }) => {
      const shop = await shopCatalog();
      await shell.goto(`/productsets/${shop.productSet.id}`);
      const region = shell.region('mfe_product');
      await expect(region.getByRole('heading', { level: 1 })).toHaveText(shop.productSet.title);
      await expect(page).toHaveTitle(`${shop.productSet.title} | LTK`);
      const products = region.getByRole('region', { name: `Products in ${shop.productSet.title}` });
      await expect(products.getByRole('link', { name: 'Shop Now' }).first()).toBeVisible();
      await expect(products.getByRole('listitem').first().getByRole('link').first()).toHaveAttribute(
        'href',
        new RegExp(`^/products/[^?]+\\?ci=${shop.productSet.id}$`),
      );
      await region.getByRole('link', { name: `See it in ${shop.displayName}'s shop` }).click();
      await expect(page).toHaveURL(
        new RegExp(`/explore/${shop.displayName}/productsets/${shop.productSet.id}$`),
      );
      await expect(
        shell.region('mfe_creator_shop').getByRole('heading', { level: 2, name: shop.productSet.title }),
      ).toBeVisible();
    });

    test("an unknown product set is the shell's 404", async ({ shell, page }) => {
      await shell.goto('/productsets/00000000-0000-0000-0000-000000000000');
      await expect(
        page.locator('#shell-page [data-status="404"]').getByRole('heading', { level: 1 }),
      ).toHaveText('404 Oh No!');
    });

    test('share without Web Share copies the link and sends the share events', async ({
      shell,
      page,
      context,
    }) => {
      const shop = await shopCatalog();
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.addInitScript(() => {
        Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
      });
      const names = recordAnalytics(page);
      await shell.goto(`/productsets/${shop.productSet.id}`);
      const region = shell.region('mfe_product');
      await region.getByRole('button', { name: `Share ${shop.productSet.title}` }).click();
      await expect(region.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(new URL(copied).pathname).toBe(`/productsets/${shop.productSet.id}`);
      await expect.poll(() => names).toEqual(expect.arrayContaining(['/share/start', '/share/complete']));
      expect(names).not.toContain('/product-set/share/start');
    });

    test('a gift guide shares with Web Share and also sends the product-set share events', async ({
      shell,
      page,
    }) => {
      const shop = await shopCatalog();
      await page.addInitScript(() => {
        const shared: unknown[] = [];
        Object.defineProperty(window, '__shared', { value: shared });
        Object.defineProperty(navigator, 'share', {
          configurable: true,
          value: (data: unknown) => {
            shared.push(data);
            return Promise.resolve();
          },
        });
      });
      const names = recordAnalytics(page);
      await shell.goto(`/explore/${shop.displayName}/giftguides/${shop.giftGuide.id}`);
      const region = shell.region('mfe_creator_shop');
      await region.getByRole('button', { name: `Share ${shop.giftGuide.title}` }).click();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __shared: { url: string }[] }).__shared))
        .toEqual([
          expect.objectContaining({
            url: expect.stringContaining(
              `/explore/${shop.displayName}/giftguides/${shop.giftGuide.id}`,
            ) as unknown,
            title: shop.giftGuide.title,
          }),
        ]);
      await expect
        .poll(() => names)
        .toEqual(
          expect.arrayContaining([
            '/share/start',
            '/product-set/share/start',
            '/share/complete',
            '/product-set/share/complete',
          ]),
        );
    });

    test('a dismissed share sheet sends /share/cancel; post and product pages have Share', async ({
      shell,
      page,
      data,
    }) => {
      await page.addInitScript(() => {
        Object.defineProperty(navigator, 'share', {
          configurable: true,
          value: () => Promise.reject(new DOMException('dismissed', 'AbortError')),
        });
      });
      const names = recordAnalytics(page);
      await shell.goto(`/post/${data.postId}`);
      const post = shell.region('mfe_product');
      await post.getByRole('button', { name: /^Share / }).click();
      await expect.poll(() => names).toEqual(expect.arrayContaining(['/share/start', '/share/cancel']));
      expect(names).not.toContain('/share/complete');

      await shell.goto(`/products/${data.productDetailsId}`);
      await expect(
        shell.region('mfe_product').getByRole('button', { name: `Share ${data.productName}` }),
      ).toBeVisible();
    });
  });
}
