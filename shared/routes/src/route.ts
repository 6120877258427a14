import type { RemoteName } from '@ltk/contracts';

/** Who renders a route: one of the remotes, or the shell itself (auth pages). */
export type RouteOwner = RemoteName | 'shell';

export type RouteParams = Record<string, string | undefined>;

/** Shell chrome a route may hide (section 2: header and app-download banner "hideable per route"). */
export interface RouteChrome {
  /** The header navigation bar (default shown). */
  header?: boolean;
  /** The app-download banners: desktop top banner and the small-screen and bottom banners (default shown). */
  appBanner?: boolean;
}

/** One row of the section-2 route table. */
export interface RouteDefinition {
  /** Route name from the spec (analytics and sharing). */
  name: string;
  /** Pattern: `:param`, `:param?` (optional). */
  path: string;
  remote: RouteOwner;
  /** Chrome this route hides; absent means everything shows. */
  chrome?: RouteChrome;
  /** Returns false when the params are not valid for this route (404). */
  validate?: (params: RouteParams) => boolean;
}

export interface RouteMatch {
  route: RouteDefinition;
  params: RouteParams;
}
