/**
 * Bounds CPU-heavy work: at most `concurrency` jobs run, at most `maxQueued` wait, and concurrent requests for the same
 * key share one job. `run` resolves undefined when the queue is full (the caller answers 503).
 */
export class RenderQueue<T> {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly inFlight = new Map<string, Promise<T>>();

  constructor(
    private readonly concurrency: number,
    private readonly maxQueued: number,
  ) {}

  get size(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run(key: string, job: () => Promise<T>): Promise<T | undefined> {
    const shared = this.inFlight.get(key);
    if (shared) return shared;
    if (this.running >= this.concurrency && this.waiting.length >= this.maxQueued) return undefined;
    const promise = this.schedule(job).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, promise);
    return promise;
  }

  private async schedule(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running += 1;
    try {
      return await job();
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }
}
