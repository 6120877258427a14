import { postFeed, type PostFeedArgs } from './fetch-feed';
import { fetchList } from './fetch-list';
import { feedCleared } from './feeds-slice';
import { selectFeed, selectFeedHasMore } from './feed-selectors';
import { feedPage, storeHarness } from '../test-support/store-harness';

const FEATURED = 'GET /v3/activities/posts/global/featured';

/** The next page of a post feed, as `useList(postFeed, args)` asks for it. */
const fetchFeed = (args: PostFeedArgs & { overwrite?: boolean }) =>
  fetchList({ name: postFeed.key(args), overwrite: args.overwrite, load: postFeed.loader(args) });
/** A post feed's key in the store. */
const key = (name: string) => postFeed.key({ name, source: { kind: 'featured' } });

describe('post feeds (postFeed)', () => {
  it('replaces on first fetch, appends the next page by cursor, and stops without a next cursor', async () => {
    const pages: Record<string, ReturnType<typeof feedPage>> = {
      first: feedPage(['a', 'b'], 'cursor-2'),
      'cursor-2': feedPage(['c'], undefined),
    };
    const { store, requests } = storeHarness({
      [FEATURED]: (url) => ({ body: pages[url.searchParams.get('next') ?? 'first'] }),
    });
    const source = { kind: 'featured' } as const;
    await store.dispatch(fetchFeed({ name: 'Discover', source }));
    expect(selectFeed(store.getState(), key('discover'))?.ids).toEqual(['a', 'b']);
    expect(requests[0]?.url.searchParams.get('limit')).toBe('36');
    await store.dispatch(fetchFeed({ name: 'DISCOVER', source }));
    expect(requests[1]?.url.searchParams.get('next')).toBe('cursor-2');
    expect(selectFeed(store.getState(), key('discover'))?.ids).toEqual(['a', 'b', 'c']);
    expect(selectFeedHasMore(store.getState(), key('discover'))).toBe(false);
    await store.dispatch(fetchFeed({ name: 'discover', source }));
    expect(requests).toHaveLength(2);
    expect(Object.keys(store.getState().entities.posts)).toEqual(['a', 'b', 'c']);
  });

  it('overwrite refetches the first page and replaces', async () => {
    let call = 0;
    const { store } = storeHarness({
      [FEATURED]: () => ({ body: call++ === 0 ? feedPage(['a'], 'n') : feedPage(['z'], 'n2') }),
    });
    await store.dispatch(fetchFeed({ name: 'discover', source: { kind: 'featured' } }));
    await store.dispatch(fetchFeed({ name: 'discover', source: { kind: 'featured' }, overwrite: true }));
    expect(selectFeed(store.getState(), key('discover'))?.ids).toEqual(['z']);
  });

  it('records a failure with its status and can be retried', async () => {
    let fail = true;
    const { store } = storeHarness({
      [FEATURED]: () =>
        fail
          ? {
              status: 500,
              body: { status: 500, error_code: 'x', developer_message: 'Error fetching discover feed' },
            }
          : { body: feedPage(['a']) },
    });
    await store.dispatch(fetchFeed({ name: 'discover', source: { kind: 'featured' } }));
    expect(selectFeed(store.getState(), key('discover'))).toMatchObject({
      status: 'failed',
      error: { status: 500, message: 'Error fetching discover feed' },
    });
    fail = false;
    await store.dispatch(fetchFeed({ name: 'discover', source: { kind: 'featured' } }));
    expect(selectFeed(store.getState(), key('discover'))).toMatchObject({ status: 'succeeded', ids: ['a'] });
  });

  it('treats an empty result as fetched with no more pages; clearing allows a refetch', async () => {
    const { store, requests } = storeHarness({
      'GET /v3/activities/posts/hashtag/ltkfall': () => ({ body: feedPage([]) }),
    });
    const args = { name: 'hashtag:ltkfall', source: { kind: 'hashtag', hashtag: 'ltkfall' } } as const;
    await store.dispatch(fetchFeed(args));
    await store.dispatch(fetchFeed(args));
    expect(requests).toHaveLength(1);
    store.dispatch(feedCleared({ name: key('hashtag:ltkfall') }));
    await store.dispatch(fetchFeed(args));
    expect(requests).toHaveLength(2);
  });
});
