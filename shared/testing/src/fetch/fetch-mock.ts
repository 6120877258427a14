/** A request as seen by a fetch-mock handler. */
export interface MockRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  /** Parsed JSON or form body (form bodies become a plain object). */
  body: unknown;
}

export type MockReply = { status?: number; body?: unknown; headers?: Record<string, string> } | Response;
// A handler answers with a MockReply or any JSON body (sent with status 200).
export type MockHandler = (request: MockRequest) => unknown;

export interface FetchMock {
  fetch: typeof fetch;
  /** Every request made, in order. */
  calls: MockRequest[];
  /** Adds/replaces a handler: key `'GET /v2/profiles/'` (path only, query ignored). */
  on(route: string, handler: MockHandler): FetchMock;
  /** Requests to one route. */
  callsTo(route: string): MockRequest[];
}

/** Wraps a handler reply as `{ status, body }` (plain values are a 200 JSON body). */
export const reply = (status: number, body?: unknown): MockReply => ({ status, body });

const isResponse = (value: unknown): value is Response =>
  Boolean(value) &&
  typeof value === 'object' &&
  typeof (value as Response).text === 'function' &&
  'ok' in (value as object);

const isReply = (value: unknown): value is { status?: number; body?: unknown } =>
  Boolean(value) &&
  typeof value === 'object' &&
  ('status' in (value as object) || 'body' in (value as object)) &&
  Object.keys(value as object).every((k) => ['status', 'body', 'headers'].includes(k));

function parseBody(init: RequestInit | undefined, headers: Record<string, string>): unknown {
  if (typeof init?.body !== 'string') return undefined;
  if ((headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(init.body));
  }
  try {
    return JSON.parse(init.body) as unknown;
  } catch {
    return init.body;
  }
}

/** A fetch replacement routing `METHOD /path` to handlers; unknown routes answer 404 in the section-8 shape. */
export function createFetchMock(routes: Record<string, MockHandler> = {}): FetchMock {
  const handlers = new Map(Object.entries(routes));
  const calls: MockRequest[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const method = (init?.method ?? 'GET').toUpperCase();
    const request: MockRequest = { method, url, headers, body: parseBody(init, headers) };
    calls.push(request);
    if (init?.signal?.aborted) throw init.signal.reason ?? new Error('aborted');
    const handler = handlers.get(`${method} ${url.pathname}`);
    if (!handler) {
      return json(404, {
        status: 404,
        error_code: 'not_found',
        developer_message: `No mock for ${method} ${url.pathname}`,
      });
    }
    const result = await handler(request);
    if (isResponse(result)) return result;
    if (isReply(result)) return json(result.status ?? 200, result.body);
    return json(200, result);
  };
  const mock: FetchMock = {
    fetch: fetchImpl,
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

/** A minimal Response (jsdom has no global Response): status, ok, headers, text(), json(). */
export function mockResponse(status: number, text: string, contentType = 'application/json'): Response {
  const response = {
    status,
    ok: status >= 200 && status < 300,
    statusText: String(status),
    headers: new Headers({ 'Content-Type': contentType }),
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  };
  return response as unknown as Response;
}

function json(status: number, body: unknown): Response {
  return mockResponse(status, status === 204 || body === undefined ? '' : JSON.stringify(body));
}
