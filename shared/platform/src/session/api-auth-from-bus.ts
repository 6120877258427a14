import type { ApiAuth } from '@ltk/api-client';
import type { EventBus } from '@ltk/event-bus';

/** The api client's auth, read from the bus 'auth' state on every request. */
export function apiAuthFromBus(bus: EventBus): () => ApiAuth | null {
  return () => {
    const auth = bus.current('auth');
    if (auth?.status !== 'authenticated' || !auth.accessToken) return null;
    return { accessToken: auth.accessToken, sigilUserId: auth.user?.profile.sigilUserId };
  };
}
