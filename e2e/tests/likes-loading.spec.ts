import type { Page, Request } from '@playwright/test';
import { signUpFreshAccount } from '../fixtures/accounts';
import { VIEWPORTS } from '../fixtures/shell-header';
import type { ShellPage } from '../fixtures/shell-page';
import { expect, test } from '../fixtures/test';

const isLikeLookup = (request: Request) =>
  request.method() === 'GET' &&
  new URL(request.url()).pathname === '/v2/likes/' &&
  new URL(request.url()).searchParams.has('ltk_ids');

/** Settles once the request has finished or failed (listening from now, so an early end is not missed). */
function requestEnded(page: Page, request: Request): Promise<void> {
  return new Promise((resolve) => {
    const onEnd = (ended: Request) => {
      if (ended !== request) return;
      page.off('requestfinished', onEnd);
      page.off('requestfailed', onEnd);
      resolve();
    };
    page.on('requestfinished', onEnd);
    page.on('requestfailed', onEnd);
  });
}

/** The heart of the /home card that links to the post `href` (found again after a reload). */
const heartOfPost = (shell: ShellPage, href: string) =>
  shell
    .region('mfe_discover')
    .locator(`article:has(a[href="${href}"])`)
    .first()
    .locator('button[aria-pressed]')
    .first();

/** Lets the page handle the answers it has received (two animation frames: fetch callbacks, dispatch, render). */
async function settled(page: Page) {
  for (let frame = 0; frame < 2; frame++)
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
}

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`likes on /home at ${size}`, () => {
    test.use({ viewport });

    test('likes pressed while the likes load are kept, and survive a reload', async ({ shell, page }) => {
      const account = await signUpFreshAccount('likes-loading');
      await shell.login(account.email, account.password);

      // Every likes read gets its real answer from the api at once, delivered only when released (never mocked).
      const held: { release: () => Promise<void>; lookup: boolean }[] = [];
      await page.route('**/v2/likes/**', async (route) => {
        if (route.request().method() !== 'GET') return route.continue();
        const response = await route.fetch();
        const ended = requestEnded(page, route.request());
        held.push({
          release: async () => {
            // A read the client gave up on while held (its timeout on a slow machine) cannot be fulfilled any more.
            await route.fulfill({ response }).catch(() => undefined);
            await ended;
          },
          lookup: isLikeLookup(route.request()),
        });
      });
      await shell.goto('/home');
      const cards = shell.region('mfe_discover').locator('article[aria-label^="Post by"]');
      await expect(cards.nth(1)).toBeVisible();
      await expect.poll(() => held.filter((h) => h.lookup).length).toBeGreaterThan(0);
      const hrefs: string[] = [];
      for (const index of [0, 1]) {
        const card = cards.nth(index);
        hrefs.push((await card.locator('a[href*="/post/"]').first().getAttribute('href')) ?? '');
        const created = page.waitForResponse(
          (response) => response.url().includes('/v2/likes/') && response.request().method() === 'POST',
        );
        await card.locator('button[aria-pressed]').first().click();
        expect((await created).status()).toBeLessThan(300);
      }
      // Both likes asked for the list again (section 4; the client shares one in-flight read): it and the lookups,
      // all read before the second like, come back newest first.
      await expect.poll(() => held.filter((h) => !h.lookup).length).toBeGreaterThan(0);
      for (const { release } of held.splice(0).reverse()) await release();
      await settled(page);
      for (const index of [0, 1])
        await expect(cards.nth(index).locator('button[aria-pressed]').first()).toHaveAttribute(
          'aria-pressed',
          'true',
        );

      await page.unroute('**/v2/likes/**');
      await page.reload();
      for (const href of hrefs)
        await expect(heartOfPost(shell, href)).toHaveAttribute('aria-pressed', 'true');
    });

    test('a quick double press (like, unlike) ends as the last press, on the server too', async ({
      shell,
      page,
    }) => {
      const account = await signUpFreshAccount('likes-double');
      await shell.login(account.email, account.password);
      await shell.goto('/home');
      const cards = shell.region('mfe_discover').locator('article[aria-label^="Post by"]');
      await expect(cards.first()).toBeVisible();
      const href = (await cards.first().locator('a[href*="/post/"]').first().getAttribute('href')) ?? '';
      const heart = cards.first().locator('button[aria-pressed]').first();
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      const writes: string[] = [];
      page.on('requestfinished', (request) => {
        if (new URL(request.url()).pathname === '/v2/likes/' && request.method() !== 'GET')
          writes.push(request.method());
      });
      // Like, then unlike as soon as the like shows; then like and unlike again within one batch window.
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await heart.click();
      await heart.click({ delay: 0 });
      await expect.poll(() => writes.length).toBeGreaterThan(1);
      await settled(page);
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      // What the shopper saw is what the server kept (asserted once the page has asked the server).
      const lookedUp = page.waitForResponse((response) => isLikeLookup(response.request()));
      await page.reload();
      await lookedUp;
      await settled(page);
      await expect(heartOfPost(shell, href)).toHaveAttribute('aria-pressed', 'false');
    });

    test('/home asks about each post once, in batches of at most 36', async ({ shell, page }) => {
      const account = await signUpFreshAccount('likes-once');
      await shell.login(account.email, account.password);
      const asked: string[][] = [];
      let answered = 0;
      page.on('request', (request) => {
        if (isLikeLookup(request)) asked.push(new URL(request.url()).searchParams.getAll('ltk_ids'));
      });
      page.on('requestfinished', (request) => {
        if (isLikeLookup(request)) answered += 1;
      });
      // Count this page load only (the redirect after login may still be loading a page).
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) {
          asked.length = 0;
          answered = 0;
        }
      });
      await shell.goto('/home');
      await expect(
        shell.region('mfe_discover').locator('article[aria-label^="Post by"]').first(),
      ).toBeVisible();
      await expect.poll(() => answered).toBeGreaterThan(0);
      await settled(page);
      expect(asked.length).toBeGreaterThan(0);
      for (const batch of asked) expect(batch.length).toBeLessThanOrEqual(36);
      const all = asked.flat();
      expect(new Set(all).size).toBe(all.length);
    });
  });
}
