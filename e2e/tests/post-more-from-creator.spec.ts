import { seriousAxeFindings } from '../fixtures/axe';
import { API_BASE_URL } from '../fixtures/ports';
import { expect, test } from '../fixtures/test';

// 'More from {creator}' under a post (decision 0063): the creator's posts from GET /v2/ltks?profile_id=, loaded when
// scrolled to, paged by last_id. At a phone's and a laptop's screen, through the real api.
const SIZES = {
  '390': { width: 390, height: 844 },
  '1280': { width: 1280, height: 720 },
} as const;

interface Ltks {
  ltks: { id: string; profileId: string; caption: string }[];
  meta: { lastId: string | null; nextUrl: string | null };
}

const get = async (path: string): Promise<Ltks> => {
  const response = await fetch(`${API_BASE_URL}${path}`);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as Ltks;
};

/** The link name of a post in the row: its caption, cut at 80 characters. */
const shown = (caption: string) => {
  const text = caption.trim();
  return text.length > 80 ? `${text.slice(0, 79).trimEnd()}…` : text;
};

for (const [size, viewport] of Object.entries(SIZES)) {
  test.describe(`more from the creator at ${size}`, () => {
    test.use({ viewport });

    test("the creator's other posts, loaded when scrolled to, the api order, Show more by last_id, by keyboard, axe clean", async ({
      shell,
      page,
      data,
    }) => {
      const [post] = (await get(`/v2/ltks?ids=${data.postId}`)).ltks;
      const first = await get(`/v2/ltks?profile_id=${post!.profileId}&limit=12`);
      expect(first.meta.nextUrl).not.toBeNull();
      const second = await get(
        `/v2/ltks?profile_id=${post!.profileId}&limit=12&last_id=${first.meta.lastId}`,
      );
      const expected = [...first.ltks, ...second.ltks].filter((other) => other.id !== data.postId);
      const requests: URL[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === '/v2/ltks' && url.searchParams.has('profile_id')) requests.push(url);
      });

      await shell.goto(`/post/${data.postId}`);
      const region = shell.region('mfe_product');
      await expect(region.getByRole('img', { name: post!.caption.trim() }).first()).toBeVisible();
      const list = region.getByRole('list', { name: `More from ${data.displayName}` });
      await page.mouse.wheel(0, 4000);
      await expect(list).toBeVisible();
      const links = list.getByRole('link');
      const firstPage = first.ltks.filter((other) => other.id !== data.postId);
      await expect(links).toHaveCount(firstPage.length);
      expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))).toEqual(
        firstPage.map((other) => `/post/${other.id}`),
      );
      expect(requests[0]!.searchParams.get('limit')).toBe('12');
      expect(requests[0]!.searchParams.getAll('link_types')).toEqual(['LTK_WEB']);

      await region.getByRole('button', { name: 'Show more' }).click();
      await expect(links).toHaveCount(expected.length);
      expect(requests.at(-1)!.searchParams.get('last_id')).toBe(first.meta.lastId);
      await expect(list.getByRole('img').nth(firstPage.length)).toHaveAttribute(
        'alt',
        shown(second.ltks[0]!.caption),
      );

      const section = region.getByRole('region', { name: `More from ${data.displayName}` });
      const id = await section.getAttribute('aria-labelledby');
      expect(await seriousAxeFindings(page, `[aria-labelledby="${id}"]`)).toEqual([]);

      // The second post, reached with Tab from the first, opens its page.
      await links.first().focus();
      await page.keyboard.press('Tab');
      await expect(links.nth(1)).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/post/${expected[1]!.id}$`));
    });

    test('a failed call says so with Try Again under the post, which stays', async ({
      shell,
      page,
      data,
    }) => {
      let fail = true;
      await page.route(/\/v2\/ltks\?.*profile_id=/, (route) =>
        fail
          ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":500}' })
          : route.fallback(),
      );
      const [post] = (await get(`/v2/ltks?ids=${data.postId}`)).ltks;
      await shell.goto(`/post/${data.postId}`);
      const region = shell.region('mfe_product');
      await expect(region.getByRole('img', { name: post!.caption.trim() }).first()).toBeVisible();
      await page.mouse.wheel(0, 4000);
      const alert = region.getByRole('alert').filter({ hasText: 'These posts could not be loaded.' });
      await expect(alert).toBeVisible();
      fail = false;
      await alert.getByRole('button', { name: 'Try Again' }).click();
      await expect(
        region
          .getByRole('list', { name: `More from ${data.displayName}` })
          .getByRole('link')
          .first(),
      ).toBeVisible();
    });
  });
}
