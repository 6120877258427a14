import { makeAuthState, makeUser } from '@ltk/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderFeature } from '../../../lib/test-support/render-feature';
import { Header } from './header';

const carts = (quantities: number[]) => ({
  carts: [{ id: 'c1', retailerId: 'r1', cartItemIds: quantities.map((_, i) => `i${i}`), subtotal: 10 }],
  cartItems: quantities.map((quantity, i) => ({
    id: `i${i}`,
    cartId: 'c1',
    quantity,
    productDetailsId: 'p',
    retailerProductVariantId: 'v',
  })),
});

describe('Header', () => {
  it('shows the section-2 links with their targets and the logged-out actions', () => {
    renderFeature(<Header />, { route: '/home' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const expected: [string, string][] = [
      ['Discover', '/home'],
      ['Shop', '/categories'],
      ['Sale Alert', '/categories/salealert'],
      ['Finds Under $100', '/categories/findsunder100'],
      ['Finds Under $50', '/categories/findsunder50'],
    ];
    for (const [label, href] of expected)
      expect(within(nav).getByRole('link', { name: label })).toHaveAttribute('href', href);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Apply to be a Creator' })).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('button', { name: /Cart/ })).toBeNull();
  });

  it('offers a skip link as the first Tab stop that moves focus to the main region without a navigation', async () => {
    const user = userEvent.setup();
    const main = document.createElement('main');
    main.id = 'main';
    document.body.appendChild(main);
    renderFeature(<Header />, { route: '/home' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(main).toHaveFocus();
    expect(window.location.hash).toBe('');
    main.remove();
  });

  it('shows the cart badge capped at 9+ and a keyboard-usable user menu for a logged-in user', async () => {
    const user = userEvent.setup();
    const view = renderFeature(<Header />, {
      auth: makeAuthState(),
      routes: { 'GET /v1/carts': () => carts([4, 8]) },
    });
    expect(await screen.findByText('9+')).toBeInTheDocument();
    // Its name contains the text it shows ('Cart 9+', not 'Cart9+'): WCAG label in name.
    expect(screen.getByRole('button', { name: 'Cart, 12 items' })).toHaveTextContent(/^Cart 9\+$/);
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();

    const trigger = screen.getByRole('button', { name: 'Account menu' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('list', { name: 'Account menu' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      'demo@shopltk.test',
      'Favorites',
      'Settings',
      'Sign out',
    ]);
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/account',
      '/account/favorites/products',
      '/account',
      '/logout',
    ]);
    expect(links[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(links[1]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('list', { name: 'Account menu' })).toBeNull();
    expect(trigger).toHaveFocus();

    const opened: unknown[] = [];
    view.platform.bus.on('cart/open').subscribe((p) => opened.push(p));
    await user.click(screen.getByRole('button', { name: 'Cart, 12 items' }));
    expect(opened).toEqual([{ open: true }]);
  });

  it('leaves the email out of the menu when the account may not change it, and marks impersonation', async () => {
    const user = userEvent.setup();
    const account = makeUser({
      impersonatorId: 'auth0|staff',
      profile: { ...makeUser().profile, authnCanChangeEmail: false },
    });
    renderFeature(<Header />, {
      auth: makeAuthState(account),
      routes: { 'GET /v1/carts': () => carts([1]) },
    });
    expect(await screen.findByText('1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cart, 1 item' })).toHaveAttribute(
      'data-impersonating',
      'true',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Impersonating demo@shopltk.test');
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.queryByTestId('user-menu-email')).toBeNull();
  });

  it('hands the search slot to the host and opens it with the search button', async () => {
    const user = userEvent.setup();
    const slots: (HTMLElement | null)[] = [];
    const view = renderFeature(
      <Header searchSlotRef={(el) => slots.push(el)} searchStandIn={<input aria-label="stand-in" />} />,
    );
    const slot = screen.getByTestId('header-search-slot');
    expect(slots[0]?.parentElement).toBe(slot);
    // The stand-in shares the slot with the parcel's container and comes first (it covers it).
    expect(slot.firstElementChild).toBe(screen.getByRole('textbox', { name: 'stand-in' }));
    const events: unknown[] = [];
    view.platform.bus.on('search/open').subscribe((e) => events.push(e));
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    expect(screen.getByRole('button', { name: 'Close search' })).toHaveAttribute('aria-expanded', 'true');
    expect(events).toEqual([{ open: true }]);
  });

  it('re-renders its labels when the locale changes', async () => {
    const view = renderFeature(<Header />);
    await act(async () => {
      await view.platform.i18n.changeLanguage('fr');
    });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Découvrir' })).toBeInTheDocument());
  });

  it.each(['/auth', '/auth/callback'])(
    'renders nothing on the hosted-login page %s (route chrome)',
    (route) => {
      const { container } = renderFeature(<Header />, { route });
      expect(container).toBeEmptyDOMElement();
      expect(screen.queryByRole('banner')).toBeNull();
    },
  );
});
