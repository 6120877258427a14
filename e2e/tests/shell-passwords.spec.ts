import { accessTokenOf, signUpFreshAccount } from '../fixtures/accounts';
import { API_BASE_URL } from '../fixtures/ports';
import { ShellHeader } from '../fixtures/shell-header';
import { expect, test } from '../fixtures/test';

test.describe('passwords', () => {
  test("'Forgot password?' on the login page asks the api for a reset link, with the form's checks first", async ({
    shell,
    page,
  }) => {
    const account = await signUpFreshAccount('forgot');
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${API_BASE_URL}/api/password/request/ltk/`))
        requests.push(request.postData() ?? '');
    });
    await shell.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page).toHaveTitle('Reset your password | LTK');
    const form = page.getByRole('form', { name: 'Reset your password' });
    await form.getByRole('button', { name: 'Send reset link' }).click();
    await expect(form.getByText('This field is required.')).toBeVisible();
    await form.getByLabel('Email').fill('not-an-email');
    await expect(form.getByText('Please enter a valid email')).toBeVisible();
    expect(requests).toEqual([]);

    await form.getByLabel('Email').fill(account.email);
    await form.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'If an account exists for that email, we sent a link to reset the password.',
    );
    expect(new URLSearchParams(requests[0]).get('email')).toBe(account.email);
    // Back to the login form, and the account's password is unchanged until the link is used.
    await page.getByRole('link', { name: 'Log in' }).last().click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(accessTokenOf(account)).resolves.toBeTruthy();
    expect(shell.errors).toEqual([]);
  });

  test('Change password from Settings: this session stays, the others end, only the new password signs in', async ({
    shell,
    page,
    request,
  }) => {
    const account = await signUpFreshAccount('change');
    // Another device's session of the same account.
    const otherDevice = await accessTokenOf(account);
    const userinfo = (token: string) =>
      request.get(`${API_BASE_URL}/userinfo/`, { headers: { authorization: `Bearer ${token}` } });
    expect((await userinfo(otherDevice)).status()).toBe(200);

    await shell.login(account.email, account.password);
    await shell.goto('/account');
    await page.getByRole('link', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/change-password$/);
    await expect(page).toHaveTitle('Change password | LTK');
    const form = page.getByRole('form', { name: 'Change password' });
    const save = form.getByRole('button', { name: 'Save password' });
    await save.click();
    await expect(form.getByText('This field is required.')).toHaveCount(3);

    const next = `new-${account.password}`;
    await form.getByLabel('Current password').fill('not-my-password');
    await form.getByLabel('New password', { exact: true }).fill(next);
    await form.getByLabel('Confirm new password').fill(`${next}-typo`);
    await save.click();
    await expect(form.getByText('Passwords must match')).toBeVisible();
    await form.getByLabel('Confirm new password').fill(next);
    await save.click();
    await expect(form.getByRole('alert')).toHaveText('The current password is wrong');

    await form.getByLabel('Current password').fill(account.password);
    await save.click();
    await expect(page.getByRole('status')).toHaveText('Your password was changed.');

    // The other device is signed out; this one is not.
    expect((await userinfo(otherDevice)).status()).toBe(401);
    await shell.goto('/account');
    await expect(new ShellHeader(page).userMenuButton).toBeVisible();
    await expect(page).toHaveURL(/\/account$/);
    // The old password no longer signs in; the new one does.
    await expect(accessTokenOf(account)).rejects.toThrow(/HTTP 4\d\d/);
    await expect(accessTokenOf({ email: account.email, password: next })).resolves.toBeTruthy();
    expect(shell.errors).toEqual([]);
  });

  test('/change-password signed out goes to the login page and back after signing in', async ({
    shell,
    page,
  }) => {
    const account = await signUpFreshAccount('change-out');
    await shell.goto('/change-password');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fchange-password$/);
    const form = page.getByRole('form', { name: 'Log in' });
    await form.getByLabel('Email').fill(account.email);
    await form.getByLabel('Password').fill(account.password);
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/change-password$/);
    await expect(page.getByRole('form', { name: 'Change password' })).toBeVisible();
  });
});
