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
    const header = new ShellHeader(page);
    await shell.login();
    await shell.goto('/home');
    const token = (await header.storedSession())?.accessToken;
    expect(token).toBeTruthy();
    const userinfo = () =>
      request.get(`${API_BASE_URL}/userinfo/`, { headers: { authorization: `Bearer ${token}` } });
    expect((await userinfo()).status()).toBe(200);
    await header.userMenuButton.click();
    await page.getByRole('link', { name: 'Sign out' }).click();
    await expect(header.loginLink).toBeVisible();
    await expect.poll(async () => (await userinfo()).status()).toBe(401);
  });

  test("the api's login page may not be framed", async ({ request }) => {
    const response = await request.get(`${API_BASE_URL}/health`);
    expect(response.headers()['x-frame-options']).toBe('DENY');
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
