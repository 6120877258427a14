import { component, int, obj, ref, str } from './builders.js';

/**
 * Section-8 service error body. `error` is set on the 403 of an expired token ('Key not authorised'): the clients
 * renew the token on it, on every route that takes one.
 */
export const errorSchema = component(
  'ServiceError',
  obj({ status: int(), error: str(), error_code: str(), developer_message: str(), user_message: str() }, [
    'status',
    'error_code',
    'developer_message',
  ]),
);

/** Error responses every route can give. */
export const errorResponses = { 400: ref(errorSchema), 404: ref(errorSchema) };

/** Methods whose operations write: each can answer 507 when the store is full (error-handler.ts). */
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Documents the 507 `insufficient_storage` answer on every write operation (an `onRoute` hook, so no route can forget
 * it): a write that fails for space answers it with `Retry-After` and saves nothing.
 */
export function documentStoreFull(route: {
  method: string | string[];
  schema?: { response?: unknown };
}): void {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const response = route.schema?.response as Record<string, unknown> | undefined;
  if (!response || !methods.some((method) => WRITE_METHODS.has(method))) return;
  response[507] ??= {
    ...ref(errorSchema),
    description: 'The store is full: nothing was saved; try again after Retry-After seconds',
  };
}
