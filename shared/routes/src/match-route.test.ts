import { matchRoute } from './match-route';
import { remoteForPath } from './remote-for-path';
import { ROUTES } from './routes';

const nameOf = (pathname: string) => matchRoute(pathname)?.route.name ?? null;

describe('matchRoute', () => {
  it.each([
    ['/', 'index'],
    ['/home', 'home'],
    ['/home/', 'home'],
    ['/home/following', 'home-following'],
    ['/home/for-you', 'home-for-you'],
    ['/home/following/giftguides', 'home-following-giftguides'],
    ['/categories/salealert', 'categories-category'],
    ['/hashtags', 'hashtags-hashtag'],
    ['/hashtags/ootd', 'hashtags-hashtag'],
    ['/explore/jane.doe', 'explore-displayName'],
    ['/explore/jane/posts/abc', 'explore-displayName-posts-id'],
    ['/explore/jane/chat', 'explore-displayName-chat'],
    ['/explore/chat', 'explore-displayName-chat'],
    ['/explore/jane/collections', 'explore-displayName-collections'],
    ['/explore/jane/collections/c1', 'explore-displayName-collections-id'],
    ['/explore/jane/productsets/s1', 'explore-displayName-productsets-id'],
    ['/explore/jane/productsets/s1/p1', 'explore-displayName-productsets-id'],
    ['/explore/jane/giftguides/g1/p1', 'explore-displayName-giftguides-id'],
    ['/post/3f0c8a4e-1b2c-4d5e-8f90-123456789abc', 'post-id'],
    ['/post', 'post-id'],
    ['/posts/abc', 'posts-id'],
    ['/products/abc', 'products-id'],
    ['/productsets/abc', 'productsets-id'],
    ['/giftguides/mom', 'giftguides-audience'],
    ['/search', 'search'],
    ['/account/favorites/products', 'account-favorites-products'],
    ['/account/favorites/posts', 'account-favorites-posts'],
    ['/collections', 'collections'],
    ['/collections/aGFzaA', 'collections-hash'],
    ['/auth/callback', 'auth-callback'],
    ['/auth/reconsent/google', 'auth-reconsent-connection'],
    ['/login', 'login'],
    ['/ltk-shopping-app', 'ltk-shopping-app'],
    ['/ltk-chat', 'ltk-chat'],
  ])('%s is %s', (pathname, name) => {
    expect(nameOf(pathname)).toBe(name);
  });

  it('extracts decoded params, leaving absent optional params undefined', () => {
    expect(matchRoute('/explore/jane/giftguides/g1')?.params).toEqual({
      displayName: 'jane',
      giftGuides: 'g1',
    });
    expect(matchRoute('/hashtags/summer%20looks')?.params).toEqual({ hashtag: 'summer looks' });
    expect(matchRoute('/post')?.params).toEqual({});
  });

  it.each(['/nope', '/home/unknown', '/post/a/b', '/explore', '/account/favorites/other'])(
    '%s has no route (404)',
    (pathname) => {
      expect(matchRoute(pathname)).toBeNull();
    },
  );

  it.each([
    '/post/not%20an%20id',
    '/products/..',
    '/explore/%3Cscript%3E',
    '/categories/-x',
    '/collections/a%2Fb',
    '/post/%E0%A4%A',
  ])('%s fails validation (404)', (pathname) => {
    expect(matchRoute(pathname)).toBeNull();
  });

  it('gives every route a unique name and an owner', () => {
    const names = ROUTES.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    for (const r of ROUTES)
      expect(r.remote).toMatch(/^(shell|mfe_(discover|creator_shop|product|search|account))$/);
  });

  it('has every spec route name', () => {
    const names = new Set(ROUTES.map((r) => r.name));
    for (const name of [
      'account-favorites-products',
      'account-favorites-posts',
      'categories-category',
      'collections-hash',
      'explore-displayName',
      'explore-displayName-posts-id',
      'explore-displayName-collections',
      'explore-displayName-collections-id',
      'explore-displayName-productsets',
      'explore-displayName-productsets-id',
      'explore-displayName-giftguides',
      'explore-displayName-giftguides-id',
      'giftguides-audience',
      'home-following',
      'home-for-you',
      'search',
      'ltk-shopping-app',
      'ltk-chat',
    ]) {
      expect(names).toContain(name);
    }
  });
});

describe('remoteForPath', () => {
  it.each([
    ['/home', 'mfe_discover'],
    ['/categories', 'mfe_discover'],
    ['/gift-guides', 'mfe_discover'],
    ['/explore/jane', 'mfe_creator_shop'],
    ['/post/abc', 'mfe_product'],
    ['/products/abc', 'mfe_product'],
    ['/search', 'mfe_search'],
    ['/account', 'mfe_account'],
    ['/wishlists', 'mfe_account'],
    ['/collections/abc', 'mfe_account'],
    ['/login', 'shell'],
    ['/signup', 'shell'],
    ['/forgot-password', 'shell'],
  ])('%s is rendered by %s', (pathname, owner) => {
    expect(remoteForPath(pathname)).toBe(owner);
  });

  it('is null for an unknown or invalid path', () => {
    expect(remoteForPath('/nope')).toBeNull();
    expect(remoteForPath('/post/bad id')).toBeNull();
  });
});
