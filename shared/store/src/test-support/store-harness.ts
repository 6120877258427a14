import { createFetchMock, reply } from '@ltk/test-network';
import { createApiClient } from '@ltk/api-client';
import type { AuthState, Follow, Post, Wish } from '@ltk/contracts';
import { createEventBus } from '@ltk/event-bus';
import { makeStore } from '../app/make-store';

export interface Route {
  status?: number;
  body?: unknown;
}
export type Handler = (url: URL, init: RequestInit | undefined) => Route | Promise<Route>;

/** A real store over the real api client whose fetch is answered by `handlers` (`'GET /path'`). */
export function storeHarness(handlers: Record<string, Handler> = {}, options: { auth?: AuthState } = {}) {
  const requests: { method: string; url: URL; body?: string }[] = [];
  const network = createFetchMock({
    '*': async (request) => {
      requests.push({ method: request.method, url: request.url, body: request.text });
      const handler = handlers[`${request.method} ${request.url.pathname}`];
      const route = handler
        ? await handler(request.url, { method: request.method, body: request.text, headers: request.headers })
        : { status: 404, body: { status: 404, error_code: 'not_found', developer_message: 'none' } };
      return reply(route.status ?? 200, route.body);
    },
  });
  const fetchImpl = network.fetch;
  const bus = createEventBus(options.auth ? { initial: { auth: options.auth } } : {});
  let time = 1_000_000;
  const api = createApiClient({
    baseUrl: 'http://api.test',
    getAuth: () => {
      const auth = bus.current('auth');
      return auth?.accessToken ? { accessToken: auth.accessToken } : null;
    },
    fetchImpl,
  });
  const store = makeStore({ api, bus, now: () => time });
  const published: { topic: string; payload: unknown }[] = [];
  for (const topic of ['navigate', 'analytics/event'] as const) {
    bus.on(topic).subscribe((payload) => published.push({ topic, payload }));
  }
  return {
    store,
    bus,
    api,
    requests,
    published,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

export const AUTHED: AuthState = {
  status: 'authenticated',
  accessToken: 'token',
  impersonating: false,
  user: {
    userId: 'u1',
    email: 'demo@shopltk.test',
    profile: {
      sigilUserId: 'u1',
      userCreatedAt: '2026-01-01T00:00:00Z',
      authnProvider: 'auth0',
      authnCanChangeEmail: true,
    },
  },
};

export const post = (id: string, profileId = 'p1'): Post => ({
  id,
  profileId,
  hash: `h-${id}`,
  title: '',
  caption: id,
  heroImage: `http://api.test/images/${id}.jpg`,
  heroImageWidth: 450,
  heroImageHeight: 600,
  productIds: [],
  postProductCount: 0,
  shareUrl: '',
  coverPhotoIds: [],
  media: [],
  hashtags: [],
  attributes: { featured: false, hashtags: [] },
  datePublished: '2026-11-01T00:00:00Z',
  status: 'published',
});

export const wish = (id: string, ltkProductId: string): Wish => ({
  id,
  ltkProductId,
  ltkId: null,
  productId: null,
  wishCollectionId: 'wc',
  dateCreated: '2026-11-01T00:00:00Z',
});

export const follow = (profileId: string): Follow => ({
  id: `f-${profileId}`,
  profileId,
  dateCreated: '2026-11-01T00:00:00Z',
});

export const feedPage = (ids: string[], next?: string, profileId = 'p1') => ({
  data: {
    activities: ids.map((postId) => ({ postId })),
    ltks: ids.map((id) => post(id, profileId)),
    profiles: [],
    mediaObjects: [],
  },
  meta: { next: next ?? null, limit: ids.length },
});
