import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { shopCatalog } from './creator-shop-catalog';

/** The sizes a shopper uses: a phone and a laptop. */
const SIZES = {
  '390': { width: 390, height: 844 },
  '1280': { width: 1280, height: 900 },
} as const;

const SPLASH = '[data-testid="creator-splash"]';
const POST = '#app-mfe_creator_shop article';
/** The shop's first cards painted from the HTML (shell/src/server/prepaint.ts), before its own. */
const PAINTED_CARD = '#ltk-prepaint li:has(img)';

type Frame = { t: number; splash: boolean; posts: boolean };

/**
 * Records, before every frame the page paints, whether the splash and the shop's posts (its own, or the cards the HTML
 * painted) are on screen: what the shopper saw, frame by frame, with the time of each (ms since navigation start).
 */
async function watchFrames(page: Page) {
  await page.addInitScript(
    ({ splash, post, painted }) => {
      const frames: Frame[] = [];
      Object.assign(window, { __frames: frames });
      const shown = (selector: string) =>
        [...document.querySelectorAll(selector)].some((el) =>
          el.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
        );
      const tick = () => {
        frames.push({
          t: performance.now(),
          splash: document.querySelector(splash) !== null,
          posts: shown(post) || shown(painted),
        });
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    },
    { splash: SPLASH, post: POST, painted: PAINTED_CARD },
  );
  const frames = () => page.evaluate(() => (window as unknown as { __frames: Frame[] }).__frames);
  /** Lets 15 more frames paint (a splash that would come late has come by then). */
  const settle = async () => {
    const painted = (await frames()).length;
    await expect.poll(async () => (await frames()).length).toBeGreaterThan(painted + 15);
  };
  return { frames, settle };
}

for (const [size, viewport] of Object.entries(SIZES)) {
  test.describe(`creator shop splash at ${size}`, () => {
    test.use({ viewport });

    test('shows while a shop opened from home loads, and goes in the frame its first posts come', async ({
      shell,
      page,
    }) => {
      const { displayName, profileId } = await shopCatalog();
      const { frames } = await watchFrames(page);
      await shell.goto('/home');
      await expect(shell.region('mfe_discover').getByRole('article').first()).toBeVisible();
      // The shop's posts are held until the splash is on screen: the shop is loading.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let feedAnsweredAt = 0;
      await page.route(`**/v3/activities/posts/profile/${profileId}**`, async (route) => {
        await released;
        const response = await route.fetch();
        feedAnsweredAt = await page.evaluate(() => performance.now());
        await route.fulfill({ response });
      });
      await shell.navigate(`/explore/${displayName}`);
      const splash = page.locator(SPLASH);
      await expect(splash).toContainText(`Visiting ${[...displayName].slice(0, 20).join('')} Shop`);
      await expect(page.locator(POST)).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath(`splash-loading-${size}.png`) });
      release();

      await expect(page.locator(POST).first()).toBeVisible();
      await expect(splash).toHaveCount(0);
      const seen = await frames();
      expect(
        seen.filter((frame) => frame.splash && frame.posts),
        'frames painted with the splash over the posts',
      ).toEqual([]);
      // It went once the posts came, not before (unless its 2 s were up).
      const shown = seen.filter((frame) => frame.splash);
      expect(feedAnsweredAt).toBeGreaterThan(0);
      if (shown.at(-1)!.t - shown[0]!.t < 1900)
        expect(shown.at(-1)!.t).toBeGreaterThanOrEqual(feedAnsweredAt - 50);
      await page.screenshot({ path: test.info().outputPath(`splash-gone-${size}.png`) });
      expect(shell.errors).toEqual([]);
    });

    test('never comes over ready posts: a first load, a return, the Posts tab, the same shop again', async ({
      shell,
      page,
    }) => {
      const { displayName } = await shopCatalog();
      const { frames, settle } = await watchFrames(page);
      await shell.goto(`/explore/${displayName}`);
      const region = shell.region('mfe_creator_shop');
      await expect(page.locator(POST).first()).toBeVisible();
      await settle();
      // A first load may show the splash while nothing is painted, never over the cards (painted from the HTML or not).
      expect(
        (await frames()).filter((frame) => frame.splash && frame.posts),
        'frames painted with the splash over the posts',
      ).toEqual([]);
      await expect(page.locator(SPLASH)).toHaveCount(0);
      const nav = region.getByRole('navigation', { name: `${displayName}'s shop` });

      // Another tab, then back (the same history entry), then the Posts tab again (a new one): the posts are in.
      await nav.getByRole('link', { name: 'Collections' }).click();
      await expect(region.getByRole('region', { name: 'Collections' })).toBeVisible();
      const from = (await frames()).length;
      await page.goBack();
      await expect(page.locator(POST).first()).toBeVisible();
      await nav.getByRole('link', { name: 'Collections' }).click();
      await expect(region.getByRole('region', { name: 'Collections' })).toBeVisible();
      await nav.getByRole('link', { name: 'Posts' }).click();
      await expect(page.locator(POST).first()).toBeVisible();
      // From the home page, through the shell's router (a new visit of a shop whose posts are in the store).
      await shell.navigate('/home');
      await expect(shell.region('mfe_discover').getByRole('article').first()).toBeVisible();
      await shell.navigate(`/explore/${displayName}`);
      await expect(page.locator(POST).first()).toBeVisible();
      await settle();
      const splashFrames = (await frames()).slice(from).filter((frame) => frame.splash);
      expect(splashFrames, 'frames painted with the splash').toEqual([]);
      expect(shell.errors).toEqual([]);
    });
  });
}
