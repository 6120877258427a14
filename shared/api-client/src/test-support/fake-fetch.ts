/** Test-only fetch fake: records calls and answers from a handler (jsdom has no Response). */
export interface FakeCall {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: string | undefined;
  signal: AbortSignal | undefined;
}

export type FakeAnswer = { status?: number; body?: unknown } | 'hang';

export function fakeFetch(answer: (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>) {
  const calls: FakeCall[] = [];
  const fetchImpl = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const call: FakeCall = {
      method: init?.method ?? 'GET',
      url: new URL(typeof input === 'string' || input instanceof URL ? input : input.url),
      headers,
      body: typeof init?.body === 'string' ? init.body : undefined,
      signal: init?.signal ?? undefined,
    };
    calls.push(call);
    const result = await answer(call);
    if (result === 'hang') {
      return new Promise<Response>((_resolve, reject) => {
        call.signal?.addEventListener('abort', () => reject(call.signal?.reason as Error));
      });
    }
    const status = result.status ?? 200;
    const text = result.body === undefined ? '' : JSON.stringify(result.body);
    return { status, ok: status >= 200 && status < 300, text: async () => text } as unknown as Response;
  });
  return { fetch: fetchImpl as unknown as typeof fetch, calls };
}
