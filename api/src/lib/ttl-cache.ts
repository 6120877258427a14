/**
 * Small LRU with a time-to-live. Used only for catalog reads, which never change after the seed, so
 * several instances each holding their own copy can never contradict one another.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number; weight: number }>();
  private weight = 0;

  /**
   * At most `maxEntries` values, and with `bound` at most `bound.max` of their summed `bound.weigh` (e.g. the length of
   * response texts: a client can make every URL unique); least recently used go first.
   */
  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    private readonly bound?: { max: number; weigh: (value: V) => number },
    private readonly options: { admitOnSecondAsk?: boolean } = {},
  ) {}

  /**
   * With `admitOnSecondAsk`: keys `getOrCompute` computed once and did not store, with when that was (at most
   * `maxEntries` of them; cleared when full). A value is stored only when its key is asked again within the TTL, so a
   * stream of one-off keys (cache-busting URLs) keeps no values: each would be held until evicted, only to be evicted
   * unread, and the heap's old space would carry them (a 228 KB feed page each).
   */
  private readonly askedOnce = new Map<string, number>();

  /** Whether `getOrCompute` should store a value it computed for `key` (see `admitOnSecondAsk`). */
  private admits(key: string): boolean {
    if (!this.options.admitOnSecondAsk) return true;
    const now = Date.now();
    const asked = this.askedOnce.get(key);
    if (asked !== undefined && now - asked <= this.ttlMs) {
      this.askedOnce.delete(key);
      return true;
    }
    if (this.askedOnce.size >= this.maxEntries) this.askedOnce.clear();
    this.askedOnce.set(key, now);
    return false;
  }

  /** Summed weight of the values held (0 without a bound). */
  get totalWeight(): number {
    return this.weight;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires < Date.now()) {
      this.remove(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    this.remove(key);
    const weight = this.bound ? this.bound.weigh(value) : 0;
    if (this.bound && weight > this.bound.max) return;
    this.entries.set(key, { value, expires: Date.now() + this.ttlMs, weight });
    this.weight += weight;
    while (this.entries.size > this.maxEntries || (this.bound && this.weight > this.bound.max)) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.weight -= entry.weight;
  }

  /** Cached value, or computes it once (concurrent callers share the pending promise). */
  async getOrCompute(key: string, compute: () => Promise<V>): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const pending = this.pending.get(key);
    if (pending) return pending;
    const promise = compute().then(
      (value) => {
        if (this.admits(key)) this.set(key, value);
        this.pending.delete(key);
        return value;
      },
      (error: unknown) => {
        this.pending.delete(key);
        throw error;
      },
    );
    this.pending.set(key, promise);
    return promise;
  }

  private readonly pending = new Map<string, Promise<V>>();
}

/**
 * Values that may be served a little stale but must never make a request wait once known (stale-while-revalidate):
 * fresh for `freshMs`; after that the old value is still answered while one refresh runs in the background; a key
 * unused for `maxAgeMs` is computed afresh. At most `maxEntries` keys (least recently used go first).
 */
export class RefreshingCache<V> {
  private readonly entries = new Map<string, { value: V; at: number; refreshing: boolean }>();
  private readonly pending = new Map<string, Promise<V>>();

  constructor(
    private readonly maxEntries: number,
    private readonly freshMs: number,
    private readonly maxAgeMs: number,
    private readonly clock: () => number = Date.now,
  ) {}

  async get(key: string, compute: () => Promise<V>): Promise<V> {
    const now = this.clock();
    const entry = this.entries.get(key);
    if (entry && now - entry.at < this.maxAgeMs) {
      this.entries.delete(key);
      this.entries.set(key, entry);
      if (now - entry.at >= this.freshMs && !entry.refreshing) {
        entry.refreshing = true;
        compute().then(
          (value) => this.store(key, value),
          () => (entry.refreshing = false), // keep the old value; the next request tries again
        );
      }
      return entry.value;
    }
    const pending = this.pending.get(key);
    if (pending) return pending;
    const promise = compute().finally(() => this.pending.delete(key));
    this.pending.set(key, promise);
    this.store(key, await promise);
    return promise;
  }

  private store(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, at: this.clock(), refreshing: false });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
