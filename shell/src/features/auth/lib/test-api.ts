import { createApiClient, type ApiAuth, type ApiClient } from '@ltk/api-client';

/** The requests a test answers: absolute URL and init, as the api client sends them. */
export type TestFetch = (url: string, init?: RequestInit) => Promise<Response>;

/** The api client the session service uses, on a test's fetch (tests only). */
export function createTestApi(
  fetchImpl: TestFetch,
  getAuth: () => ApiAuth | null = () => null,
  baseUrl = 'http://api.test',
): ApiClient {
  return createApiClient({
    baseUrl,
    getAuth,
    fetchImpl: (input, init) => fetchImpl(input instanceof Request ? input.url : input.toString(), init),
  });
}
