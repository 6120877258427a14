import type { EventBus } from '@ltk/event-bus';
import type { I18n } from '@ltk/i18n';
import { matchRoute } from '@ltk/routes';
import { SHELL_NS } from '../../i18n/register-shell-strings';
import { createPageTitleController } from './page-title-controller';
import type { RouteFocus } from './route-focus';
import { routeTitleKey } from './route-title';
import { createScrollRestoration } from './scroll-restoration';

interface RoutingEventDetail {
  originalEvent?: Event & { singleSpaTrigger?: string };
}

/**
 * On every navigation: publish the 'route' state topic (page views, analytics and remotes follow it),
 * set the route's default page title ('%s | {brand}', replaced by a remote's 'page/title'), restore scroll, and
 * on a new page move focus to the main region and announce the page's title.
 */
export function startRouteEffects({ bus, i18n, brand }: { bus: EventBus; i18n: I18n; brand: string }) {
  const onNavigation = createScrollRestoration();
  const titles = createPageTitleController({ brand });
  // Loaded on the first navigation, not in the boot (a first load never needs it).
  let focus: Promise<RouteFocus> | undefined;
  const routeFocus = () =>
    (focus ??= import(/* webpackChunkName: "route-focus" */ './route-focus').then((m) =>
      m.createRouteFocus(),
    ));
  bus.on('page/title').subscribe(({ title }) => {
    titles.remoteTitle(window.location.pathname, title);
    void focus?.then((f) => f.titleChanged());
  });
  let last = '';
  const handle = (trigger: 'pushState' | 'replaceState' | 'popstate' | 'initial') => {
    const { pathname, search, hash } = window.location;
    const url = `${pathname}${search}${hash}`;
    if (url === last) return;
    const samePage = last.split(/[?#]/)[0] === pathname;
    last = url;
    const match = matchRoute(pathname);
    const key = routeTitleKey(match);
    if (!samePage) titles.enterPage(pathname, key ? i18n.t(key, { ns: SHELL_NS }) : undefined);
    bus.publish('route', { pathname, search, hash, routeName: match?.route.name });
    if (!samePage || hash) onNavigation(trigger);
    if (!samePage && (trigger === 'pushState' || trigger === 'popstate'))
      void routeFocus().then((f) => f.pageChanged());
  };
  window.addEventListener('single-spa:routing-event', (event) => {
    const original = (event as CustomEvent<RoutingEventDetail>).detail?.originalEvent;
    if (!original) handle('replaceState');
    else if (original.singleSpaTrigger === 'pushState' || original.singleSpaTrigger === 'replaceState')
      handle(original.singleSpaTrigger);
    else handle('popstate');
  });
  handle('initial');
}
