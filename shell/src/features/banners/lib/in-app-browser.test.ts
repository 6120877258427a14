import { isInAppBrowser } from './in-app-browser';

describe('isInAppBrowser', () => {
  it.each([
    ['TikTok', 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 musical_ly_28.0.0 JsSdk/2.0'],
    ['Facebook', 'Mozilla/5.0 (iPhone) [FBAN/FBIOS;FBAV/400.0]'],
    ['Instagram', 'Mozilla/5.0 (iPhone) Instagram 300.0.0'],
    ['Pinterest', 'Mozilla/5.0 (Linux; Android 13) Pinterest for Android/11.1'],
    ['Google app', 'Mozilla/5.0 (iPhone) GSA/250.0.1 Mobile/15E148 Safari/604.1'],
  ])('detects the %s webview', (_name, ua) => {
    expect(isInAppBrowser(ua)).toBe(true);
  });

  it('leaves ordinary browsers alone', () => {
    expect(
      isInAppBrowser('Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1'),
    ).toBe(false);
    expect(isInAppBrowser('Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36')).toBe(false);
  });
});
