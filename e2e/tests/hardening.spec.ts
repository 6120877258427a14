import { API_BASE_URL, DEMO, PORTS } from '../fixtures/ports';
import { ShellHeader } from '../fixtures/shell-header';
import { expect, test } from '../fixtures/test';

const SHELL_ORIGIN = `http://localhost:${PORTS.shell}`;

test.describe('hardening', () => {
  test('the site runs under its Content-Security-Policy: the feed and a post render with no violation', async ({
    shell,
    page,
    data,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto('/home');
    const headers = response!.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    await expect(page.locator('main img').first()).toBeVisible();
    await shell.navigate(`/post/${data.postId}`);
    await expect(page.locator('main img').first()).toBeVisible();
    expect(violations).toEqual([]);
    expect(shell.errors).toEqual([]);
  });

  test('a returnTo that a browser would take to another site ends on this site after login', async ({
    page,
  }) => {
    await page.goto('/login?returnTo=%2F%09%2Fevil.example');
    const form = page.getByRole('form', { name: 'Log in' });
    await form.getByLabel('Email').fill(DEMO.email);
    await form.getByLabel('Password').fill(DEMO.password);
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect(new ShellHeader(page).userMenuButton).toBeVisible();
    expect(new URL(page.url()).origin).toBe(SHELL_ORIGIN);
  });

  test('signing out ends the session on the server: the old access token gets 401', async ({
    shell,
    page,
    request,
  }) => {
    const { header, accessToken: token } = await shell.loginAtHome();
    const userinfo = () =>
      request.get(`${API_BASE_URL}/userinfo/`, { headers: { authorization: `Bearer ${token}` } });
    expect((await userinfo()).status()).toBe(200);
    await header.userMenuButton.click();
    await page.getByRole('link', { name: 'Sign out' }).click();
    await expect(header.loginLink).toBeVisible();
    await expect.poll(async () => (await userinfo()).status()).toBe(401);
  });

  test('no token in web storage: the refresh token is an httpOnly cookie, a reload keeps the session, sign out ends it', async ({
    shell,
    page,
    context,
  }) => {
    const header = new ShellHeader(page);
    const tokenRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url() === `${API_BASE_URL}/token/`) tokenRequests.push(request.postData() ?? '');
    });
    const webStorage = () =>
      page.evaluate(() =>
        [window.localStorage, window.sessionStorage]
          .flatMap((storage) => Object.keys(storage).map((key) => `${key}=${storage.getItem(key) ?? ''}`))
          .join('\n'),
      );
    const JWT = /eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/;
    await shell.login();
    await shell.goto('/home');
    await expect(header.userMenuButton).toBeVisible();
    const cookies = await context.cookies(API_BASE_URL + '/token/');
    const refresh = cookies.find((cookie) => cookie.name === 'ltk_refresh');
    expect(refresh, 'refresh cookie').toBeTruthy();
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/token/' });
    const stored = await webStorage();
    expect(stored).not.toMatch(JWT);
    expect(stored).not.toContain(refresh!.value);
    expect(stored).not.toMatch(/refresh/i);
    // Scripts cannot read it either.
    expect(await page.evaluate(() => document.cookie)).not.toContain('ltk_refresh');

    // A reload keeps the user signed in: one refresh through the cookie, with no token in the request body.
    tokenRequests.length = 0;
    await page.reload();
    await expect(header.userMenuButton).toBeVisible();
    await expect.poll(() => tokenRequests).toEqual(['grant_type=refresh_token']);
    await shell.goto('/account/favorites/products');
    await expect(header.userMenuButton).toBeVisible();
    expect(await webStorage()).not.toMatch(JWT);

    // Sign out ends it: the cookie is gone, and a reload stays signed out.
    await header.userMenuButton.click();
    await page.getByRole('link', { name: 'Sign out' }).click();
    await expect(header.loginLink).toBeVisible();
    await expect
      .poll(async () =>
        (await context.cookies(API_BASE_URL + '/token/')).some((c) => c.name === 'ltk_refresh'),
      )
      .toBe(false);
    await page.reload();
    await expect(header.loginLink).toBeVisible();
    await expect(header.userMenuButton).toHaveCount(0);
  });

  test('a signed-out visit asks nothing of the token endpoint', async ({ shell, page }) => {
    const tokenRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${API_BASE_URL}/token/`)) tokenRequests.push(request.url());
    });
    await shell.goto('/home');
    // The page-load refresh would go out before the first render; the feed's posts come after it.
    await expect(page.locator('#app-mfe_discover a[href^="/post/"]').first()).toBeVisible();
    expect(tokenRequests).toEqual([]);
  });

  test("the api's login page may not be framed", async ({ request }) => {
    const response = await request.get(`${API_BASE_URL}/health`);
    expect(response.headers()['x-frame-options']).toBe('DENY');
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
