import { createEventBus } from '@ltk/event-bus';
import { makeAuthState } from '@ltk/testing';
import { createAnalyticsSink, type AnalyticsBatch } from './analytics-sink';

let visibility: DocumentVisibilityState = 'visible';
beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});

function setup(
  env: 'production' | 'development' = 'production',
  beaconWorks = true,
  status: () => number = () => 204,
) {
  jest.useFakeTimers();
  let clock = 1_000_000;
  jest.setSystemTime(clock);
  const bus = createEventBus();
  const posts: AnalyticsBatch[] = [];
  const beacons: AnalyticsBatch[] = [];
  const inspected: AnalyticsBatch[] = [];
  const stop = createAnalyticsSink({
    bus,
    env,
    endpoint: 'http://api.test/v1/analytics/events',
    transport: {
      post: (_url, body) => {
        posts.push(JSON.parse(body) as AnalyticsBatch);
        return Promise.resolve(status());
      },
      beacon: (_url, body) => {
        if (beaconWorks) beacons.push(JSON.parse(body) as AnalyticsBatch);
        return beaconWorks;
      },
    },
    now: () => clock,
    search: () => '?utm_source=ig&ttoclid=1',
    inspect: (batch) => inspected.push(batch),
  });
  const advance = (ms: number) => {
    clock += ms;
    jest.advanceTimersByTime(ms);
  };
  return { bus, posts, beacons, inspected, stop, advance };
}

describe('analytics sink', () => {
  afterEach(() => {
    visibility = 'visible';
    jest.useRealTimers();
  });

  it('batches events and sends at most one batch per 500 ms', () => {
    const { bus, posts, advance, stop } = setup();
    bus.publish('analytics/event', { name: '/like', properties: { postId: 'p1' } });
    bus.publish('analytics/page-view', { path: '/home', routeName: 'home' });
    advance(0);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.records.map((r) => r.name)).toEqual(['/like', 'home']);
    expect(posts[0]?.sampleRate).toBe(1);
    expect(posts[0]?.records[0]?.tracking).toEqual({ utm_source: 'ig' });

    bus.publish('analytics/event', { name: '/unlike' });
    advance(499);
    expect(posts).toHaveLength(1);
    bus.publish('analytics/event', { name: '/wish' });
    advance(1);
    expect(posts).toHaveLength(2);
    expect(posts[1]?.records.map((r) => r.name)).toEqual(['/unlike', '/wish']);
    stop();
  });

  it('identifies logged-in users', () => {
    const { bus, posts, advance, stop } = setup();
    bus.publish('auth', makeAuthState());
    bus.publish('analytics/event', { name: '/follow' });
    advance(0);
    expect(posts[0]?.records[0]?.userId).toBe(makeAuthState().user?.userId);
    stop();
  });

  it('uses the beacon when the page is hidden', () => {
    const { bus, posts, beacons, advance, stop } = setup();
    bus.publish('analytics/event', { name: '/share/start' });
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacons).toHaveLength(1);
    bus.publish('analytics/event', { name: '/share/cancel' });
    expect(beacons).toHaveLength(2);
    advance(1000);
    expect(posts).toHaveLength(0);
    stop();
  });

  it('falls back to a normal post when the beacon is refused', () => {
    const { bus, posts, beacons, stop } = setup('production', false);
    visibility = 'hidden';
    bus.publish('analytics/event', { name: '/share/start' });
    expect(beacons).toHaveLength(0);
    expect(posts.map((b) => b.records[0]?.name)).toEqual(['/share/start']);
    stop();
  });

  it('keeps development batches inspectable instead of posting, sampled at 100', () => {
    const { bus, posts, inspected, advance, stop } = setup('development');
    bus.publish('analytics/page-view', { path: '/search', routeName: 'search' });
    advance(0);
    expect(posts).toHaveLength(0);
    expect(inspected[0]).toMatchObject({ sampleRate: 100, records: [{ kind: 'page-view', name: 'search' }] });
    stop();
  });
  const settle = async () => {
    for (let i = 0; i < 3; i += 1) await Promise.resolve();
  };

  it('stops posting for the page load once the endpoint answers that it does not exist', async () => {
    const { bus, posts, advance, stop } = setup('production', true, () => 404);
    bus.publish('analytics/event', { name: '/like' });
    advance(0);
    await settle();
    for (const name of ['/wish', '/follow']) {
      advance(500);
      bus.publish('analytics/event', { name });
      advance(500);
      await settle();
    }
    expect(posts.map((b) => b.records.map((r) => r.name))).toEqual([['/like']]);
    stop();
  });

  it('drops a failed batch without retrying it, and gives up after repeated failures', async () => {
    const statuses = [0, 500, 204, 0, 503, 0];
    const { bus, posts, advance, stop } = setup('production', true, () => statuses.shift() ?? 204);
    const names = ['/a', '/b', '/c', '/d', '/e', '/f', '/g', '/h'];
    for (const name of names) {
      bus.publish('analytics/event', { name });
      advance(500);
      await settle();
    }
    // Each batch posted once; a success resets the count; three failures in a row stop the sink.
    expect(posts.map((b) => b.records.map((r) => r.name))).toEqual([
      ['/a'],
      ['/b'],
      ['/c'],
      ['/d'],
      ['/e'],
      ['/f'],
    ]);
    stop();
  });
});
