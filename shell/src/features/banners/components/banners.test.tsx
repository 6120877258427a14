import '../../test-support/polyfill-text-encoding';
import { makeAuthState } from '@ltk/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readDismissals } from '../lib/banner-dismissals';
import { renderFeature } from '../../test-support/render-feature';
import { Banners } from './banners';
import { InAppBrowserNotice } from './in-app-browser-notice';

function viewport(width: number) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => {
      const min = /min-width:\s*([\d.]+)px/.exec(query);
      const max = /max-width:\s*([\d.]+)px/.exec(query);
      const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
      return { matches, media: query, addEventListener: () => undefined, removeEventListener: () => undefined };
    },
  });
}

describe('Banners', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the registration banner only to logged-out users on extra-small screens', () => {
    viewport(375);
    const view = renderFeature(<Banners />);
    expect(screen.getByText('Unlock the full LTK experience')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByText('Shop Creator looks you love on the LTK app')).toBeNull();
    view.unmount();

    renderFeature(<Banners />, { auth: makeAuthState() });
    expect(screen.queryByText('Unlock the full LTK experience')).toBeNull();
  });

  it('shows the desktop top banner on md and up and records its dismissal', async () => {
    viewport(1280);
    localStorage.clear();
    const user = userEvent.setup();
    renderFeature(<Banners />);
    expect(screen.getByText('Shop Creator looks you love on the LTK app')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toBeInTheDocument();
    expect(screen.queryByText('Unlock the full LTK experience')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Shop Creator looks you love on the LTK app')).toBeNull();
    expect(readDismissals(localStorage)['desktop-top-banner']?.type).toBe('user-dismissed');
  });

  it('shows the creator splash for 2 s behind its flag, name cut at 20', () => {
    viewport(1280);
    jest.useFakeTimers();
    renderFeature(<Banners flags={{ creatorSplash: true }} />, { route: '/explore/averyveryverylongcreatorname' });
    expect(screen.getByTestId('creator-splash')).toHaveTextContent('Visiting averyveryverylongcre Shop');
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByTestId('creator-splash')).toBeNull();
  });

  it('asks in-app browser users to open the browser after 3 s', () => {
    jest.useFakeTimers();
    renderFeature(<InAppBrowserNotice userAgent="Mozilla/5.0 (iPhone) Instagram 300.0.0" />);
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('dialog', { name: 'For the best experience, open this page in your browser.' })).toBeInTheDocument();
  });
});
