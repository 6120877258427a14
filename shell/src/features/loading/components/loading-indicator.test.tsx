import { act, screen } from '@testing-library/react';
import { renderFeature } from '../../../lib/test-support/render-feature';
import { LoadingIndicator } from './loading-indicator';

describe('LoadingIndicator', () => {
  afterEach(() => jest.useRealTimers());

  it('follows single-spa routing events with the section-9 timings', () => {
    jest.useFakeTimers();
    renderFeature(<LoadingIndicator />);
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
});
