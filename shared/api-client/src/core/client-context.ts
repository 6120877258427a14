import type { Batcher, BatcherOptions } from './batcher';
import { createBatcher } from './batcher';
import type { Http } from './http';

/** What every call receives: the transport and this client's batchers. */
export interface ClientContext {
  http: Http;
  /** The named batcher of this client instance (created on first use). */
  batcher<R>(name: string, options: BatcherOptions<R>): Batcher<R>;
}

export function createClientContext(http: Http): ClientContext {
  const batchers = new Map<string, Batcher<unknown>>();
  return {
    http,
    batcher<R>(name: string, options: BatcherOptions<R>): Batcher<R> {
      let batcher = batchers.get(name);
      if (!batcher) {
        batcher = createBatcher(options);
        batchers.set(name, batcher);
      }
      return batcher as Batcher<R>;
    },
  };
}
