import type { AuthState, FlagsPayload } from '@ltk/contracts';
import type { PlatformContext } from '@ltk/platform';
import { distinctUntilChanged, map, Observable, startWith, switchMap } from 'rxjs';
import { FLAG_OFF_VALUES } from '../../lib/flags/flag-names';
import { getFeatureFlags } from './lib/get-feature-flags';
import { visitorId } from './lib/visitor-id';

export interface StartFeatureFlagsOptions {
  /** Where the visitor id lives (default localStorage; undefined keeps it in memory). */
  storage?: Storage;
  fetchImpl?: typeof fetch;
}

const LOADING: FlagsPayload = { flags: {}, experiments: null, status: 'loading' };
const FAILED: FlagsPayload = { flags: { ...FLAG_OFF_VALUES }, experiments: null, status: 'failed' };

/**
 * Publishes the bus 'flags' state: 'loading', then the service's flags and experiments variant
 * ('loaded'), or every flag off ('failed'). Refetches when the user logs in or out. Returns stop.
 */
export function startFeatureFlags(
  { bus, config }: Pick<PlatformContext, 'bus' | 'config'>,
  { storage = defaultStorage(), fetchImpl }: StartFeatureFlagsOptions = {},
): () => void {
  const visitor = visitorId(storage);
  const subject$ = bus.on('auth').pipe(
    startWith(bus.current('auth')),
    map(subjectOf),
    distinctUntilChanged((a, b) => a.userId === b.userId),
  );
  const subscription = subject$
    .pipe(switchMap(({ accessToken }) => load(accessToken)))
    .subscribe((payload) => bus.publish('flags', payload));
  return () => subscription.unsubscribe();

  function load(accessToken: string | undefined): Observable<FlagsPayload> {
    return new Observable<FlagsPayload>((subscriber) => {
      const controller = new AbortController();
      subscriber.next(LOADING);
      getFeatureFlags({
        apiBaseUrl: config.apiBaseUrl,
        visitorId: visitor,
        accessToken,
        signal: controller.signal,
        fetchImpl,
      }).then(
        ({ flags, experiments }) => subscriber.next({ flags, experiments, status: 'loaded' }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn('[shell] feature flags unavailable, all flags off', error);
          subscriber.next(FAILED);
        },
      );
      // A login or logout while this request runs supersedes it (switchMap unsubscribes).
      return () => controller.abort();
    });
  }
}

/** The bucketing subject: the logged-in user (with their token), else the anonymous visitor. */
function subjectOf(auth: AuthState | undefined): { userId: string | null; accessToken?: string } {
  if (auth?.status !== 'authenticated' || !auth.accessToken) return { userId: null };
  return { userId: auth.user?.userId ?? auth.accessToken, accessToken: auth.accessToken };
}

function defaultStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
