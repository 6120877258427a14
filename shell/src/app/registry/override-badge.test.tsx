import { createTestPlatform } from '@ltk/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mountOverrideBadge, resetOverrides } from './override-badge';

const accepted = [{ remote: 'mfe_product', url: 'http://localhost:3103/mf-manifest.json' }];
const refused = [
  { remote: 'mfe_cart', url: 'https://evil.example/m.json', reason: 'origin-not-allowed' as const },
];

function renderBadge(onReset = jest.fn()) {
  document.body.innerHTML = '<div id="header"><a href="/home">LTK</a></div>';
  const { platform } = createTestPlatform();
  act(() => mountOverrideBadge(platform.i18n, { accepted, refused, onReset }));
  return onReset;
}

describe('OverrideBadge', () => {
  it('is the first thing on the page: a button that lists the overrides, with the reason of a refusal', async () => {
    renderBadge();
    const toggle = await screen.findByRole('button', { name: 'Overrides: 1 active, 1 refused' });
    expect(document.body.firstElementChild?.id).toBe('override-badge');
    expect(screen.getByRole('complementary', { name: 'Remote overrides' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list')).toBeNull();

    await userEvent.setup().click(toggle);
    const list = screen.getByRole('list', { name: 'Remote overrides in use' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(list).toHaveTextContent('mfe_product http://localhost:3103/mf-manifest.json active');
    expect(list).toHaveTextContent(
      "mfe_cart https://evil.example/m.json refused: origin not in the runtime config's allowed origins",
    );
  });

  it('opens from the keyboard; Escape closes the list and gives focus back to the button', async () => {
    renderBadge();
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: /^Overrides:/ });
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('list')).toBeVisible();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Reset overrides' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('list')).toBeNull();
    expect(toggle).toHaveFocus();
  });

  it("names its ids apart from the page's: a dev remote's own React counts useId from zero too", async () => {
    renderBadge();
    await screen.findByRole('button', { name: /^Overrides:/ });
    expect(screen.getByRole('list', { hidden: true }).id).toContain('override-badge-');
  });

  it('resets in one click', async () => {
    const onReset = renderBadge();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Reset overrides' }));
    expect(onReset).toHaveBeenCalledTimes(1);
  });
});

describe('resetOverrides', () => {
  it('forgets the stored overrides and reloads without the override parameters', () => {
    const storage = { removeItem: jest.fn() };
    const location = {
      href: 'http://localhost:3000/post/1?override=mfe_product=http://localhost:3103/m.json&x=1&override-reset',
      assign: jest.fn(),
    };
    resetOverrides(storage, location);
    expect(storage.removeItem).toHaveBeenCalledWith('ltk-remote-overrides');
    expect(location.assign).toHaveBeenCalledWith('http://localhost:3000/post/1?x=1');
  });
});
