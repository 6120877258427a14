import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../test/render-ui';
import type { FeedGridProps } from './feed-grid';
import { FeedGrid } from './feed-grid';

type Observed = { callback: IntersectionObserverCallback; elements: Element[]; disconnected: boolean };
let observers: Observed[] = [];

beforeEach(() => {
  observers = [];
  class FakeObserver {
    private record: Observed;
    constructor(callback: IntersectionObserverCallback) {
      this.record = { callback, elements: [], disconnected: false };
      observers.push(this.record);
    }
    observe(element: Element) {
      this.record.elements.push(element);
    }
    disconnect() {
      this.record.disconnected = true;
    }
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: FakeObserver,
  });
});

function intersect(element: Element) {
  const active = observers.filter((o) => !o.disconnected && o.elements.includes(element));
  act(() => {
    for (const o of active) {
      o.callback(
        [{ isIntersecting: true, target: element } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
    }
  });
  return active.length;
}

const items = ['a', 'b', 'c', 'd'];

function renderGrid(props: Partial<FeedGridProps<string>> = {}) {
  const onLoadMore = jest.fn();
  const onRetry = jest.fn();
  const view = renderUi(
    <FeedGrid
      items={items}
      getKey={(i) => i}
      renderItem={(i) => <span>item {i}</span>}
      status="success"
      hasMore
      onLoadMore={onLoadMore}
      onRetry={onRetry}
      {...props}
    />,
  );
  return { ...view, onLoadMore, onRetry };
}

test('renders the items as a list', () => {
  renderGrid();
  expect(screen.getAllByRole('listitem')).toHaveLength(4);
});

test('shows a spinner while pending', () => {
  renderGrid({ status: 'pending', items: [] });
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
});

test("shows 'Error Loading LTKs.' and retries with 'Try Again'", async () => {
  const user = userEvent.setup();
  const { onRetry } = renderGrid({ status: 'error', items: [] });
  expect(screen.getByRole('alert')).toHaveTextContent('Error Loading LTKs.');
  await user.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

test("shows 'No results found.' when a fetch returned nothing", () => {
  renderGrid({ items: [], hasMore: false });
  expect(screen.getByText('No results found.')).toBeInTheDocument();
});

test('asks for the next page when the item one before the end comes into view', () => {
  const { onLoadMore } = renderGrid();
  const [, , third, fourth] = screen.getAllByRole('listitem');
  expect(intersect(fourth!)).toBe(0);
  expect(intersect(third!)).toBe(1);
  expect(onLoadMore).toHaveBeenCalledTimes(1);
});

test('does not page while pending, after an error or when there is no more', () => {
  for (const props of [{ status: 'pending' as const }, { status: 'error' as const }, { hasMore: false }]) {
    const { onLoadMore, unmount } = renderGrid(props);
    const third = screen.getAllByRole('listitem')[2]!;
    intersect(third);
    expect(onLoadMore).not.toHaveBeenCalled();
    unmount();
  }
});
