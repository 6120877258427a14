import { act, render, screen } from '@testing-library/react';
import { WhenVisible } from '.';

describe('WhenVisible', () => {
  it('keeps only a box of the given height until two seconds after the load and its place in view, then the section', async () => {
    jest.useFakeTimers();
    let seen: IntersectionObserverCallback = () => undefined;
    const observed: Element[] = [];
    Object.defineProperty(window, 'IntersectionObserver', {
      configurable: true,
      writable: true,
      value: class {
        constructor(callback: IntersectionObserverCallback) {
          seen = callback;
        }
        observe(element: Element) {
          observed.push(element);
        }
        disconnect() {}
      },
    });
    const { container } = render(
      <WhenVisible minHeight={340}>
        <p>The section</p>
      </WhenVisible>,
    );
    const box = container.firstElementChild!;
    expect(box).toHaveStyle({ minHeight: '340px' });
    await act(async () => {
      jest.advanceTimersByTime(1999);
      await Promise.resolve();
    });
    expect(observed).toEqual([]);
    await act(async () => {
      jest.advanceTimersByTime(1);
      await Promise.resolve();
    });
    expect(observed).toEqual([box]);
    expect(screen.queryByText('The section')).not.toBeInTheDocument();
    act(() =>
      seen([{ isIntersecting: true, target: box } as IntersectionObserverEntry], {} as IntersectionObserver),
    );
    expect(screen.getByText('The section')).toBeInTheDocument();
    jest.useRealTimers();
  });
});
