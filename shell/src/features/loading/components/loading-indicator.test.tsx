import { act, screen } from '@testing-library/react';
import { renderFeature } from '../../../lib/test-support/render-feature';
import { pageLoadEnded, selectIsPageLoad } from '@ltk/store';
import { LoadingIndicator } from './loading-indicator';

describe('LoadingIndicator', () => {
  afterEach(() => jest.useRealTimers());

  it('follows single-spa routing events with the section-9 timings', () => {
    jest.useFakeTimers();
    renderFeature(<LoadingIndicator />);
    act(() => jest.advanceTimersByTime(2000));
    act(() => {
      window.dispatchEvent(new Event('single-spa:before-routing-event'));
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toHaveAttribute('data-phase', 'loading');
    act(() => {
      window.dispatchEvent(new Event('single-spa:routing-event'));
    });
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-phase', 'done');
    act(() => jest.advanceTimersByTime(500));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('stays hidden during the page load: until 2 s after start, or until a page ends it sooner', () => {
    jest.useFakeTimers();
    const { platform } = renderFeature(<LoadingIndicator />);
    const navigate = () =>
      act(() => {
        window.dispatchEvent(new Event('single-spa:before-routing-event'));
        jest.advanceTimersByTime(300);
      });
    navigate();
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('single-spa:routing-event'));
      jest.advanceTimersByTime(1600);
    });
    expect(selectIsPageLoad(platform.store.getState())).toBe(true);
    act(() => jest.advanceTimersByTime(100));
    expect(selectIsPageLoad(platform.store.getState())).toBe(false);
    navigate();
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-phase', 'loading');
  });

  it('a page that ends the page load (the hashtag page after its first fetch) turns the bar on sooner', () => {
    jest.useFakeTimers();
    const { platform } = renderFeature(<LoadingIndicator />);
    act(() => {
      platform.store.dispatch(pageLoadEnded());
    });
    act(() => {
      window.dispatchEvent(new Event('single-spa:before-routing-event'));
      jest.advanceTimersByTime(200);
    });
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-phase', 'loading');
  });
});
