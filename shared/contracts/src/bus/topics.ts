import type { AuthState } from '../auth/auth-state';
import type { CartNotification } from '../entities/cart';

export interface CartOpenPayload {
  open: boolean;
  cartId?: string;
}

export interface AnalyticsEventPayload {
  /** An `ANALYTICS_EVENTS` value or another event name. */
  name: string;
  type?: string;
  properties?: Record<string, unknown>;
}

export interface PageViewPayload {
  path: string;
  routeName?: string;
  title?: string;
}

export interface NavigatePayload {
  to: string;
  replace?: boolean;
}

export interface RoutePayload {
  pathname: string;
  search: string;
  hash: string;
  routeName?: string;
}

export interface PageTitlePayload {
  /** The page's own title, without the brand (the shell applies its '%s | {brand}' template). */
  title: string;
}

/**
 * A page the current route's remote could not show (section 2 error screen, section 8 page-level codes).
 * The shell renders its error screen for `path` in place of the remote's region; `null` clears it.
 */
export interface PageErrorPayload {
  /** 404 shows the not-found texts; any other status the generic 'An error occurred' texts. */
  status: number;
  /** A section-8 page-level code (e.g. 'ltk-feed-not-found'), a service error_code, or 'render-error'. */
  error_code: string;
  message: string;
  /** The pathname the error belongs to; the shell ignores it on any other path. */
  path: string;
}

/** Feature flags and the experiments variant, fetched by the shell on load (section 7). */
export interface FlagsPayload {
  /** Flag name to value: plain flags 'on' | 'off', experiment flags 'treatment' | 'control'. */
  flags: Record<string, string>;
  experiments: { name: string; variant: 'treatment' | 'control' } | null;
  /** 'loaded' once the service answered; 'failed' keeps every flag off. */
  status: 'loading' | 'loaded' | 'failed';
}

export interface LocalePayload {
  locale: string;
}

/** Every bus topic and its payload. */
export interface Topics {
  /** State: current auth. */
  auth: AuthState;
  /** State: current locale code. */
  locale: LocalePayload;
  /** State: current route (published by the shell on navigation). */
  route: RoutePayload;
  /** Request the shell to navigate (e.g. to signup). */
  navigate: NavigatePayload;
  'cart/open': CartOpenPayload;
  /**
   * State: the one cart notification (section 4), or null. Set by cart actions (add to cart, update, checkout),
   * cleared at the start of each; the cart app shows it (and the shell activates the cart app for it).
   */
  'cart/notification': CartNotification | null;
  'analytics/event': AnalyticsEventPayload;
  'analytics/page-view': PageViewPayload;
  /** Request a logout (the shell clears the session). */
  'auth/logout': { reason: 'user' | 'unauthorized' | 'refresh-failed' };
  /**
   * Ask the shell to refresh the session now (new tokens and user), e.g. after the account's email changed; the new
   * state arrives on `auth`.
   */
  'auth/refresh': { reason: 'account-changed' };
  /**
   * The header's search box opened or closed (mobile search button). `query` hands over what the user
   * typed into the shell's stand-in box before the search menu parcel was loaded (it is focused then).
   */
  'search/open': { open: boolean; query?: string };
  /** A remote's title for the current page; the shell sets the document title from it. */
  'page/title': PageTitlePayload;
  /** State: the current page's error (or null); the shell shows its error screen for it. */
  'page/error': PageErrorPayload | null;
  /** State: feature flags and the experiments variant (published by the shell). */
  flags: FlagsPayload;
}

export type Topic = keyof Topics;

/** Topics that replay their last value to new subscribers. */
export const STATE_TOPICS = [
  'auth',
  'locale',
  'route',
  'page/error',
  'flags',
  'cart/notification',
] as const satisfies readonly Topic[];
export type StateTopic = (typeof STATE_TOPICS)[number];

/** Topic names, for code that wants constants instead of literals. */
export const TOPICS = {
  auth: 'auth',
  locale: 'locale',
  route: 'route',
  navigate: 'navigate',
  cartOpen: 'cart/open',
  cartNotification: 'cart/notification',
  analyticsEvent: 'analytics/event',
  analyticsPageView: 'analytics/page-view',
  authLogout: 'auth/logout',
  authRefresh: 'auth/refresh',
  searchOpen: 'search/open',
  pageTitle: 'page/title',
  pageError: 'page/error',
  flags: 'flags',
} as const satisfies Record<string, Topic>;
