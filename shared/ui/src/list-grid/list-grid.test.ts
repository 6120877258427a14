import { listGridProps, listGridStatus } from './index';

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
