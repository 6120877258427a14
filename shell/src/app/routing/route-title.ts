import type { RouteMatch } from '@ltk/routes';

/** i18n key (shell namespace) of the default title of a route; remotes may set a more precise one. */
export function routeTitleKey(match: RouteMatch | null): string | undefined {
  if (!match) return 'titles.notFound';
  const name = match.route.name;
  if (name === 'index' || name.startsWith('home')) return 'titles.home';
  if (name === 'search') return 'titles.search';
  if (name === 'login') return 'titles.login';
  if (name === 'signup') return 'titles.signup';
  if (name === 'account') return 'titles.account';
  if (name.startsWith('account-favorites')) return 'titles.favorites';
  if (name === 'wishlists') return 'titles.wishlists';
  if (name.startsWith('categories')) return 'titles.categories';
  return undefined;
}
