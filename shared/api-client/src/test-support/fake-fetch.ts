import { createFetchMock, hang, reply } from '@ltk/test-network';

/** A request the api client made, as the fake saw it. */
export interface FakeCall {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: string | undefined;
  signal: AbortSignal | undefined;
}

export type FakeAnswer = { status?: number; body?: unknown } | 'hang';

/** The network (MSW) answering every request from one function; `'hang'` never answers. */
export function fakeFetch(answer: (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>) {
  const calls: FakeCall[] = [];
  const mock = createFetchMock({
    '*': async (request) => {
      const call: FakeCall = {
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: request.text,
        signal: request.signal,
      };
      calls.push(call);
      const result = await answer(call);
      return result === 'hang' ? hang() : reply(result.status ?? 200, result.body);
    },
  });
  return { fetch: jest.fn(mock.fetch), calls };
}
