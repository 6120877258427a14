import { isSafeCheckoutUrl, sameOriginPath } from './same-origin-path';

const ORIGIN = 'https://www.shopltk.test';

describe('sameOriginPath', () => {
  it.each([
    ['/post/1?x=1#top', '/post/1?x=1#top'],
    ['/explore/ana', '/explore/ana'],
    [`${ORIGIN}/home`, '/home'],
    ['wishlists', '/wishlists'],
  ])('keeps a page of the site: %s', (value, path) => {
    expect(sameOriginPath(value, ORIGIN)).toBe(path);
  });

  it.each([
    ['/\t/evil.example'],
    ['/%09/evil.example'.replace('%09', '\t')],
    ['//evil.example'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['https://evil.example/home'],
    ['javascript:alert(1)'],
    [' //evil.example'],
    [''],
    [null],
  ])('refuses another site or a non-page: %j', (value) => {
    expect(sameOriginPath(value, ORIGIN)).toBe('/');
  });

  it('uses the given fallback', () => {
    expect(sameOriginPath('//evil.example', ORIGIN, '/home')).toBe('/home');
  });
});

describe('isSafeCheckoutUrl', () => {
  it('allows https retailers and the listed local origins only', () => {
    expect(isSafeCheckoutUrl('https://retailer.example/checkout?cart=1')).toBe(true);
    expect(isSafeCheckoutUrl('http://localhost:4000/retailers/1/checkout', ['http://localhost:4000'])).toBe(
      true,
    );
    expect(isSafeCheckoutUrl('http://retailer.example/checkout')).toBe(false);
    expect(isSafeCheckoutUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeCheckoutUrl('data:text/html,hi')).toBe(false);
    expect(isSafeCheckoutUrl('not a url')).toBe(false);
  });
});
