import type { RemoteName } from '@ltk/contracts';

/** Who renders a route: one of the remotes, or the shell itself (auth pages). */
export type RouteOwner = RemoteName | 'shell';

export type RouteParams = Record<string, string | undefined>;

/** One row of the section-2 route table. */
export interface RouteDefinition {
  /** Route name from the spec (analytics and sharing). */
  name: string;
  /** Pattern: `:param`, `:param?` (optional). */
  path: string;
  remote: RouteOwner;
  /** Returns false when the params are not valid for this route (404). */
  validate?: (params: RouteParams) => boolean;
}

export interface RouteMatch {
  route: RouteDefinition;
  params: RouteParams;
}
