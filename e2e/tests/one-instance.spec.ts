import { expect, test } from '../fixtures/test';

interface ShareEntry {
  loaded?: boolean;
  from?: string;
}
type ShareScopes = Record<string, Record<string, Record<string, Record<string, ShareEntry>>>>;

test.describe('one React, store, bus and i18next across remotes', () => {
  test('every singleton is loaded once, from one provider', async ({ shell, page, data }) => {
    await shell.goto('/home');
    await expect(shell.region('mfe_discover').locator('article').first()).toBeVisible();
    await shell.navigate(`/post/${data.postId}`);
    await expect(shell.region('mfe_product').getByText(data.productName).first()).toBeVisible();

    const loaded = await page.evaluate(() => {
      const share = (window as unknown as { __FEDERATION__: { __SHARE__: ShareScopes } }).__FEDERATION__
        .__SHARE__;
      const result: Record<string, string[]> = {};
      for (const scopes of Object.values(share)) {
        for (const scope of Object.values(scopes)) {
          for (const [name, versions] of Object.entries(scope)) {
            for (const [version, entry] of Object.entries(versions)) {
              if (entry.loaded) (result[name] ??= []).push(`${version}@${entry.from}`);
            }
          }
        }
      }
      return Object.fromEntries(Object.entries(result).map(([name, list]) => [name, [...new Set(list)]]));
    });
    for (const name of ['react', 'react-dom', '@ltk/store', '@ltk/event-bus', 'i18next', '@ltk/platform']) {
      expect([name, loaded[name]?.length]).toEqual([name, 1]);
    }
  });

  test('a like in discover shows in product (one store)', async ({ shell, page }) => {
    await shell.login();
    await shell.goto('/home');
    const card = shell.region('mfe_discover').locator('article[aria-label^="Post by"]').nth(2);
    await expect(card).toBeVisible();
    const postHref = await card.locator('a[href*="/post/"]').first().getAttribute('href');
    if (!postHref) throw new Error('the third card links to its post');
    const like = card.locator('button[aria-pressed]').first();
    const before = await like.getAttribute('aria-pressed');
    await like.click();
    const after = before === 'true' ? 'false' : 'true';
    await expect(like).toHaveAttribute('aria-pressed', after);

    await shell.navigate(new URL(postHref, page.url()).pathname);
    await expect(shell.region('mfe_product').locator('button[aria-pressed]').first()).toHaveAttribute(
      'aria-pressed',
      after,
    );
    // restore the demo account's state
    await shell.region('mfe_product').locator('button[aria-pressed]').first().click();
  });
});
