import { evaluateInTasks } from './evaluate-in-tasks';

describe('evaluateInTasks', () => {
  it('runs each loader in order, each in a later task than the one before', async () => {
    const order: string[] = [];
    const loader = (name: string) => async () => {
      order.push(name);
      // Microtasks queued by a loader run before the next loader: only a new task comes after them.
      void Promise.resolve().then(() => order.push(`${name} microtask`));
      setTimeout(() => order.push(`${name} task`), 0);
    };
    const done = evaluateInTasks([loader('first'), loader('second')]);
    order.push('caller');
    await done;
    expect(order).toEqual(['caller', 'first', 'first microtask', 'first task', 'second', 'second microtask']);
  });

  it('rejects with the error of a failing loader and runs no later one', async () => {
    const later = jest.fn(async () => undefined);
    await expect(
      evaluateInTasks([
        async () => {
          throw new Error('chunk failed');
        },
        later,
      ]),
    ).rejects.toThrow('chunk failed');
    expect(later).not.toHaveBeenCalled();
  });
});
