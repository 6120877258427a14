import { TIMEOUTS } from '@ltk/contracts';
import type { EventBus } from '@ltk/event-bus';
import { merge, map } from 'rxjs';
import { trackingParams, type TrackingParams } from './tracking-params';

type AnalyticsRecord = {
  kind: 'event' | 'page-view';
  name: string;
  at: number;
  userId?: string;
  tracking: TrackingParams;
  properties?: Record<string, unknown>;
};

export type AnalyticsBatch = { sampleRate: number; records: AnalyticsRecord[] };

type AnalyticsTransport = {
  /** Resolves with the HTTP status, or 0 when the request failed; never rejects. */
  post(url: string, body: string): Promise<number>;
  beacon(url: string, body: string): boolean;
};

export type AnalyticsSinkOptions = {
  bus: EventBus;
  env: 'production' | 'development';
  /** Where production batches go. */
  endpoint: string;
  transport?: AnalyticsTransport;
  now?: () => number;
  /** Current query (for utm_* params). */
  search?: () => string;
  doc?: Document;
  /** Development: every batch is also handed here (default: window.__LTK_ANALYTICS__ and console.debug). */
  inspect?: (batch: AnalyticsBatch) => void;
};

declare global {
  interface Window {
    __LTK_ANALYTICS__?: AnalyticsBatch[];
  }
}

/** Section 9: snapshot sampling 1 in production, 100 elsewhere. */
const snapshotSampleRate = (env: AnalyticsSinkOptions['env']) => (env === 'production' ? 1 : 100);

const browserTransport: AnalyticsTransport = {
  post: (url, body) =>
    fetch(url, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json' },
      keepalive: true,
    }).then(
      (response) => response.status,
      () => 0,
    ),
  // text/plain keeps the cross-origin beacon a simple request (no preflight); the body is still JSON.
  beacon: (url, body) => {
    try {
      return (
        typeof navigator.sendBeacon === 'function' &&
        navigator.sendBeacon(url, new Blob([body], { type: 'text/plain;charset=UTF-8' }))
      );
    } catch {
      return false;
    }
  },
};

/** An endpoint that answers with these does not exist (yet): stop posting for this page load. */
const MISSING_ENDPOINT = new Set([404, 405, 410, 501]);
/** Consecutive failed posts after which the sink stops posting for this page load. */
const MAX_FAILED_POSTS = 3;

/**
 * The one analytics sink: listens to 'analytics/event' and 'analytics/page-view', sends at most one
 * batch per 500 ms, and switches to the beacon transport when the page is hidden. A failed batch is
 * dropped silently, never retried; a missing endpoint or repeated failures stop posting altogether.
 */
export function createAnalyticsSink(options: AnalyticsSinkOptions): () => void {
  const { bus, env, endpoint } = options;
  const transport = options.transport ?? browserTransport;
  const now = options.now ?? Date.now;
  const search = options.search ?? (() => window.location.search);
  const doc = options.doc ?? document;
  const inspect =
    options.inspect ??
    ((batch: AnalyticsBatch) => {
      (window.__LTK_ANALYTICS__ ??= []).push(batch);
      console.debug('[analytics]', batch);
    });
  const sampleRate = snapshotSampleRate(env);
  let queue: AnalyticsRecord[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastSent = -Infinity;
  let failures = 0;
  let disabled = false;

  const post = (body: string) => {
    void transport.post(endpoint, body).then((status) => {
      if (status >= 200 && status < 400) failures = 0;
      else if (MISSING_ENDPOINT.has(status) || ++failures >= MAX_FAILED_POSTS) disabled = true;
    });
  };

  const send = (useBeacon: boolean) => {
    clearTimeout(timer);
    timer = undefined;
    if (queue.length === 0) return;
    const batch: AnalyticsBatch = { sampleRate, records: queue };
    queue = [];
    lastSent = now();
    if (env !== 'production') {
      inspect(batch);
      return;
    }
    if (disabled) return;
    const body = JSON.stringify(batch);
    if (!useBeacon || !transport.beacon(endpoint, body)) post(body);
  };

  const schedule = () => {
    if (doc.visibilityState === 'hidden') {
      send(true);
      return;
    }
    if (timer) return;
    const wait = Math.max(0, lastSent + TIMEOUTS.analyticsThrottleMs - now());
    timer = setTimeout(() => send(false), wait);
  };

  const userId = () => {
    const auth = bus.current('auth');
    return auth?.status === 'authenticated' ? auth.user?.userId : undefined;
  };

  const subscription = merge(
    bus.on('analytics/event').pipe(
      map((e) => ({
        kind: 'event' as const,
        name: e.name,
        properties: { ...e.properties, ...(e.type ? { type: e.type } : {}) },
      })),
    ),
    bus.on('analytics/page-view').pipe(
      map((v) => ({
        kind: 'page-view' as const,
        name: v.routeName ?? v.path,
        properties: { path: v.path, ...(v.title ? { title: v.title } : {}) },
      })),
    ),
  ).subscribe((entry) => {
    const id = userId();
    queue.push({ ...entry, at: now(), tracking: trackingParams(search()), ...(id ? { userId: id } : {}) });
    schedule();
  });

  const onHidden = () => {
    if (doc.visibilityState === 'hidden') send(true);
  };
  doc.addEventListener('visibilitychange', onHidden);
  return () => {
    subscription.unsubscribe();
    doc.removeEventListener('visibilitychange', onHidden);
    send(true);
  };
}
