import { entitiesReceived } from '../entities/entities-slice';
import { storeHarness } from '../test-support/store-harness';
import { selectFeed, selectFeedHasMore } from './feed-selectors';
import { fetchList, type ListLoader } from './fetch-list';

describe('fetchList', () => {
  it('pages any list by its next cursor, appending without duplicates, until no page is left', async () => {
    const { store } = storeHarness();
    const cursors: (string | undefined)[] = [];
    const pages: Record<string, { ids: string[]; next: string | null }> = {
      first: { ids: ['c1', 'c2'], next: 'p2' },
      p2: { ids: ['c2', 'c3'], next: null },
    };
    const load: ListLoader = async (cursor, { dispatch }) => {
      cursors.push(cursor);
      const page = pages[cursor ?? 'first']!;
      dispatch(entitiesReceived({ fetchedAt: 1, profiles: [] }));
      return { ids: page.ids, meta: { next: page.next } };
    };
    await store.dispatch(fetchList({ name: 'Creator-Collections:ana', load }));
    await store.dispatch(fetchList({ name: 'creator-collections:ana', load }));
    await store.dispatch(fetchList({ name: 'creator-collections:ana', load }));
    expect(cursors).toEqual([undefined, 'p2']);
    expect(selectFeed(store.getState(), 'creator-collections:ana')?.ids).toEqual(['c1', 'c2', 'c3']);
    expect(selectFeedHasMore(store.getState(), 'creator-collections:ana')).toBe(false);
  });

  it('a page-numbered list pages while page + 1 < nbPages', async () => {
    const { store } = storeHarness();
    const nbPages = 2;
    const load: ListLoader = async (cursor) => {
      const page = Number(cursor ?? 0);
      return {
        ids: [`hit-${page}`],
        meta: { next: page + 1 < nbPages ? String(page + 1) : null },
      };
    };
    for (let i = 0; i < 3; i += 1) await store.dispatch(fetchList({ name: 'shop-search', load }));
    expect(selectFeed(store.getState(), 'shop-search')?.ids).toEqual(['hit-0', 'hit-1']);
  });

  it('records the failure of a page and keeps what was loaded', async () => {
    const { store } = storeHarness();
    let fail = false;
    const load: ListLoader = async (cursor) => {
      if (fail) throw new Error('offline');
      return { ids: [cursor ?? 'a'], meta: { next: 'b' } };
    };
    await store.dispatch(fetchList({ name: 'l', load }));
    fail = true;
    await store.dispatch(fetchList({ name: 'l', load }));
    const feed = selectFeed(store.getState(), 'l');
    expect(feed?.status).toBe('failed');
    expect(feed?.error).toEqual({ status: 500, message: 'offline' });
    expect(feed?.ids).toEqual(['a']);
  });
});
