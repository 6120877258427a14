/**
 * Runs one task at a time; a task submitted while one is pending is queued,
 * and only the latest queued task runs afterwards.
 */
export function createLatestQueue() {
  let running = false;
  let queued: (() => Promise<unknown>) | null = null;

  async function run(task: () => Promise<unknown>): Promise<void> {
    if (running) {
      queued = task;
      return;
    }
    running = true;
    try {
      await task();
    } catch {
      // Tasks report their own failures; the queue keeps draining.
    } finally {
      running = false;
      const next = queued;
      queued = null;
      if (next) void run(next);
    }
  }

  return { run };
}
