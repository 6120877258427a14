import { nextTask } from './next-task';

describe('nextTask', () => {
  it('resolves in a later task, not in a microtask of the current one', async () => {
    const order: string[] = [];
    const next = nextTask().then(() => order.push('next task'));
    await Promise.resolve();
    await Promise.resolve();
    order.push('same task');
    await next;
    expect(order).toEqual(['same task', 'next task']);
  });
});
