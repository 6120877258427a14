import type { Browser, Page } from '@playwright/test';
import { accessTokenOf, signUpFreshAccount, type FreshAccount } from '../fixtures/accounts';
import { API_BASE_URL } from '../fixtures/ports';
import { VIEWPORTS } from '../fixtures/shell-header';
import { expect, test } from '../fixtures/test';

// The staff demo account sets the shared-wishlist gate through its service setting (api/README.md).
const STAFF = { email: 'staff@shopltk.test', password: 'staff-password' };
const GATE_URL = `${API_BASE_URL}/v1/service_settings/shared_wishlist_allow_list`;

async function api<T>(
  path: string,
  token: string | null,
  init: RequestInit = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${API_BASE_URL}${path}`, {
    ...init,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
}

async function setGate(allowList: boolean | string[]): Promise<void> {
  const token = await accessTokenOf(STAFF);
  const { status } = await api(GATE_URL.slice(API_BASE_URL.length), token, {
    method: 'PUT',
    body: JSON.stringify({ allowList }),
  });
  expect(status).toBe(200);
}

/** Wishes a product of the catalog for the account; returns its name, the share hash and the owner id. */
async function wishSomething(account: FreshAccount, postId: string) {
  const token = await accessTokenOf(account);
  const ltks = await api<{ ltks: { productIds: string[] }[] }>(`/v2/ltks?ids=${postId}`, null);
  const productId = ltks.body.ltks[0]!.productIds[0]!;
  const products = await api<{ products: { productDetailsId: string }[] }>(
    `/v2/products/?ids=${productId}`,
    null,
  );
  const details = await api<{ productDetails: { name: string }[] }>(
    `/v2/product_details/?ids=${products.body.products[0]!.productDetailsId}`,
    null,
  );
  expect(
    (await api('/v2/wishes/', token, { method: 'POST', body: JSON.stringify({ ltk_product_id: productId }) }))
      .status,
  ).toBe(200);
  const collections = await api<{ wishCollections: { shareHash: string; userId: string }[] }>(
    '/v2/wish_collections/',
    token,
  );
  const own = collections.body.wishCollections[0]!;
  return { name: details.body.productDetails[0]!.name, hash: own.shareHash, ownerId: own.userId };
}

async function loggedOutPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

const termsDialog = (page: Page) => page.getByRole('dialog', { name: 'Our Terms and Policies' });

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`account at ${size}`, () => {
    test.use({ viewport });

    test('legal terms: the modal stays until Accept all, and never returns', async ({ shell, page }) => {
      const account = await signUpFreshAccount('terms', { acceptTerms: false });
      await shell.login(account.email, account.password);
      await shell.goto('/home');
      const dialog = termsDialog(page);
      await expect(dialog).toBeVisible();
      expect((await dialog.boundingBox())?.width).toBeLessThanOrEqual(343);
      await page.keyboard.press('Escape');
      await page.mouse.click(5, viewport.height - 5);
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Accept all' }).click();
      await expect(dialog).toBeHidden();
      await expect
        .poll(
          async () =>
            (await api<{ signedPolicies: object }>('/v2/signed_policies/', await accessTokenOf(account))).body
              .signedPolicies,
        )
        .toEqual({ cookie: true, privacy: true, tos: true });
      const policiesRead = page.waitForResponse((r) => r.url().includes('/v2/signed_policies/'));
      await page.reload();
      expect((await policiesRead).status()).toBe(200);
      await expect(termsDialog(page)).toHaveCount(0);
    });

    test('legal terms: Disagree, Cancel goes back, Log Out signs out', async ({ shell, page }) => {
      const account = await signUpFreshAccount('disagree', { acceptTerms: false });
      await shell.login(account.email, account.password);
      await shell.goto('/home');
      await termsDialog(page).getByRole('button', { name: 'Disagree' }).click();
      const sure = page.getByRole('alertdialog', { name: 'Are you sure?' });
      await expect(sure).toBeVisible();
      await sure.getByRole('button', { name: 'Cancel' }).click();
      await expect(termsDialog(page)).toBeVisible();
      await termsDialog(page).getByRole('button', { name: 'Disagree' }).click();
      await page
        .getByRole('alertdialog', { name: 'Are you sure?' })
        .getByRole('button', { name: 'Log Out' })
        .click();
      await expect(page).toHaveURL(/:\d+\/(home)?$/);
      await expect
        .poll(() => page.evaluate(() => window.localStorage.getItem('ltk-session')), { timeout: 15_000 })
        .toBeNull();
      await expect(termsDialog(page)).toHaveCount(0);
    });

    test('privacy: delete my account logs out, and the old password and token no longer work', async ({
      shell,
      page,
    }) => {
      const account = await signUpFreshAccount('delete');
      const oldToken = await accessTokenOf(account);
      await shell.login(account.email, account.password);
      await shell.goto('/account');
      await page.getByRole('button', { name: 'Delete my account' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete your account?' });
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button', { name: 'Delete account' }).click();
      await expect(page).toHaveURL(/:\d+\/(home)?$/, { timeout: 20_000 });
      await expect
        .poll(() => page.evaluate(() => window.localStorage.getItem('ltk-session')), { timeout: 15_000 })
        .toBeNull();
      expect((await api('/v2/wishes/', oldToken)).status).toBe(401);
      expect((await api('/v2/ltks?limit=1', oldToken)).status).toBe(401);
      await expect(accessTokenOf(account)).rejects.toThrow(/login failed/);
      await page.goto('/login');
      const form = page.locator('#shell-page form').first();
      await form.getByLabel(/email/i).fill(account.email);
      await form.getByLabel(/password/i).fill(account.password);
      await form.getByRole('button', { name: /log in/i }).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      expect(await page.evaluate(() => window.localStorage.getItem('ltk-session'))).toBeNull();
    });

    test('change email: the new email shows at once, and it is the one that logs in', async ({
      shell,
      page,
    }) => {
      const account = await signUpFreshAccount('email');
      const next = `renamed-${account.email}`;
      await shell.login(account.email, account.password);
      await shell.goto('/account');
      await page.getByRole('textbox', { name: 'New email' }).fill(next);
      await page.getByRole('button', { name: 'Save email' }).click();
      await expect(page.getByRole('status')).toHaveText('Your email was changed.');
      // The session was renewed: the page (and the stored session every remote reads) carries the new email.
      await expect(page.getByText(`Email: ${next}`, { exact: true })).toBeVisible();
      await expect
        .poll(() =>
          page.evaluate(() => JSON.parse(window.localStorage.getItem('ltk-session') ?? '{}').user?.email),
        )
        .toBe(next);
      await expect(accessTokenOf(account)).rejects.toThrow(/login failed/);
      expect(await accessTokenOf({ ...account, email: next })).toEqual(expect.any(String));
    });

    test('privacy: request a copy of my data, then the api says one is in progress', async ({
      shell,
      page,
    }) => {
      const account = await signUpFreshAccount('access');
      await shell.login(account.email, account.password);
      await shell.goto('/account');
      const request = page.getByRole('button', { name: 'Request a copy of my data' });
      await request.click();
      await expect(
        page.getByText('Your request was received. We will email you a copy of your data.'),
      ).toBeVisible();
      await request.click();
      await expect(page.getByText('You already have a data access request in progress.')).toBeVisible();
    });

    test('wishlists: a wishlist shared to a logged-out browser, and the gate of section 5', async ({
      shell,
      page,
      browser,
      data,
    }) => {
      const owner = await signUpFreshAccount('wishlist');
      const wished = await wishSomething(owner, data.postId);
      const other = await signUpFreshAccount('other');
      const otherId = (await api<{ sub: string }>('/userinfo/', await accessTokenOf(other))).body.sub.split(
        '|',
      )[1]!;

      await shell.login(owner.email, owner.password);
      await shell.goto('/wishlists');
      await expect(page.getByRole('heading', { level: 1, name: 'Wishlists' })).toBeVisible();
      await expect(page.getByText(wished.name).first()).toBeVisible();
      const shareLink = page.getByRole('link', { name: 'Share link of My Wishlist' });
      await expect(shareLink).toHaveAttribute('href', `/collections/${wished.hash}`);

      const visitor = await loggedOutPage(browser, viewport);
      try {
        await visitor.goto(`/collections/${wished.hash}`);
        await expect(visitor.getByRole('heading', { level: 1, name: 'My Wishlist' })).toBeVisible();
        await expect(visitor.getByText(wished.name).first()).toBeVisible();

        // A made-up share id with the owner's id: swallowed into the empty state.
        const forged = Buffer.from(`${'0'.repeat(32)}:${wished.ownerId}`).toString('base64url');
        await visitor.goto(`/collections/${forged}`);
        await expect(visitor.getByText('Nothing to see here yet.')).toBeVisible();

        await setGate(false);
        await visitor.goto(`/collections/${wished.hash}`);
        await expect(visitor).toHaveURL(/:\d+\/(home)?$/);

        await setGate([otherId]);
        await visitor.goto(`/collections/${wished.hash}`);
        await expect(visitor.getByText('This wishlist is private.')).toBeVisible();
        await shell.goto(`/collections/${wished.hash}`);
        await expect(page.getByText(wished.name).first()).toBeVisible();

        await setGate([wished.ownerId]);
        await visitor.goto(`/collections/${wished.hash}`);
        await expect(visitor.getByText(wished.name).first()).toBeVisible();

        await setGate(true);
        await visitor.goto(`/collections/${wished.hash}`);
        await expect(visitor.getByText(wished.name).first()).toBeVisible();
        await visitor.goto('/collections');
        await expect(visitor).toHaveURL(/\/login/);
      } finally {
        await setGate(true);
        await visitor.context().close();
      }

      // Removing the wish empties the wishlist.
      await shell.goto('/wishlists');
      await page
        .getByRole('button', { name: /^Save /, pressed: true })
        .first()
        .click();
      await expect(page.getByText('This wishlist is empty.')).toBeVisible();
    });

    test('legal pages and the invite landing render', async ({ shell, page }) => {
      await shell.goto('/terms-of-service');
      await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
      await shell.goto('/legal/virtual-patent');
      await expect(page.getByRole('heading', { level: 1, name: 'Virtual Patent Marking' })).toBeVisible();
      await shell.goto('/user/invite-123');
      await expect(page.getByRole('heading', { level: 1, name: "You're invited to LTK" })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Sign up' }).last()).toBeVisible();
    });
  });
}
