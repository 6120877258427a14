import { ShellHeader, VIEWPORTS } from '../fixtures/shell-header';
import { API_BASE_URL, DEMO, PORTS } from '../fixtures/ports';

const SHELL_ORIGIN = `http://localhost:${PORTS.shell}`;
import { expect, test } from '../fixtures/test';

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`password login at ${size}`, () => {
    test.use({ viewport });

    test('the demo account signs in with the password form', async ({ shell, page }) => {
      const header = new ShellHeader(page);
      const accessToken = header.watchAccessTokens();
      await shell.goto('/login');
      await expect(header.loginLink).toBeVisible();
      const form = page.getByRole('form', { name: 'Log in' });
      await form.getByLabel('Email').fill(DEMO.email);
      await form.getByLabel('Password').fill(DEMO.password);
      await form.getByRole('button', { name: 'Log in' }).click();

      await expect(header.userMenuButton).toBeVisible();
      await expect(header.cartButton).toBeVisible();
      await expect(header.loginLink).toHaveCount(0);
      await expect(page).not.toHaveURL(/\/login/);
      const session = await header.storedSession();
      expect(session?.user?.email).toBe(DEMO.email);
      expect(accessToken()).toBeTruthy();
      expect(JSON.stringify(session)).not.toContain(accessToken());
      expect(shell.errors).toEqual([]);
    });

    test('the form shows the section-5 messages and keeps the user out on a wrong password', async ({
      shell,
      page,
    }) => {
      const header = new ShellHeader(page);
      await shell.goto('/login');
      const form = page.getByRole('form', { name: 'Log in' });
      await form.getByRole('button', { name: 'Log in' }).click();
      await expect(form.getByText('This field is required.')).toHaveCount(2);

      await form.getByLabel('Email').fill('not-an-email');
      await expect(form.getByText('Please enter a valid email')).toBeVisible();
      await expect(form.getByText('This field is required.')).toHaveCount(1);

      await form.getByLabel('Email').fill(DEMO.email);
      await form.getByLabel('Password').fill('wrong-password');
      await expect(form.getByText('Please enter a valid email')).toHaveCount(0);
      await form.getByRole('button', { name: 'Log in' }).click();
      await expect(form.getByRole('alert')).toHaveText('Email or password is incorrect.');
      expect(await header.storedSession()).toBeNull();
      await expect(header.loginLink).toBeVisible();
    });
  });
}

test.describe('hosted login (PKCE) and session end', () => {
  test.use({ viewport: VIEWPORTS.lg });

  test('/auth goes through the api OIDC login page and comes back logged in', async ({ shell, page }) => {
    const header = new ShellHeader(page);
    const accessToken = header.watchAccessTokens();
    await shell.goto('/auth');
    await expect(page).toHaveURL(new RegExp(`^${API_BASE_URL}/oidc/`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Log in');
    await header.fillHostedLogin();
    await header.finishHostedLogin(SHELL_ORIGIN);
    await expect(header.userMenuButton).toBeVisible();
    // The hosted session's refresh token went to /token/ once, into the httpOnly cookie: storage has the user only.
    await expect.poll(accessToken).toBeTruthy();
    const session = await header.storedSession();
    expect(session?.user?.email).toBe(DEMO.email);
    expect(Object.keys(session ?? {})).toEqual(['user']);
    // A reload keeps the hosted session (the cookie gives a new access token).
    await page.reload();
    await expect(header.userMenuButton).toBeVisible();
  });

  test('the callback went through /auth/callback with a code and the PKCE verifier', async ({
    shell,
    page,
  }) => {
    const seen: string[] = [];
    page.on('request', (request) => seen.push(request.url()));
    await shell.goto('/auth');
    await page.waitForURL(new RegExp(`^${API_BASE_URL}/oidc/`));
    const authorizeUrl = seen.find((url) => url.includes('/oidc/auth'));
    expect(authorizeUrl, 'authorization request').toBeTruthy();
    const params = new URL(authorizeUrl!).searchParams;
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('response_type')).toBe('code');
    const header = new ShellHeader(page);
    await header.fillHostedLogin();
    await header.finishHostedLogin(SHELL_ORIGIN);
    const callback = seen.find((url) => url.startsWith(`${SHELL_ORIGIN}/auth/callback`));
    expect(callback, 'callback navigation').toBeTruthy();
    expect(new URL(callback!).searchParams.get('code')).toBeTruthy();
    expect(seen.some((url) => url.startsWith(`${API_BASE_URL}/oidc/token`))).toBe(true);
    expect(seen).toContain(`${API_BASE_URL}/token/`);
  });

  test('Sign out in the user menu returns to / logged out', async ({ shell, page }) => {
    const header = new ShellHeader(page);
    await shell.login();
    await shell.goto('/home');
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await header.userMenuButton.click();
    await page.getByRole('link', { name: 'Sign out' }).click();
    // /logout sends the user to `/`, which the discover app redirects to /home.
    await expect.poll(() => visited).toContain('/');
    expect(visited.indexOf('/')).toBeGreaterThan(visited.indexOf('/logout'));
    await expect(page).toHaveURL(/\/home$/);
    await expect(header.loginLink).toBeVisible();
    await expect(header.userMenuButton).toHaveCount(0);
    expect(await header.storedSession()).toBeNull();
  });

  test('a 401 mid-session (the session ended elsewhere) logs the user out', async ({
    shell,
    page,
    request,
  }) => {
    const { header, accessToken } = await shell.loginAtHome();
    // The session ends on the server (as from another device): the page's in-memory token now gets 401.
    const ended = await request.get(`${API_BASE_URL}/logout/`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(ended.status()).toBe(200);
    const unauthorized = page.waitForResponse(
      (response) => response.url().startsWith(`${API_BASE_URL}/`) && response.status() === 401,
    );
    await shell.navigate('/account/favorites/products');
    await unauthorized;
    await expect(header.loginLink).toBeVisible();
    await expect(header.userMenuButton).toHaveCount(0);
    await expect.poll(() => header.storedSession()).toBeNull();
  });
});
