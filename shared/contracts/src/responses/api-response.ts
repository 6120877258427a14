import type { paths } from '../generated/api';

type Json<R> = R extends { content: { 'application/json': infer J } } ? J : never;

/** The JSON success body (200, else 201) of an api operation, as generated from api/openapi.json. */
export type ApiResponse<
  P extends keyof paths,
  M extends 'get' | 'post' | 'put' | 'patch' | 'delete',
> = paths[P][M] extends {
  responses: infer R;
}
  ? R extends { 200: infer S }
    ? Json<S>
    : R extends { 201: infer S }
      ? Json<S>
      : never
  : never;

/** The JSON request body of an api operation, as generated from api/openapi.json. */
export type ApiRequestBody<
  P extends keyof paths,
  M extends 'get' | 'post' | 'put' | 'patch' | 'delete',
> = paths[P][M] extends { requestBody?: { content: { 'application/json': infer J } } } ? J : never;
