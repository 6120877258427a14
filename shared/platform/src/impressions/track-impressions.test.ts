import type { AnalyticsEventPayload } from '@ltk/contracts';
import { trackImpressions } from './track-impressions';

type Watcher = {
  callback: IntersectionObserverCallback;
  options?: IntersectionObserverInit;
  watched: Set<Element>;
};
let watchers: Watcher[] = [];

beforeEach(() => {
  watchers = [];
  class FakeIntersectionObserver {
    private readonly watcher: Watcher;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.watcher = { callback, options, watched: new Set() };
      watchers.push(this.watcher);
    }
    observe(element: Element) {
      this.watcher.watched.add(element);
    }
    unobserve(element: Element) {
      this.watcher.watched.delete(element);
    }
    disconnect() {
      this.watcher.watched.clear();
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: FakeIntersectionObserver,
  });
});

/** The browser reporting `element` at `ratio` visible to the observers still watching it. */
function show(element: Element, ratio: number) {
  for (const watcher of watchers)
    if (watcher.watched.has(element))
      watcher.callback(
        [
          {
            target: element,
            isIntersecting: ratio > 0,
            intersectionRatio: ratio,
          } as IntersectionObserverEntry,
        ],
        {} as IntersectionObserver,
      );
}

function item(position: number): HTMLLIElement {
  const li = document.createElement('li');
  li.dataset['key'] = `post-${position}`;
  li.setAttribute('aria-posinset', String(position));
  return li;
}

function feed(positions: number[]) {
  const container = document.createElement('div');
  const list = document.createElement('ul');
  for (const position of positions) list.append(item(position));
  container.append(list);
  document.body.append(container);
  const events: AnalyticsEventPayload[] = [];
  const ended = new AbortController();
  trackImpressions(container, 'home:discover', (event) => events.push(event), ended.signal);
  return {
    container,
    list,
    events,
    stop: () => ended.abort(),
    at: (n: number) => list.querySelector(`[aria-posinset="${n}"]`)!,
  };
}

test('watches with the spec threshold: half visible, 80 px below the viewport top', () => {
  feed([1]);
  expect(watchers[0]!.options).toEqual({ threshold: 0.5, rootMargin: '-80px 0px 0px 0px' });
});

test('an item counts once, when at least half of it is visible; the first page is one scroll event', () => {
  const { events, at, stop } = feed([1, 2]);
  show(at(1), 0.4);
  expect(events).toEqual([]);
  show(at(1), 0.5);
  show(at(1), 1);
  show(at(2), 0.8);
  expect(events).toEqual([
    { name: '/impression', properties: { feed: 'home:discover', id: 'post-1', position: 1 } },
    { name: '/scroll', properties: { feed: 'home:discover', page: 1 } },
    { name: '/impression', properties: { feed: 'home:discover', id: 'post-2', position: 2 } },
  ]);
  stop();
});

test('items the list adds later are watched; reaching item 31 is scroll page ceil(31/30) = 2', async () => {
  const { list, events, at, stop } = feed([29, 30]);
  show(at(30), 1);
  list.append(item(31));
  await Promise.resolve(); // the mutation observer's microtask
  show(at(31), 1);
  expect(events.filter((e) => e.name === '/scroll').map((e) => e.properties)).toEqual([
    { feed: 'home:discover', page: 1 },
    { feed: 'home:discover', page: 2 },
  ]);
  stop();
  list.append(item(61));
  await Promise.resolve();
  expect(watchers[0]!.watched.size).toBe(0);
});

test('a feed that left the page before the tracker loaded is not watched', () => {
  const container = document.createElement('div');
  const ended = new AbortController();
  ended.abort();
  trackImpressions(container, 'home:discover', () => undefined, ended.signal);
  expect(watchers).toHaveLength(0);
});
