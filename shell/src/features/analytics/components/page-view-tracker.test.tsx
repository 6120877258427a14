import { act } from '@testing-library/react';
import { renderFeature } from '../../../lib/test-support/render-feature';
import { PageViewTracker } from './page-view-tracker';

describe('PageViewTracker', () => {
  afterEach(() => jest.useRealTimers());

  it('sends a page view with the route name on each route change', () => {
    jest.useFakeTimers();
    const views: unknown[] = [];
    const { platform } = renderFeature(<PageViewTracker />, {
      route: '/search?keyword=shoes',
      beforeRender: (p) => p.bus.on('analytics/page-view').subscribe((v) => views.push(v)),
    });
    act(() => jest.advanceTimersByTime(250));
    expect(views).toEqual([expect.objectContaining({ path: '/search?keyword=shoes', routeName: 'search' })]);
    act(() => platform.bus.publish('navigate', { to: '/account/favorites/products' }));
    act(() => jest.advanceTimersByTime(250));
    expect(views).toHaveLength(2);
    expect(views[1]).toMatchObject({ routeName: 'account-favorites-products' });
  });
});
