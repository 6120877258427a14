import { createLatestQueue } from './latest-queue';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

it('queues while pending and runs only the latest queued task afterwards', async () => {
  const queue = createLatestQueue();
  const first = deferred();
  const calls: string[] = [];
  void queue.run(async () => {
    calls.push('first');
    await first.promise;
  });
  void queue.run(async () => void calls.push('second'));
  void queue.run(async () => void calls.push('third'));
  expect(calls).toEqual(['first']);
  first.resolve();
  await new Promise((r) => setTimeout(r, 0));
  expect(calls).toEqual(['first', 'third']);
});

it('keeps draining after a task fails', async () => {
  const queue = createLatestQueue();
  const calls: string[] = [];
  await queue.run(async () => {
    throw new Error('boom');
  });
  await queue.run(async () => void calls.push('next'));
  expect(calls).toEqual(['next']);
});
