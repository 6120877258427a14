import { matchRoute } from './match-route';
import { parseSearchType, paths } from './paths';
import { cartItemProductLink, productLink } from './product-link';

describe('paths', () => {
  it('builds links that match their own routes', () => {
    const cases: [string, string][] = [
      [paths.home(), 'home'],
      [paths.creator('jane.doe'), 'explore-displayName'],
      [paths.creatorPost('jane', 'p1'), 'explore-displayName-posts-id'],
      [paths.creatorProductSet('jane', 's1', 'p1'), 'explore-displayName-productsets-id'],
      [paths.creatorGiftGuide('jane', 'g1'), 'explore-displayName-giftguides-id'],
      [paths.post('abc'), 'post-id'],
      [paths.productSet('s1'), 'productsets-id'],
      [paths.category('salealert'), 'categories-category'],
      [paths.hashtag('ootd'), 'hashtags-hashtag'],
      [paths.favoriteProducts(), 'account-favorites-products'],
      [paths.sharedWishlist('aGFzaA'), 'collections-hash'],
    ];
    for (const [link, name] of cases)
      expect([link, matchRoute(link.split('?')[0]!)?.route.name]).toEqual([link, name]);
  });

  it('encodes params', () => {
    expect(paths.creator('a b')).toBe('/explore/a%20b');
    expect(paths.hashtag('summer looks')).toBe('/hashtags/summer%20looks');
  });

  it('builds search links with keyword and type, trimming the keyword', () => {
    expect(paths.search({ keyword: '  boots ', type: 'profile' })).toBe('/search?keyword=boots&type=profile');
    expect(paths.search({})).toBe('/search');
    expect(paths.search({ keyword: 'a&b', debug: true })).toBe('/search?keyword=a%26b&debug=true');
  });

  it("reads the search type, 'post' unless it is exactly 'profile'", () => {
    expect(parseSearchType('profile')).toBe('profile');
    expect(parseSearchType('post')).toBe('post');
    expect(parseSearchType('Profile')).toBe('post');
    expect(parseSearchType(null)).toBe('post');
  });

  it('builds the signup link with the prompt query', () => {
    expect(paths.signup('favorite-post')).toBe('/signup?shopltk-signup-prompt=favorite-post');
    expect(paths.signup()).toBe('/signup');
  });

  it('adds the cart drawer flag keeping the other query params', () => {
    expect(paths.withCartDrawer('/home')).toBe('/home?show-carts=true');
    expect(paths.withCartDrawer('/search?keyword=x')).toBe('/search?keyword=x&show-carts=true');
  });
});

describe('product links', () => {
  it('is /products/{productDetailsId} with the optional query', () => {
    expect(productLink('pd1')).toBe('/products/pd1');
    expect(productLink('pd1', { li: 'post1', vid: 'v1' })).toBe('/products/pd1?li=post1&vid=v1');
    expect(paths.product('pd1', { ci: 'set1', rshash: 'h' })).toBe('/products/pd1?ci=set1&rshash=h');
  });

  it('builds a cart item link from its content source', () => {
    const base = {
      productDetailsId: 'pd1',
      retailerProductVariantId: 'v1',
      contentSourceId: 'src1',
      clickHash: 'hash1',
    };
    expect(cartItemProductLink({ ...base, contentSourceType: 'post' })).toBe('/products/pd1?vid=v1&li=src1');
    expect(cartItemProductLink({ ...base, contentSourceType: 'product_set' })).toBe(
      '/products/pd1?vid=v1&ci=src1',
    );
    expect(cartItemProductLink({ ...base, contentSourceType: 'off_property' })).toBe(
      '/products/pd1?vid=v1&rshash=hash1',
    );
  });
});
