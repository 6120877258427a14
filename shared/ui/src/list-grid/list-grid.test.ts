import { listGridPaging, listGridProps, listGridStatus } from './index';

describe('listGridStatus', () => {
  it.each([
    ['idle', 'idle'],
    ['pending', 'pending'],
    ['succeeded', 'success'],
    ['failed', 'error'],
  ] as const)('maps the store status %s to the grid status %s', (status, grid) => {
    expect(listGridStatus(status)).toBe(grid);
  });
});

describe('listGridProps', () => {
  it('passes the ids, paging and retry of a list and keys items by id', () => {
    const loadMore = jest.fn();
    const retry = jest.fn();
    const props = listGridProps({ ids: ['a', 'b'], status: 'failed', hasMore: true, loadMore, retry });
    expect(props).toMatchObject({ items: ['a', 'b'], status: 'error', hasMore: true });
    expect(props.getKey('b')).toBe('b');
    props.onLoadMore();
    props.onRetry();
    expect(loadMore).toHaveBeenCalledTimes(1);
    expect(retry).toHaveBeenCalledTimes(1);
  });
});

describe('listGridPaging', () => {
  it('passes the status, paging and retry of a list without its ids', () => {
    const loadMore = jest.fn();
    const props = listGridPaging({ status: 'pending', hasMore: false, loadMore, retry: jest.fn() });
    expect(props).toEqual({
      status: 'pending',
      hasMore: false,
      onLoadMore: loadMore,
      onRetry: expect.any(Function),
    });
  });
});
