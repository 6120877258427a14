import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { registerShellStrings } from '../../i18n/register-shell-strings';
import { renderFeature } from '../../lib/test-support/render-feature';
import { createRemoteFailures } from '../spa/remote-failures';
import { getShellRegions } from './regions';
import { ShellLayout, type ShellSlots } from './shell-layout';

const exportProblem = {
  remote: 'mfe_discover',
  cause: 'export',
  message:
    'mfe_discover/app does not export single-spa lifecycles (bootstrap, mount, unmount functions): mount is an object',
} as const;

const slots: ShellSlots = {
  errorScreen: (status) => <h1>{status === 404 ? 'not found screen' : `error screen ${status}`}</h1>,
  header: <Link to="/categories/ok">elsewhere</Link>,
};

function renderLayout(route: string, showCauses = false) {
  document.body.innerHTML = '';
  const regions = getShellRegions(document);
  const failures = createRemoteFailures();
  const view = renderFeature(
    <ShellLayout
      regions={regions}
      failures={failures}
      showCauses={showCauses}
      slots={slots}
      cartActive={() => false}
    />,
    { route, beforeRender: (platform) => registerShellStrings(platform.i18n) },
  );
  return { ...view, regions, failures };
}

describe('ShellLayout page errors', () => {
  it("shows the error screen for a page error the route's remote raised, and hides that remote's region", () => {
    const { platform, regions } = renderLayout('/categories/nope');
    const region = regions.remote('mfe_discover');
    expect(screen.queryByRole('heading')).toBeNull();
    act(() =>
      platform.bus.publish('page/error', {
        status: 500,
        error_code: 'ltk-categories-not-found',
        message: 'Error fetching categories',
        path: '/categories/nope',
      }),
    );
    expect(screen.getByRole('heading', { name: 'error screen 500' })).toBeInTheDocument();
    expect(region.hidden).toBe(true);
    act(() => platform.bus.publish('page/error', null));
    expect(screen.queryByRole('heading')).toBeNull();
    expect(region.hidden).toBe(false);
  });

  it('ignores a page error raised for another path, and drops it on navigation', async () => {
    const { platform, regions } = renderLayout('/categories/nope');
    act(() =>
      platform.bus.publish('page/error', {
        status: 404,
        error_code: 'ltk-feed-not-found',
        message: 'x',
        path: '/hashtags/x',
      }),
    );
    expect(screen.queryByRole('heading')).toBeNull();
    act(() =>
      platform.bus.publish('page/error', {
        status: 404,
        error_code: 'ltk-categories-not-found',
        message: 'x',
        path: '/categories/nope',
      }),
    );
    expect(screen.getByRole('heading', { name: 'not found screen' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'elsewhere' }));
    expect(screen.queryByRole('heading')).toBeNull();
    expect(regions.remote('mfe_discover').hidden).toBe(false);
  });

  it('an unknown route is the 404 screen; a failed remote shows its fallback, not a page error', () => {
    renderLayout('/no/such/page');
    expect(screen.getByRole('heading', { name: 'not found screen' })).toBeInTheDocument();
    const { platform, failures } = renderLayout('/categories/nope');
    act(() => failures.fail('mfe_discover', exportProblem));
    act(() =>
      platform.bus.publish('page/error', {
        status: 500,
        error_code: 'x',
        message: 'x',
        path: '/categories/nope',
      }),
    );
    expect(screen.queryByRole('heading', { name: 'error screen 500' })).toBeNull();
  });
});

describe('ShellLayout remote fallback', () => {
  it('names the cause where overrides are enabled', async () => {
    const { failures } = renderLayout('/categories/nope', true);
    act(() => failures.fail('mfe_discover', exportProblem));
    expect(await screen.findByTestId('remote-fallback')).toHaveTextContent(
      'This section is unavailable right now.',
    );
    const cause = screen.getByTestId('remote-fallback-cause');
    expect(cause).toHaveTextContent('Cause (export): mfe_discover/app does not export');
    expect(cause).toHaveTextContent('mfe_discover/app does not export single-spa lifecycles');
  });

  it('keeps the generic text for shoppers (overrides disabled)', async () => {
    const { failures } = renderLayout('/categories/nope');
    act(() => failures.fail('mfe_discover', exportProblem));
    expect(await screen.findByTestId('remote-fallback')).toHaveTextContent(
      'This section is unavailable right now.',
    );
    expect(screen.queryByTestId('remote-fallback-cause')).toBeNull();
    expect(screen.getByTestId('remote-fallback')).not.toHaveTextContent('mfe_discover/app');
  });
});
