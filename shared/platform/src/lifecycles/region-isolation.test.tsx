import { act, fireEvent, within } from '@testing-library/react';
import { createPlatform } from '../context/create-platform';
import { createRemoteLifecycles } from './create-remote-lifecycles';
import { createParcel } from './create-parcel';
import { jsonFetch, mountAll, mountProps, runLifecycle } from '../test-support/mount-props';

const platform = () =>
  createPlatform({
    config: { apiBaseUrl: 'http://api.test', brand: 'LTK', env: 'development' },
    storage: null,
    fetchImpl: jsonFetch({}),
  });

describe('remote regions', () => {
  let failing = true;
  function Broken() {
    if (failing) throw new Error('remote exploded');
    return <p>recovered</p>;
  }
  function Healthy() {
    return <p>healthy</p>;
  }

  it('a throwing remote shows a local fallback while another region keeps working, and Try Again recovers', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const shared = platform();
    const brokenRegion = document.body.appendChild(document.createElement('div'));
    const healthyRegion = document.body.appendChild(document.createElement('div'));
    const broken = createRemoteLifecycles(Broken, { router: { kind: 'memory' } });
    const healthy = createRemoteLifecycles(Healthy, { router: { kind: 'memory' } });
    const brokenProps = mountProps('mfe_product', shared, brokenRegion);
    const healthyProps = mountProps('mfe_discover', shared, healthyRegion);
    await mountAll([
      [broken, brokenProps],
      [healthy, healthyProps],
    ]);
    const alert = within(brokenRegion).getByRole('alert');
    expect(alert).toHaveTextContent('This part of the page could not be loaded.');
    expect(alert).toHaveAttribute('data-remote-fallback', 'mfe_product');
    expect(within(healthyRegion).getByText('healthy')).toBeInTheDocument();

    failing = false;
    await act(async () => fireEvent.click(within(brokenRegion).getByRole('button', { name: 'Try Again' })));
    expect(within(brokenRegion).getByText('recovered')).toBeInTheDocument();
    await runLifecycle(broken.unmount, brokenProps);
    await runLifecycle(healthy.unmount, healthyProps);
  });

  it('gives every mount its own Emotion cache and accepts a custom fallback', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    failing = true;
    const shared = platform();
    const region = document.body.appendChild(document.createElement('div'));
    const lifecycles = createRemoteLifecycles(Broken, {
      router: { kind: 'memory' },
      errorBoundary: ({ error }) => <p>custom: {error.message}</p>,
    });
    const props = mountProps('mfe_cart', shared, region);
    await runLifecycle(lifecycles.bootstrap, props);
    await runLifecycle(lifecycles.mount, props);
    expect(within(region).getByText('custom: remote exploded')).toBeInTheDocument();
    await runLifecycle(lifecycles.unmount, props);

    function Styled() {
      return <span css={{ color: 'rgb(1, 2, 3)' }}>styled</span>;
    }
    const parcel = createParcel(Styled, { router: { kind: 'none' } });
    if (typeof parcel === 'function') throw new Error('expected a parcel object');
    const parcelRegion = document.body.appendChild(document.createElement('div'));
    const parcelProps = mountProps('parcel-1', shared, parcelRegion);
    await runLifecycle(parcel.bootstrap, parcelProps);
    await runLifecycle(parcel.mount, parcelProps);
    const className = within(parcelRegion).getByText('styled').className;
    expect(className).toMatch(/^ltk-parcel-/);
    expect(getComputedStyle(within(parcelRegion).getByText('styled')).color).toBe('rgb(1, 2, 3)');
    await runLifecycle(parcel.unmount, parcelProps);
  });
});
