import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test/render-ui';
import { TabNav } from './index';

const tabs = [
  { to: '/shop', label: 'Posts', current: false },
  { to: '/shop/collections', label: 'Collections', current: true },
];

describe('TabNav', () => {
  it('lists the tabs as links in a named navigation and marks only the current one', () => {
    renderUi(<TabNav label="Shop sections" tabs={tabs} />);
    const nav = screen.getByRole('navigation', { name: 'Shop sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Posts', '/shop'],
      ['Collections', '/shop/collections'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Collections' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Posts' })).not.toHaveAttribute('aria-current');
  });

  it('is reachable with the keyboard', async () => {
    renderUi(<TabNav label="Shop sections" tabs={tabs} />);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Posts' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Collections' })).toHaveFocus();
  });
});
