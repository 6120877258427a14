import { int, obj, str } from './builders.js';

/** Section-8 service error body. */
export const errorSchema = obj(
  { status: int(), error_code: str(), developer_message: str(), user_message: str() },
  ['status', 'error_code', 'developer_message'],
);

/** Error responses every route can give. */
export const errorResponses = { 400: errorSchema, 404: errorSchema };
