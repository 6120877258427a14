import { CSS_VARIABLES, type AnalyticsEventPayload, type FlagsPayload } from '@ltk/contracts';
import type { PlatformContext } from '@ltk/platform';
import { visitContentReady } from '@ltk/store';
import { makeAuthState } from '@ltk/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEEP_LINK_JOURNEYS, readDismissals, recordDismissal } from '../lib/banner-dismissals';
import { renderFeature } from '../../../lib/test-support/render-feature';
import { Banners } from './banners';
import { InAppBrowserNotice } from './in-app-browser-notice';

const DESKTOP_TOP = 'Shop Creator looks you love on the LTK app';
const DAY_MS = 24 * 60 * 60 * 1000;

function viewport(width: number) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => {
      const min = /min-width:\s*([\d.]+)px/.exec(query);
      const max = /max-width:\s*([\d.]+)px/.exec(query);
      const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
      return {
        matches,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      };
    },
  });
}

const loaded = (flags: Record<string, string>): FlagsPayload => ({
  flags,
  experiments: null,
  status: 'loaded',
});

function renderBanners(
  options: {
    route?: string;
    flags?: FlagsPayload;
    auth?: ReturnType<typeof makeAuthState>;
    /** Visits (location keys) whose page had its content on screen before the banners rendered. */
    readyVisits?: string[];
  } = {},
) {
  const events: AnalyticsEventPayload[] = [];
  const view = renderFeature(<Banners />, {
    route: options.route,
    auth: options.auth,
    beforeRender: (platform: PlatformContext) => {
      if (options.flags) platform.bus.publish('flags', options.flags);
      for (const visit of options.readyVisits ?? []) platform.store.dispatch(visitContentReady(visit));
      platform.bus.on('analytics/event').subscribe((event) => events.push(event));
    },
  });
  return { ...view, events };
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  fireEvent.scroll(window);
}

describe('Banners', () => {
  beforeEach(() => {
    localStorage.clear();
    document.body.style.paddingBottom = '';
  });
  afterEach(() => {
    jest.useRealTimers();
    scrollTo(0);
  });

  it('shows the registration banner only to logged-out users on extra-small screens', () => {
    viewport(375);
    const view = renderBanners();
    expect(screen.getByText('Unlock the full LTK experience')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByText(DESKTOP_TOP)).toBeNull();
    view.unmount();

    renderBanners({ auth: makeAuthState() });
    expect(screen.queryByText('Unlock the full LTK experience')).toBeNull();
  });

  describe('desktop top banner', () => {
    beforeEach(() => viewport(1280));

    it('shows on md and up, records a user dismissal with its analytics event, and stays closed on the next visit', async () => {
      const user = userEvent.setup();
      const view = renderBanners();
      expect(screen.getByText(DESKTOP_TOP)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toBeInTheDocument();
      expect(screen.queryByText('Unlock the full LTK experience')).toBeNull();
      expect(screen.queryByTestId('bottom-banner')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Close' }));
      expect(screen.queryByText(DESKTOP_TOP)).toBeNull();
      expect(readDismissals(localStorage)[DEEP_LINK_JOURNEYS.desktopTopBanner]).toMatchObject({
        view_id: 'desktop-top-banner',
        type: 'user-dismissed',
      });
      expect(view.events).toEqual([
        { name: 'banner/dismiss', type: 'user-dismissed', properties: { journey: 'desktop-top-banner' } },
      ]);
      view.unmount();

      renderBanners();
      expect(screen.queryByText(DESKTOP_TOP)).toBeNull();
    });

    it('shows again once a user dismissal is older than 7 days', () => {
      recordDismissal(
        localStorage,
        DEEP_LINK_JOURNEYS.desktopTopBanner,
        'user-dismissed',
        Date.now() - 7 * DAY_MS - 1,
      );
      renderBanners();
      expect(screen.getByText(DESKTOP_TOP)).toBeInTheDocument();
    });

    it('auto-dismisses on explore pages after half a window of scroll under the treatment, recording auto-dismissed', () => {
      const view = renderBanners({
        route: '/explore/jane',
        flags: loaded({ desktopBannerAutoDismiss: 'treatment' }),
      });
      scrollTo(window.innerHeight / 2 - 1);
      expect(screen.getByText(DESKTOP_TOP)).toBeInTheDocument();
      scrollTo(window.innerHeight / 2 + 1);
      expect(screen.queryByText(DESKTOP_TOP)).toBeNull();
      expect(readDismissals(localStorage)[DEEP_LINK_JOURNEYS.desktopTopBanner]?.type).toBe('auto-dismissed');
      expect(view.events).toEqual([
        { name: 'banner/dismiss', type: 'auto-dismissed', properties: { journey: 'desktop-top-banner' } },
      ]);
    });

    it('hides after an auto-dismissal for a day only', () => {
      recordDismissal(
        localStorage,
        DEEP_LINK_JOURNEYS.desktopTopBanner,
        'auto-dismissed',
        Date.now() - DAY_MS + 60_000,
      );
      const view = renderBanners();
      expect(screen.queryByText(DESKTOP_TOP)).toBeNull();
      view.unmount();
      recordDismissal(
        localStorage,
        DEEP_LINK_JOURNEYS.desktopTopBanner,
        'auto-dismissed',
        Date.now() - DAY_MS - 1,
      );
      renderBanners();
      expect(screen.getByText(DESKTOP_TOP)).toBeInTheDocument();
    });

    it.each<[string, FlagsPayload | undefined, string]>([
      ['the control variant', loaded({ desktopBannerAutoDismiss: 'control' }), '/explore/jane'],
      [
        'flags still loading',
        { flags: { desktopBannerAutoDismiss: 'treatment' }, experiments: null, status: 'loading' },
        '/explore/jane',
      ],
      ['flags never published', undefined, '/explore/jane'],
      ['a non-explore page', loaded({ desktopBannerAutoDismiss: 'treatment' }), '/home'],
    ])('does not auto-dismiss with %s', (_case, flags, route) => {
      renderBanners({ route, flags });
      scrollTo(window.innerHeight);
      expect(screen.getByText(DESKTOP_TOP)).toBeInTheDocument();
      expect(readDismissals(localStorage)).toEqual({});
    });

    it('is not shown on the app-download page', () => {
      renderBanners({ route: '/ltk-shopping-app' });
      expect(screen.queryByText(DESKTOP_TOP)).toBeNull();
    });
  });

  describe('bottom banner', () => {
    beforeEach(() => viewport(375));

    it('shows below md as a labelled bar with the app-store link and pads the body while shown', () => {
      renderBanners();
      const banner = screen.getByRole('complementary', { name: 'Get the LTK app' });
      expect(banner).toHaveAttribute('data-testid', 'bottom-banner');
      expect(screen.getAllByText('Get the LTK app')).toHaveLength(1);
      expect(screen.getByRole('link', { name: 'Get the app' })).toHaveAttribute(
        'href',
        'https://apps.apple.com/app/id1154027990',
      );
      expect(document.body.style.paddingBottom).toMatch(/^\d+px$/);
      expect(document.documentElement.style.getPropertyValue(CSS_VARIABLES.bottomBarHeight)).toBe(
        document.body.style.paddingBottom,
      );
    });

    it('is not shown on md and up', () => {
      viewport(1024);
      renderBanners();
      expect(screen.queryByTestId('bottom-banner')).toBeNull();
    });

    it('closes from the keyboard, records user-dismissed, removes the padding and stays hidden until the dismissal expires', async () => {
      const user = userEvent.setup();
      const view = renderBanners();
      const close = screen.getByRole('button', { name: 'Close' });
      close.focus();
      await user.keyboard('{Enter}');
      expect(screen.queryByTestId('bottom-banner')).toBeNull();
      expect(document.body.style.paddingBottom).toBe('');
      expect(document.documentElement.style.getPropertyValue(CSS_VARIABLES.bottomBarHeight)).toBe('');
      expect(readDismissals(localStorage)[DEEP_LINK_JOURNEYS.bottomBanner]).toMatchObject({
        view_id: 'bottom-banner',
        type: 'user-dismissed',
      });
      expect(view.events).toEqual([
        { name: 'banner/dismiss', type: 'user-dismissed', properties: { journey: 'bottom-banner' } },
      ]);
      view.unmount();

      const again = renderBanners();
      expect(screen.queryByTestId('bottom-banner')).toBeNull();
      again.unmount();

      const dismissedAt = readDismissals(localStorage)[DEEP_LINK_JOURNEYS.bottomBanner]?.dismiss_time ?? 0;
      jest.useFakeTimers({ now: dismissedAt + 7 * DAY_MS + 1 });
      renderBanners();
      expect(screen.getByTestId('bottom-banner')).toBeInTheDocument();
    });

    it('ignores a malformed dismissal record', () => {
      localStorage.setItem(
        'ltk-banner-dismissals',
        JSON.stringify({
          'bottom-banner': { view_id: 'bottom-banner', dismiss_time: 'yesterday', type: 'user-dismissed' },
        }),
      );
      renderBanners();
      expect(screen.getByTestId('bottom-banner')).toBeInTheDocument();
    });

    it.each(['/ltk-shopping-app', '/auth/callback'])(
      'is not shown on %s, which hides the app banners',
      (route) => {
        renderBanners({ route });
        expect(screen.queryByTestId('bottom-banner')).toBeNull();
        expect(screen.queryByText('Get the LTK app')).toBeNull();
      },
    );
  });

  describe('creator splash', () => {
    beforeEach(() => viewport(1280));

    it('shows for 2 s when creatorSplash is on, name cut at 20', async () => {
      jest.useFakeTimers();
      renderBanners({
        route: '/explore/averyveryverylongcreatorname',
        flags: loaded({ creatorSplash: 'on' }),
      });
      expect(await screen.findByTestId('creator-splash')).toHaveTextContent(
        'Visiting averyveryverylongcre Shop',
      );
      act(() => jest.advanceTimersByTime(2000));
      expect(screen.queryByTestId('creator-splash')).toBeNull();
    });

    // A memory router's first entry has the location key 'default', as a browser's first page load does.
    it("goes as soon as this visit's shop has its content on screen, before the 2 s", async () => {
      jest.useFakeTimers();
      const view = renderBanners({ route: '/explore/jane', flags: loaded({ creatorSplash: 'on' }) });
      expect(await screen.findByTestId('creator-splash')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1000));
      // Another visit's content (an earlier shop) does not end this one's splash.
      act(() => {
        view.platform.store.dispatch(visitContentReady('an-earlier-visit'));
      });
      expect(screen.getByTestId('creator-splash')).toBeInTheDocument();
      act(() => {
        view.platform.store.dispatch(visitContentReady('default'));
      });
      expect(screen.queryByTestId('creator-splash')).toBeNull();
    });

    it('never comes over a visit whose shop was ready before the splash loaded', async () => {
      renderBanners({
        route: '/explore/jane',
        flags: loaded({ creatorSplash: 'on' }),
        readyVisits: ['default'],
      });
      // The splash loads on demand: give a lazily loaded one the time to appear before asserting it did not.
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(screen.queryByTestId('creator-splash')).toBeNull();
    });

    it("never comes over the shop's first cards painted from the HTML", async () => {
      const layer = document.createElement('div');
      layer.id = 'ltk-prepaint';
      layer.innerHTML = '<ul><li><article><img alt="" /></article></li></ul>';
      document.body.append(layer);
      try {
        renderBanners({ route: '/explore/jane', flags: loaded({ creatorSplash: 'on' }) });
        await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
        expect(screen.queryByTestId('creator-splash')).toBeNull();
      } finally {
        layer.remove();
      }
    });

    it.each<[string, FlagsPayload | undefined]>([
      ['off', loaded({ creatorSplash: 'off' })],
      ['loading', { flags: { creatorSplash: 'on' }, experiments: null, status: 'loading' }],
      ['failed', { flags: { creatorSplash: 'off' }, experiments: null, status: 'failed' }],
      ['not published', undefined],
    ])('stays off when the flags are %s', async (_case, flags) => {
      renderBanners({ route: '/explore/jane', flags });
      // The splash loads on demand: give a lazily loaded one the time to appear before asserting it did not.
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(screen.queryByTestId('creator-splash')).toBeNull();
    });

    it('appears once the flags load', async () => {
      const view = renderBanners({ route: '/explore/jane' });
      expect(screen.queryByTestId('creator-splash')).toBeNull();
      act(() => view.platform.bus.publish('flags', loaded({ creatorSplash: 'on' })));
      expect(await screen.findByTestId('creator-splash')).toHaveTextContent('Visiting jane Shop');
    });
  });

  it('asks in-app browser users to open the browser after 3 s', () => {
    jest.useFakeTimers();
    renderFeature(<InAppBrowserNotice userAgent="Mozilla/5.0 (iPhone) Instagram 300.0.0" />);
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(
      screen.getByRole('dialog', { name: 'For the best experience, open this page in your browser.' }),
    ).toBeInTheDocument();
  });
});
