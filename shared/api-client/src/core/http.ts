import { TIMEOUTS } from '@ltk/contracts';
import { ApiError, type ApiErrorBody } from './api-error';
import type { ApiCallArguments, ApiMethod, ApiOperation, ApiPath, ApiResult } from './api-types';
import { toQueryString, type Query } from './query-string';

/** What the client needs to know about the signed-in user for each request. */
export interface ApiAuth {
  accessToken?: string;
  /** Sent as X-SIGIL-ID when logged in. */
  sigilUserId?: string;
}

export interface HttpOptions {
  baseUrl: string;
  getAuth: () => ApiAuth | null | undefined;
  /** Called on a 401 (the shell logs the user out). */
  onUnauthorized?: (error: ApiError) => void;
  /** Renews tokens after 403 'Key not authorised'; resolve once getAuth() returns the new token. */
  refresh?: () => Promise<unknown>;
  /**
   * Settles once getAuth() is known: a page load with a saved session has no access token until the refresh cookie
   * answered. Authenticated requests wait for it (anonymous ones do not).
   */
  whenAuthReady?: () => Promise<unknown>;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions {
  query?: Query;
  /** JSON body. */
  json?: unknown;
  /** Form-encoded body (token, signup and password calls). */
  form?: Record<string, string | undefined>;
  headers?: Record<string, string>;
  /** Skip the Authorization/X-SIGIL-ID headers. */
  anonymous?: boolean;
  /** 401 here does not log out (e.g. a failed password login). */
  ignoreUnauthorized?: boolean;
  signal?: AbortSignal;
  /** Success is this status only (account actions: 201); any other answer is an error. */
  expectStatus?: number;
  /** `include` on the calls that set, send or clear the api's httpOnly refresh cookie (token, signup, logout). */
  credentials?: RequestCredentials;
}

export interface Http {
  /**
   * A documented operation, typed from the OpenAPI document: `call('get', '/v3/posts/{postId}/products', { params:
   * { postId }, query })` checks the path, its parameters, the query and body, and types the answer.
   */
  call<M extends ApiMethod, P extends ApiPath<M>>(
    method: M,
    path: P,
    ...options: ApiCallArguments<ApiOperation<M, P>, RequestOptions>
  ): Promise<ApiResult<ApiOperation<M, P>>>;
  /** A path outside the document (the hosted provider's discovery and token endpoints); the caller names `T`. */
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  url(path: string, query?: Query): string;
}

const KEY_NOT_AUTHORISED = 'Key not authorised';

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The transport: auth headers, 30 s timeout, 401/403 rules and de-duplication of in-flight GETs. */
export function createHttp(options: HttpOptions): Http {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? TIMEOUTS.requestMs;
  const inFlight = new Map<string, Promise<unknown>>();
  const doFetch: typeof fetch = (input, init) => (options.fetchImpl ?? globalThis.fetch)(input, init);

  const url = (path: string, query?: Query) => `${baseUrl}${path}${toQueryString(query)}`;

  const send = async (method: HttpMethod, target: string, request: RequestOptions): Promise<Response> => {
    const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
    if (!request.anonymous) await options.whenAuthReady?.();
    const auth = request.anonymous ? null : options.getAuth();
    if (auth?.accessToken) headers.Authorization = `Bearer ${auth.accessToken}`;
    if (auth?.accessToken && auth.sigilUserId) headers['X-SIGIL-ID'] = auth.sigilUserId;
    let body: string | undefined;
    if (request.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      const form = new URLSearchParams();
      for (const [key, value] of Object.entries(request.form))
        if (value !== undefined) form.append(key, value);
      body = form.toString();
    } else if (request.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(request.json);
    }
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new Error(`Request timed out after ${timeoutMs} ms`)),
      timeoutMs,
    );
    const onAbort = () => controller.abort(request.signal?.reason);
    request.signal?.addEventListener('abort', onAbort);
    try {
      return await doFetch(target, {
        method,
        headers,
        body,
        signal: controller.signal,
        ...(request.credentials ? { credentials: request.credentials } : {}),
      });
    } catch (cause) {
      const error = new ApiError(
        0,
        {
          developer_message: controller.signal.aborted
            ? `Request timed out or aborted: ${target}`
            : String(cause),
        },
        target,
      );
      throw Object.assign(error, { cause });
    } finally {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', onAbort);
    }
  };

  const execute = async <T>(method: HttpMethod, path: string, request: RequestOptions): Promise<T> => {
    const target = url(path, request.query);
    let response = await send(method, target, request);
    let body = await readBody(response);
    if (response.status === 403) {
      const keyExpired = (body as ApiErrorBody | undefined)?.error === KEY_NOT_AUTHORISED;
      if (keyExpired && options.refresh && !request.anonymous) await options.refresh();
      response = await send(method, target, request);
      body = await readBody(response);
    }
    if (!response.ok || (request.expectStatus !== undefined && response.status !== request.expectStatus)) {
      const error = new ApiError(response.status, body && typeof body === 'object' ? body : null, target);
      if (response.status === 401 && !request.ignoreUnauthorized) options.onUnauthorized?.(error);
      throw error;
    }
    return (body ?? null) as T;
  };

  const requestJson = <T>(method: HttpMethod, path: string, request: RequestOptions = {}): Promise<T> => {
    if (method !== 'GET' || request.signal) return execute<T>(method, path, request);
    const key = `${url(path, request.query)}|${request.anonymous ? '' : (options.getAuth()?.accessToken ?? '')}`;
    const pending = inFlight.get(key);
    if (pending) return pending as Promise<T>;
    const promise = execute<T>(method, path, request).finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  };

  return {
    url,
    request: requestJson,
    call(method, path, ...[callOptions]) {
      const { params, ...rest } = (callOptions ?? {}) as RequestOptions & { params?: Record<string, string> };
      // `{name}` segments of the documented path take the encoded parameter of that name.
      const target = params
        ? path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))
        : path;
      return requestJson(method.toUpperCase() as HttpMethod, target, rest);
    },
  };
}
