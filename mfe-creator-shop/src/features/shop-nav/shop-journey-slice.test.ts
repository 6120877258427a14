import {
  shopJourneyCompleted,
  shopJourneySlice,
  shopTabSeen,
  tabToRestore,
  type ShopJourneyState,
} from './shop-journey-slice';
import { isShopRoot, shopTabOfPath, shopTabPath } from './shop-tabs';

const reduce = (state: ShopJourneyState, ...actions: Parameters<typeof shopJourneySlice.reducer>[1][]) =>
  actions.reduce(shopJourneySlice.reducer, state);
const initial = shopJourneySlice.reducer(undefined, { type: 'init' });

describe('shop-tab journey', () => {
  it('begins on the first tab seen, keeps the referring tab, per creator (case-insensitive)', () => {
    const state = reduce(
      initial,
      shopTabSeen({ displayName: 'Ana', tab: 'posts' }),
      shopTabSeen({ displayName: 'ana', tab: 'productsets' }),
      shopTabSeen({ displayName: 'bob', tab: 'chat' }),
    );
    expect(state.journeys.ana).toEqual({ status: 'begin', lastSeen: 'productsets', referringTab: 'posts' });
    expect(state.journeys.bob).toEqual({ status: 'begin', lastSeen: 'chat', referringTab: null });
  });

  it('completes when the shopper leaves; coming back reopens the last tab, never while inside', () => {
    let state = reduce(initial, shopTabSeen({ displayName: 'ana', tab: 'giftguides' }));
    expect(tabToRestore(state.journeys.ana)).toBeNull();
    state = reduce(state, shopJourneyCompleted({ displayName: 'ana' }));
    expect(tabToRestore(state.journeys.ana)).toBe('giftguides');
    state = reduce(state, shopTabSeen({ displayName: 'ana', tab: 'giftguides' }));
    expect(state.journeys.ana).toEqual({
      status: 'begin',
      lastSeen: 'giftguides',
      referringTab: 'giftguides',
    });
    expect(tabToRestore(state.journeys.ana)).toBeNull();
  });

  it('the posts tab is never restored (it is the shop root already)', () => {
    const state = reduce(
      initial,
      shopTabSeen({ displayName: 'ana', tab: 'posts' }),
      shopJourneyCompleted({ displayName: 'ana' }),
    );
    expect(tabToRestore(state.journeys.ana)).toBeNull();
    expect(tabToRestore(undefined)).toBeNull();
  });

  it('maps shop paths to tabs and back', () => {
    expect(shopTabOfPath('/explore/ana/collections/12')).toBe('collections');
    expect(shopTabOfPath('/explore/ana/posts/9')).toBe('posts');
    expect(shopTabOfPath('/explore/ana')).toBe('posts');
    expect(shopTabOfPath('/explore/ana/giftguides/g1/p2')).toBe('giftguides');
    expect(isShopRoot('/explore/ana')).toBe(true);
    expect(isShopRoot('/explore/ana/')).toBe(true);
    expect(isShopRoot('/explore/ana/chat')).toBe(false);
    expect(shopTabPath('ana', 'productsets')).toBe('/explore/ana/productsets');
  });
});
