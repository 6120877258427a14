import { nextTask } from './next-task';

/**
 * Runs each loader in a task of its own, one after the other (`nextTask` before each). With `import()`s of modules
 * whose chunks have already loaded (webpackMode "eager"), the evaluation of a large module graph, which one static
 * import would run as one `require` chain in one task, becomes a few shorter tasks.
 */
export async function evaluateInTasks(loaders: ReadonlyArray<() => Promise<unknown>>): Promise<void> {
  for (const load of loaders) {
    await nextTask();
    await load();
  }
}
