import type { Page } from '@playwright/test';
import { signUpFreshAccount } from '../fixtures/accounts';
import { ShellHeader } from '../fixtures/shell-header';
import { expect, test } from '../fixtures/test';

/** The sizes a shopper uses: a phone and a laptop. */
const SIZES = {
  '390': { width: 390, height: 844 },
  '1280': { width: 1280, height: 900 },
} as const;

// The staff demo account (api/README.md): the only kind of account the api lets impersonate.
const STAFF = { email: 'staff@shopltk.test', password: 'staff-password' };

/** Fills /login's form, with the staff part's "Shopper to sign in as", and submits it. */
async function logInAs(page: Page, account: { email: string; password: string }, shopper: string) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email', { exact: true }).fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByText('Staff: sign in as a shopper').click();
  await form.getByLabel('Shopper to sign in as').fill(shopper);
  const answer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/token/' && response.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Log in' }).click();
  return { form, answer: await answer };
}

for (const [size, viewport] of Object.entries(SIZES)) {
  test.describe(`staff impersonation from the login form at ${size}`, () => {
    test.use({ viewport });

    test('staff sign in as a shopper: the session shows it, with no legal modal', async ({ shell, page }) => {
      // A shopper who has not accepted the terms: their own session would get the legal modal.
      const shopper = await signUpFreshAccount('impersonated', { acceptTerms: false });
      const header = new ShellHeader(page);
      const { answer } = await logInAs(page, STAFF, shopper.email);
      expect(answer.status()).toBe(200);
      await expect(page).not.toHaveURL(/\/login/);

      // Section 6: the token's email shown, the cart button displayed differently, no legal modal.
      await expect(header.root.getByRole('status').filter({ hasText: 'Impersonating' })).toHaveText(
        `Impersonating ${shopper.email}`,
      );
      await expect(header.cartButton).toHaveAttribute('data-impersonating', 'true');
      expect((await header.storedSession())?.user?.email).toBe(shopper.email);
      await shell.goto('/home');
      await expect(header.root.getByRole('status').filter({ hasText: 'Impersonating' })).toHaveText(
        `Impersonating ${shopper.email}`,
      );
      await expect(shell.region('mfe_discover').getByRole('article').first()).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Our Terms and Policies' })).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath(`impersonating-${size}.png`) });
      expect(shell.errors).toEqual([]);
    });

    test('a shopper who asks to impersonate gets 403 impersonation_forbidden, shown in the form', async ({
      shell,
      page,
    }) => {
      const shopper = await signUpFreshAccount('not-staff');
      const other = await signUpFreshAccount('target');
      const header = new ShellHeader(page);
      const { form, answer } = await logInAs(page, shopper, other.email);
      expect(answer.status()).toBe(403);
      expect(((await answer.json()) as { error_code: string }).error_code).toBe('impersonation_forbidden');
      await expect(form.getByRole('alert')).toHaveText('Only staff accounts can sign in as a shopper.');
      await expect(page).toHaveURL(/\/login/);
      expect(await header.storedSession()).toBeNull();
      await expect(header.loginLink).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`impersonation-refused-${size}.png`) });
      expect(shell.errors).toEqual([]);
    });
  });
}
