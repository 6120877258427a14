import { act, render } from '@testing-library/react';
import { Link } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createPlatform } from '../context/create-platform';
import { PlatformProviders } from '../providers/platform-providers';
import { notFoundError, PAGE_ERROR_CODES } from './page-error';
import { RaisePageError } from './raise-page-error';

const platform = () =>
  createPlatform({
    config: { apiBaseUrl: 'http://api.test', brand: 'LTK', env: 'production' },
    storage: null,
  });

function Page({ failing }: { failing: boolean }) {
  return failing ? (
    <RaisePageError error={notFoundError(PAGE_ERROR_CODES.feedNotFound, 'No posts found for hashtag x')} />
  ) : (
    <p>feed</p>
  );
}

describe('RaisePageError', () => {
  it('publishes the page error for the current path and clears it when the page recovers', () => {
    const shared = platform();
    let setFailing: (value: boolean) => void = () => undefined;
    function Host() {
      const [failing, set] = useState(true);
      setFailing = set;
      return <Page failing={failing} />;
    }
    render(
      <PlatformProviders platform={shared} router={{ kind: 'memory', initialEntries: ['/hashtags/x'] }}>
        <Host />
      </PlatformProviders>,
    );
    expect(shared.bus.current('page/error')).toEqual({
      status: 404,
      error_code: 'ltk-feed-not-found',
      message: 'No posts found for hashtag x',
      path: '/hashtags/x',
    });
    act(() => setFailing(false));
    expect(shared.bus.current('page/error')).toBeNull();
  });

  it('moves with the page that raises it: after a navigation the error is for the new path only', async () => {
    const shared = platform();
    render(
      <PlatformProviders platform={shared} router={{ kind: 'memory', initialEntries: ['/hashtags/x'] }}>
        <Page failing />
        <Link to="/home">home</Link>
      </PlatformProviders>,
    );
    expect(shared.bus.current('page/error')?.path).toBe('/hashtags/x');
    await userEvent.setup().click(document.querySelector('a')!);
    // The same component still raises on the new path: the error follows the page that raises it.
    expect(shared.bus.current('page/error')?.path).toBe('/home');
  });
});
