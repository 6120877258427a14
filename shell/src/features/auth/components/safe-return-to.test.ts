import { safeReturnTo } from './safe-return-to';

describe('safeReturnTo', () => {
  it('follows pages of this site, by their parsed path', () => {
    expect(safeReturnTo('/post/1?x=1#a')).toBe('/post/1?x=1#a');
    expect(safeReturnTo(`${window.location.origin}/wishlists`)).toBe('/wishlists');
  });

  it('refuses what a browser would take to another site (a tab is stripped by the URL parser)', () => {
    expect(safeReturnTo(decodeURIComponent('%2F%09%2Fevil.example'))).toBe('/');
    expect(safeReturnTo('/\n/evil.example')).toBe('/');
    expect(safeReturnTo('//evil.example', '/home')).toBe('/home');
    expect(safeReturnTo('https://evil.example/')).toBe('/');
  });
});
