import { BATCHING } from '@ltk/contracts';

export interface BatcherOptions<R> {
  /** Most keys in one call. */
  maxBatchSize: number;
  /** How long keys are collected before calling (default 50 ms). */
  windowMs?: number;
  /** One call for a chunk of unique keys. */
  run: (keys: string[]) => Promise<R>;
}

export interface Batcher<R> {
  /** Queues keys (de-duplicated, empties dropped); resolves with the responses of every chunk that held one of them. */
  load(keys: readonly string[]): Promise<R[]>;
}

interface Waiter<R> {
  keys: Set<string>;
  resolve: (responses: R[]) => void;
  reject: (error: unknown) => void;
}

/** Collects keys over a short window and fetches them in chunks of maxBatchSize. */
export function createBatcher<R>(options: BatcherOptions<R>): Batcher<R> {
  const windowMs = options.windowMs ?? BATCHING.windowMs;
  let queued = new Set<string>();
  let waiters: Waiter<R>[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    timer = undefined;
    const keys = [...queued];
    const pending = waiters;
    queued = new Set();
    waiters = [];
    const chunks: string[][] = [];
    for (let i = 0; i < keys.length; i += options.maxBatchSize)
      chunks.push(keys.slice(i, i + options.maxBatchSize));
    const results = chunks.map((chunk) => ({ keys: new Set(chunk), promise: options.run(chunk) }));
    for (const waiter of pending) {
      const mine = results.filter((result) => [...waiter.keys].some((key) => result.keys.has(key)));
      Promise.all(mine.map((result) => result.promise)).then(waiter.resolve, waiter.reject);
    }
  };

  return {
    load(keys) {
      const wanted = new Set(keys.filter((key) => typeof key === 'string' && key.trim() !== ''));
      if (wanted.size === 0) return Promise.resolve([]);
      return new Promise<R[]>((resolve, reject) => {
        for (const key of wanted) queued.add(key);
        waiters.push({ keys: wanted, resolve, reject });
        timer ??= setTimeout(flush, windowMs);
      });
    },
  };
}
