import { matchRoute } from '@ltk/routes';
import en from '../../i18n/shell-en.json';
import { routeTitleKey } from './route-title';

const titleOf = (pathname: string) => {
  const key = routeTitleKey(matchRoute(pathname));
  return key?.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);
};

describe('routeTitleKey', () => {
  it.each([
    ['/home', 'Discover'],
    ['/search', 'Search'],
    ['/login', 'Log in'],
    ['/signup', 'Sign up'],
    ['/account', 'Settings'],
    ['/wishlists', 'Wishlists'],
    ['/no/such/page', 'This page could not be found'],
  ])("%s's default title is an English string of the shell", (pathname, title) => {
    expect(titleOf(pathname)).toBe(title);
  });

  it("leaves an entity page's title to its remote, and the password pages' to themselves (their lazy chunk)", () => {
    for (const pathname of ['/post/1', '/explore/someone', '/forgot-password', '/change-password'])
      expect(routeTitleKey(matchRoute(pathname))).toBeUndefined();
  });
});
