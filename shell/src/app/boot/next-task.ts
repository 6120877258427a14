/**
 * Ends the current task: the boot continues in a new one, after the browser has had the chance to paint, answer
 * input and run what the network delivered. Each boot step then stays a short task instead of one long one (at
 * Lighthouse's 4x CPU slowdown the shell's boot was a single task of several hundred ms).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
