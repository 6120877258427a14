import { createScrollRestoration } from './scroll-restoration';

function setup() {
  const stored = new Map<string, string>();
  const storage = {
    getItem: (k: string) => stored.get(k) ?? null,
    setItem: (k: string, v: string) => void stored.set(k, v),
  };
  const frames: FrameRequestCallback[] = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  }) as typeof window.scrollTo);
  const scrollBy = (y: number) => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    frames.splice(0).forEach((cb) => cb(0));
  };
  const onNavigation = createScrollRestoration({ win: window, storage });
  return { onNavigation, scrollBy, scrollTo, stored };
}

afterEach(() => jest.restoreAllMocks());

test('Back returns to the position a page had when it was left, not where the window was when the new page mounted', () => {
  window.history.replaceState({ key: 'feed' }, '', '/home');
  const { onNavigation, scrollBy, scrollTo } = setup();
  scrollBy(14_400);
  // The link pushes the post's entry; the old page unmounts and the window scrolls up before the shell hears of it.
  window.history.pushState({ key: 'post' }, '', '/post/1');
  scrollBy(0);
  onNavigation('pushState');
  expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  scrollBy(300);
  window.history.replaceState({ key: 'feed' }, '', '/home');
  onNavigation('popstate');
  expect(scrollTo).toHaveBeenLastCalledWith(0, 14_400);
});
