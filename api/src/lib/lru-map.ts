/**
 * A Map bounded to `maxEntries`, least recently used out first: `get` of a present key makes it the most recent, and
 * `set` past the bound drops the least recent (a Map iterates in insertion order, so that is its first key). With
 * `bytes`, also bounded to `bytes.max` of the values' summed `bytes.weigh` (an estimate of their size in memory), so
 * large values cannot make a count-bounded cache hold hundreds of megabytes.
 */
export class LruMap<K, V> {
  private readonly entries = new Map<K, { value: V; weight: number }>();
  private weight = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly bytes?: { max: number; weigh: (value: V) => number },
  ) {
    if (!(maxEntries >= 1)) throw new RangeError('an LruMap holds at least one entry');
  }

  get size(): number {
    return this.entries.size;
  }

  /** Summed weight of the values held (0 without a `bytes` bound). */
  get totalBytes(): number {
    return this.weight;
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V): void {
    this.remove(key);
    const weight = this.bytes ? this.bytes.weigh(value) : 0;
    if (this.bytes && weight > this.bytes.max) return;
    this.entries.set(key, { value, weight });
    this.weight += weight;
    while (this.entries.size > this.maxEntries || (this.bytes && this.weight > this.bytes.max))
      this.remove(this.entries.keys().next().value as K);
  }

  private remove(key: K): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    this.weight -= entry.weight;
  }
}
