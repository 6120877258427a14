import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** Section-8 shaped 404 for a request no test answered. */
const unanswered = http.all('*', ({ request }) => {
  const { pathname } = new URL(request.url);
  return HttpResponse.json(
    { status: 404, error_code: 'not_found', developer_message: `No mock for ${request.method} ${pathname}` },
    { status: 404 },
  );
});

/**
 * The test file's network: MSW intercepting the real fetch. Listens as soon as a test file imports this
 * package; handlers added by a test are dropped after it.
 */
export const network = setupServer(unanswered);
network.listen({ onUnhandledRequest: 'error' });
afterEach(() => network.resetHandlers());
afterAll(() => network.close());
