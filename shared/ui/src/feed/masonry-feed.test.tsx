import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderUi } from '../test/render-ui';
import { MasonryFeed } from './masonry-feed';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `post-${i + 1}`);

function renderFeed(items: string[], props: Partial<Parameters<typeof MasonryFeed<string>>[0]> = {}) {
  const onLoadMore = jest.fn();
  const view = renderUi(
    <MasonryFeed
      label="Feed"
      items={items}
      getKey={(id) => id}
      estimateHeight={() => 300}
      renderItem={(id) => <a href={`/post/${id}`}>{id}</a>}
      status="success"
      hasMore
      onLoadMore={onLoadMore}
      onRetry={() => undefined}
      {...props}
    />,
  );
  return { ...view, onLoadMore };
}

test('with 1,000 items only the cards near the viewport are in the page, in a box as tall as the whole list', () => {
  const { container } = renderFeed(ids(1000));
  const list = screen.getByRole('list');
  const cards = within(list).getAllByRole('listitem');
  // jsdom: 1024 wide (md: 3 columns), 768 tall; the window is one viewport above and below.
  expect(cards.length).toBeGreaterThan(0);
  expect(cards.length).toBeLessThanOrEqual(30);
  expect(container.querySelectorAll('*').length).toBeLessThan(120);
  // 1,000 cards of 300 px in 3 columns, 32 px apart.
  expect(parseFloat(list.style.height)).toBeGreaterThan(333 * 300);
  expect(cards[0]).toHaveAttribute('aria-posinset', '1');
  expect(cards[0]).toHaveAttribute('aria-setsize', '-1');
});

test('the first render holds only the cards that can be on screen; the viewport below follows when the page is idle', async () => {
  renderFeed(ids(1000));
  const count = () => within(screen.getByRole('list')).getAllByRole('listitem').length;
  // jsdom: 768 tall, cards of 300 px 32 apart in 3 columns: 3 rows (9 cards) meet the first viewport.
  expect(count()).toBe(9);
  await waitFor(() => expect(count()).toBeGreaterThan(9));
  expect(count()).toBeLessThanOrEqual(30);
});

test('scrolling renders the cards of the new window and drops the old ones', async () => {
  let listTop = 0;
  const rect = jest.spyOn(HTMLUListElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({
    top: listTop,
    bottom: 0,
    left: 0,
    right: 0,
    width: 0,
    height: 0,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  }));
  try {
    renderFeed(ids(1000));
    expect(screen.getByRole('link', { name: 'post-1' })).toBeInTheDocument();
    listTop = -110_000; // the end of the list
    fireEvent.scroll(window);
    expect(await screen.findByRole('link', { name: 'post-1000' })).toBeInTheDocument();
    // Once the page is idle the window follows the viewport both ways.
    await waitFor(() => expect(screen.queryByRole('link', { name: 'post-1' })).not.toBeInTheDocument());
  } finally {
    rect.mockRestore();
  }
});

test("a new page is laid out without reading the page's geometry in React's commit; the window follows next frame", async () => {
  const rect = jest.spyOn(HTMLUListElement.prototype, 'getBoundingClientRect');
  try {
    const { rerender, onLoadMore } = renderFeed(ids(30));
    await waitFor(() => expect(rect).toHaveBeenCalled());
    rect.mockClear();
    const feed = (items: string[]) => (
      <MasonryFeed
        label="Feed"
        items={items}
        getKey={(id) => id}
        estimateHeight={() => 300}
        renderItem={(id) => <a href={`/post/${id}`}>{id}</a>}
        status="success"
        hasMore
        onLoadMore={onLoadMore}
        onRetry={() => undefined}
      />
    );
    // Reading the list's position in the commit would lay out every card just inserted inside React's task.
    act(() => rerender(feed(ids(60))));
    expect(rect).not.toHaveBeenCalled();
    await waitFor(() => expect(rect).toHaveBeenCalled());
  } finally {
    rect.mockRestore();
  }
});

test('a feed with every page loaded gives the set size; empty, pending and error states as the grid', () => {
  const { rerender } = renderFeed(ids(3), { hasMore: false });
  expect(screen.getAllByRole('listitem')[2]).toHaveAttribute('aria-setsize', '3');
  rerender(<></>);
  renderFeed([], { status: 'success', hasMore: false });
  expect(screen.getByText('No results found.')).toBeInTheDocument();
});

test("an error keeps the cards and offers 'Try Again'", () => {
  const onRetry = jest.fn();
  renderFeed(ids(2), { status: 'error', onRetry });
  fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try Again' }));
  expect(onRetry).toHaveBeenCalled();
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
});
