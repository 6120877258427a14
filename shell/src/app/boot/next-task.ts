interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task: the boot continues in a new one, after the browser has had the chance to paint, answer
 * input and run what the network delivered. Each boot step then stays a short task instead of one long one (at
 * Lighthouse's 4x CPU slowdown the shell's boot was a single task of several hundred ms). `scheduler.yield()` where
 * the browser has it (the continuation runs ahead of other queued tasks), else a zero-delay timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
