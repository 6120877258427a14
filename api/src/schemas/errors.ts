import { component, int, obj, ref, str } from './builders.js';

/** Section-8 service error body. */
export const errorSchema = component(
  'ServiceError',
  obj({ status: int(), error_code: str(), developer_message: str(), user_message: str() }, [
    'status',
    'error_code',
    'developer_message',
  ]),
);

/** Error responses every route can give. */
export const errorResponses = { 400: ref(errorSchema), 404: ref(errorSchema) };
