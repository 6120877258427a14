import { ShellHeader, VIEWPORTS } from '../fixtures/shell-header';
import { expect, test } from '../fixtures/test';

type Focused = Awaited<ReturnType<ShellHeader['focused']>>;

/** Tabs from the top of the page and records every header element that gets focus. */
async function tabThroughHeader(header: ShellHeader, maxTabs = 40): Promise<Focused[]> {
  await header.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const seen: Focused[] = [];
  let leftHeader = false;
  for (let i = 0; i < maxTabs && !leftHeader; i += 1) {
    await header.page.keyboard.press('Tab');
    const focused = await header.focused();
    if (focused.inHeader) seen.push(focused);
    else if (seen.length > 0) leftHeader = true;
  }
  return seen;
}

test.describe('keyboard-only header at lg', () => {
  test.use({ viewport: VIEWPORTS.lg });

  test('Tab reaches every control of the logged-in header; Enter and Escape work', async ({
    shell,
    page,
  }) => {
    const header = new ShellHeader(page);
    await shell.login();
    await shell.goto('/home');
    await expect(header.userMenuButton).toBeVisible();
    await expect(header.searchInput).toBeVisible();

    const order = await tabThroughHeader(header);
    const names = order.map((f) => f.label ?? f.text);
    expect(order.some((f) => f.href === '/home' && f.label === 'LTK home')).toBe(true);
    expect(order.some((f) => f.inSearch && f.tag === 'input')).toBe(true);
    expect(order.some((f) => f.tag === 'button' && /^Cart/.test(f.label ?? f.text))).toBe(true);
    expect(order.some((f) => f.tag === 'select')).toBe(true);
    expect(order.some((f) => f.tag === 'button' && (f.label ?? f.text) === 'Account menu')).toBe(true);
    for (const name of ['Discover', 'Shop', 'Sale Alert', 'Finds Under $100', 'Finds Under $50'])
      expect(names).toContain(name);

    // user menu: Enter opens with focus on the first item, arrows move, Escape closes back to the trigger
    await header.userMenuButton.focus();
    await page.keyboard.press('Enter');
    await expect(header.userMenuButton).toHaveAttribute('aria-expanded', 'true');
    const menuLinks = header.root.getByRole('list', { name: 'Account menu' }).getByRole('link');
    await expect(menuLinks.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menuLinks.nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(header.userMenuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(header.userMenuButton).toBeFocused();

    // Enter on a menu item follows it (the email item comes first when the account may change it)
    await page.keyboard.press('Enter');
    await expect(menuLinks.first()).toBeFocused();
    const favorites = menuLinks.filter({ hasText: 'Favorites' });
    for (let i = 0; i < 3 && !(await favorites.evaluate((el) => el === document.activeElement)); i += 1)
      await page.keyboard.press('ArrowDown');
    await expect(favorites).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/account\/favorites\/products$/);

    // nav link by Enter
    await header.primaryNav.getByRole('link', { name: 'Sale Alert' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/categories\/salealert$/);

    // cart: Enter opens the drawer, Escape closes it
    await header.cartButton.focus();
    await page.keyboard.press('Enter');
    const drawer = shell.region('mfe_cart');
    await expect(drawer.getByText('My Carts').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer.getByText('My Carts')).toHaveCount(0);

    // language selector: arrow keys change the locale (saved in the demo user's settings), and back
    await header.languageSelect.focus();
    const before = await header.languageSelect.inputValue();
    try {
      await page.keyboard.press('ArrowDown');
      await expect(header.languageSelect).not.toHaveValue(before);
      await page.keyboard.press('ArrowUp');
      await expect(header.languageSelect).toHaveValue(before);
    } finally {
      if ((await header.languageSelect.inputValue()) !== before)
        await header.languageSelect.selectOption(before);
    }

    // search: type and Enter
    await header.searchInput.focus();
    await page.keyboard.type('dress');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?.*keyword=dress/);
  });

  test('logged out: Tab reaches Log in, Sign up, Apply to be a Creator; Enter on Log in opens /login', async ({
    shell,
    page,
  }) => {
    const header = new ShellHeader(page);
    await shell.goto('/home');
    await expect(header.loginLink).toBeVisible();
    const names = (await tabThroughHeader(header)).map((f) => f.label ?? f.text);
    for (const name of ['Log in', 'Sign up', 'Apply to be a Creator', 'Discover'])
      expect(names).toContain(name);
    await header.loginLink.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('form', { name: 'Log in' })).toBeVisible();
  });
});

test.describe('keyboard-only header at xs', () => {
  test.use({ viewport: VIEWPORTS.xs });

  test('the search button opens the search box by keyboard', async ({ shell, page }) => {
    const header = new ShellHeader(page);
    await shell.goto('/home');
    const toggle = header.root.getByRole('button', { name: 'Open search' });
    await expect(header.searchInput).toBeHidden();
    const names = (await tabThroughHeader(header)).map((f) => f.label ?? f.text);
    expect(names).toContain('Open search');
    expect(names).toContain('Log in');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(header.root.getByRole('button', { name: 'Close search' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(header.searchInput).toBeVisible();
    // The button moves the focus into the box: typing goes there at once.
    await expect(page.getByTestId('header-search-slot').locator('input:focus')).toHaveCount(1);
    await page.keyboard.type('dress');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?.*keyword=dress/);
  });
});
