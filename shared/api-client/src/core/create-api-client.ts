import * as firstLoadCalls from '../calls/first-load';
import type * as OnDemandCalls from '../calls/on-demand';
import type { ClientContext } from './client-context';
import { createClientContext } from './client-context';
import { createHttp, type HttpOptions } from './http';

type Call = (ctx: ClientContext, ...args: never[]) => unknown;
type Bound<F> = F extends (ctx: ClientContext, ...args: infer A) => infer R ? (...args: A) => R : never;
type BoundCalls<T> = { [K in keyof T]: Bound<T[K]> };

/**
 * One typed function per section-7 call, bound to one client instance. Each call is declared once, in its file under
 * src/calls/ (its requests and answers typed from the api's OpenAPI document); this type is derived from the two
 * lists that say where its code loads (calls/first-load.ts, calls/on-demand.ts).
 */
export type ApiClient = BoundCalls<typeof firstLoadCalls> &
  BoundCalls<typeof OnDemandCalls> & {
    /** Absolute URL of an api path (e.g. for links or images). */
    url: (path: string) => string;
  };

export type CreateApiClientOptions = HttpOptions;

/** What a call's name looks like (a verb first): only such names are looked up in the on-demand chunk. */
export const CALL_NAME =
  /^(?:get|create|update|delete|search|post|add|change|checkout|exchange|login|logout|refresh|request|signup)(?:[A-Z]\w*)?$/;

let onDemandCalls: Promise<Record<string, Call | undefined>> | undefined;

/** calls/on-demand.ts, loaded once (its own chunk); a failed load is retried on the next call. */
function loadOnDemand(): Promise<Record<string, Call | undefined>> {
  return (onDemandCalls ??= import(/* webpackChunkName: "api-on-demand" */ '../calls/on-demand').catch(
    (error: unknown) => {
      onDemandCalls = undefined;
      throw error;
    },
  ));
}

/**
 * Creates a client: transport, batchers and de-duplication are scoped to the instance. The first-load calls are bound
 * at once; any other call name is bound on first access to a function that loads the on-demand chunk and runs the
 * call from there (the names of those calls are not in the first load).
 */
export function createApiClient(options: CreateApiClientOptions): ApiClient {
  const ctx = createClientContext(createHttp(options));
  const client: Record<string, unknown> = { url: (path: string) => ctx.http.url(path) };
  for (const [name, call] of Object.entries(firstLoadCalls))
    client[name] = (...args: never[]) => (call as Call)(ctx, ...args);
  return new Proxy(client, {
    get(target, name, receiver) {
      if (typeof name !== 'string' || name in target || !CALL_NAME.test(name))
        return Reflect.get(target, name, receiver) as unknown;
      const call = async (...args: never[]) => {
        const found = (await loadOnDemand())[name];
        if (!found) throw new TypeError(`api.${name} is not a call of @ltk/api-client`);
        return found(ctx, ...args);
      };
      target[name] = call;
      return call;
    },
  }) as ApiClient;
}
