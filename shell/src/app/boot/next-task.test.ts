import { nextTask } from './next-task';

describe('nextTask', () => {
  const original = (globalThis as { scheduler?: unknown }).scheduler;
  afterEach(() => {
    (globalThis as { scheduler?: unknown }).scheduler = original;
  });

  it('resolves in a later task, not in a microtask of the current one', async () => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
    const order: string[] = [];
    const next = nextTask().then(() => order.push('next task'));
    await Promise.resolve();
    await Promise.resolve();
    order.push('same task');
    await next;
    expect(order).toEqual(['same task', 'next task']);
  });

  it("uses the browser's scheduler.yield() when there is one", async () => {
    const yieldMock = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldMock };
    await nextTask();
    expect(yieldMock).toHaveBeenCalledTimes(1);
  });
});
