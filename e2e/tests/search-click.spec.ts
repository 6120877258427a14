import { accessTokenOf, signUpFreshAccount } from '../fixtures/accounts';
import { API_BASE_URL } from '../fixtures/ports';
import { VIEWPORTS } from '../fixtures/shell-header';
import { expect, test } from '../fixtures/test';

interface Clicks {
  clicks: { event: string; payload: Record<string, unknown> }[];
}

async function clicksOf(token: string): Promise<Clicks['clicks']> {
  const response = await fetch(`${API_BASE_URL}/v1/analytics/clicks`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as Clicks).clicks;
}

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`search at ${size}`, () => {
    test.use({ viewport });

    test("a logged-in user's result click is recorded by POST /v1/analytics/clicks", async ({
      shell,
      page,
      data,
    }) => {
      const account = await signUpFreshAccount('search-click');
      const token = await accessTokenOf(account);
      await shell.login(account.email, account.password);
      await shell.goto(`/search?keyword=${encodeURIComponent(data.keyword)}`);
      const region = shell.region('mfe_search');
      const card = region.getByRole('article').first();
      await expect(card).toBeVisible();
      const postLink = card.locator('a[href^="/post/"]').first();
      const postId = /\/post\/([^/?#]+)/.exec((await postLink.getAttribute('href')) ?? '')?.[1];
      expect(postId).toBeTruthy();

      const sent = page.waitForResponse(
        (response) =>
          response.url().endsWith('/v1/analytics/clicks') && response.request().method() === 'POST',
      );
      await postLink.click();
      expect((await sent).status()).toBe(202);
      await expect(page).toHaveURL(new RegExp(`/post/${postId}`));

      const clicks = await clicksOf(token);
      expect(clicks).toHaveLength(1);
      expect(clicks[0]).toMatchObject({
        event: 'search_result_click',
        payload: {
          search_string: data.keyword,
          content_id: postId,
          content_type: 'post',
          click_position: 1,
          platform: 'web',
        },
      });
    });

    test('a logged-out click sends nothing to the clicks service', async ({ shell, page, data }) => {
      const posted: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/v1/analytics/clicks')) posted.push(request.url());
      });
      await shell.goto(`/search?keyword=${encodeURIComponent(data.keyword)}`);
      const link = shell
        .region('mfe_search')
        .getByRole('article')
        .first()
        .locator('a[href^="/post/"]')
        .first();
      await link.click();
      await expect(page).toHaveURL(/\/post\//);
      await expect(shell.region('mfe_product').getByRole('article').first()).toBeVisible();
      expect(posted).toEqual([]);
    });
  });
}
