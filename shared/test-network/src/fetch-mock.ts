import { http, HttpResponse } from 'msw';
import { network } from './network';

/** A request as a handler sees it. */
export interface MockRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  /** Parsed JSON or form body (a form body becomes a plain object), else the text, else undefined. */
  body: unknown;
  /** The body as sent (undefined without one). */
  text: string | undefined;
  /** The request's abort signal. */
  signal: AbortSignal;
}

export type MockReply = { status?: number; body?: unknown; headers?: Record<string, string> };

const HANG = Symbol('hang');

/** A handler's answer: a JSON body (200), `reply(status, body)`, a `Response`, or `hang()`; throwing fails the fetch. */
export type MockHandler = (request: MockRequest) => unknown;

export interface FetchMock {
  /** The real fetch (intercepted by MSW): pass it where a `fetchImpl` is taken. */
  fetch: typeof fetch;
  /** Every request this mock saw, in order. */
  calls: MockRequest[];
  /** Adds or replaces a handler: `'GET /v2/profiles/'` (path only, the query is ignored); `'*'` answers any route. */
  on(route: string, handler: MockHandler): FetchMock;
  /** The requests to one route. */
  callsTo(route: string): MockRequest[];
}

/** A reply with a status (and a JSON body). */
export const reply = (status: number, body?: unknown, headers?: Record<string, string>): MockReply => ({
  status,
  body,
  headers,
});

/** A reply that never comes: the request stays pending until its signal aborts it. */
export const hang = (): typeof HANG => HANG;

const isReply = (value: unknown): value is MockReply =>
  typeof value === 'object' &&
  value !== null &&
  ('status' in value || 'body' in value) &&
  Object.keys(value).every((key) => ['status', 'body', 'headers'].includes(key));

function parseBody(request: Request, text: string | undefined): unknown {
  if (!text) return undefined;
  if ((request.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toResponse(result: unknown): Response {
  if (result instanceof Response) return result;
  const { status = 200, body, headers } = isReply(result) ? result : { body: result };
  if (status === 204 || body === undefined) return new HttpResponse(null, { status, headers });
  return HttpResponse.json(body, { status, headers });
}

/**
 * Answers the requests of a test from a route map (`'METHOD /path'`), through MSW. A route this mock does not
 * have goes on to an older mock of the same test, else gets the section-8 404.
 */
export function createFetchMock(routes: Record<string, MockHandler> = {}): FetchMock {
  const handlers = new Map(Object.entries(routes));
  const calls: MockRequest[] = [];
  network.use(
    http.all('*', async ({ request }) => {
      const url = new URL(request.url);
      const headers: Record<string, string> = {};
      request.headers.forEach((value, key) => {
        headers[key] = value;
      });
      const text = (await request.clone().text()) || undefined;
      const call: MockRequest = {
        method: request.method,
        url,
        headers,
        body: parseBody(request, text),
        text,
        signal: request.signal,
      };
      calls.push(call);
      const handler = handlers.get(`${request.method} ${url.pathname}`) ?? handlers.get('*');
      if (!handler) return undefined;
      let result: unknown;
      try {
        result = await handler(call);
      } catch {
        // A handler that throws is a network failure: fetch rejects, as it does when the api is unreachable.
        return HttpResponse.error();
      }
      if (result === HANG) {
        // Never answered: the request ends only when the client aborts it (a timeout), as a network error.
        await new Promise((aborted) => request.signal.addEventListener('abort', aborted, { once: true }));
        return HttpResponse.error();
      }
      return toResponse(result);
    }),
  );
  const mock: FetchMock = {
    fetch: (input, init) => globalThis.fetch(input, init),
    calls,
    on(route, handler) {
      handlers.set(route, handler);
      return mock;
    },
    callsTo(route) {
      const [method, path] = route.split(' ');
      return calls.filter((call) => call.method === method && call.url.pathname === path);
    },
  };
  return mock;
}

/**
 * A reply the test releases later: `routes: { 'GET /x': () => gate.promise }`, then `gate.resolve(body)`.
 * It can be released before the request arrives (MSW hands the request over asynchronously).
 */
export function deferred<T = unknown>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
