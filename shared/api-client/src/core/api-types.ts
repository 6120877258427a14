import type { ApiPaths } from '@ltk/contracts';

/**
 * Request and answer types of the api's operations, read from the OpenAPI document's `paths` (generated into
 * @ltk/contracts): a call names its method and documented path, and the compiler checks its path parameters, query,
 * body and what it reads of the answer against them.
 */
export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The documented paths that have an `M` operation. */
export type ApiPath<M extends ApiMethod> = {
  [P in keyof ApiPaths]: ApiPaths[P][M] extends { responses: unknown } ? P : never;
}[keyof ApiPaths];

/** The operation `M` of path `P`. */
export type ApiOperation<M extends ApiMethod, P extends ApiPath<M>> = ApiPaths[P][M];

type Parameters<O, K extends 'path' | 'query'> = O extends { parameters: { [key in K]?: infer V } }
  ? NonNullable<V>
  : never;
type Body<O, T extends string> = O extends { requestBody?: { content: { [key in T]: infer B } } } ? B : never;
/** The client passes its constant lists as readonly arrays. */
type ReadonlyArrays<V> = V extends (infer E)[] ? readonly E[] : V;
type Query<Q> = { [K in keyof Q]: ReadonlyArrays<Q[K]> };
type Content<R> = R extends { content: infer C } ? C[keyof C] : undefined;

/** The documented query of an operation. */
export type ApiQuery<M extends ApiMethod, P extends ApiPath<M>> = Parameters<ApiOperation<M, P>, 'query'>;

/** The body of an operation's success answer (200, else 201, else 202), in whatever media type it is served. */
export type ApiResult<O> = O extends { responses: infer R }
  ? R extends { 200: infer S }
    ? Content<S>
    : R extends { 201: infer S }
      ? Content<S>
      : R extends { 202: infer S }
        ? Content<S>
        : undefined
  : never;

/** What a call sends: the documented query and body (JSON or form), path parameters when the path has some. */
type ApiCallOptions<O, Transport> = Omit<Transport, 'query' | 'json' | 'form'> & {
  query?: Query<Parameters<O, 'query'>>;
  json?: Body<O, 'application/json'>;
  form?: Body<O, 'application/x-www-form-urlencoded'>;
} & ([Parameters<O, 'path'>] extends [never] ? { params?: undefined } : { params: Parameters<O, 'path'> });

/** The options argument: required when the path has parameters. */
export type ApiCallArguments<O, Transport> = [Parameters<O, 'path'>] extends [never]
  ? [options?: ApiCallOptions<O, Transport>]
  : [options: ApiCallOptions<O, Transport>];
