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
