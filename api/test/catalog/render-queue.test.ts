import { RenderQueue } from '../../src/images/render-queue.js';

const deferred = () => {
  let resolve!: (value: string) => void;
  const promise = new Promise<string>((done) => (resolve = done));
  return { promise, resolve };
};

test('runs at most `concurrency` jobs, queues up to `maxQueued`, refuses beyond, and starts queued jobs as slots free', async () => {
  const queue = new RenderQueue<string>(2, 1);
  const jobs = [deferred(), deferred(), deferred()];
  let started = 0;
  const run = (i: number) =>
    queue.run(`k${i}`, () => {
      started += 1;
      return jobs[i]!.promise;
    });
  const results = [run(0), run(1), run(2)];
  expect(await queue.run('k3', () => Promise.resolve('never'))).toBeUndefined();
  await Promise.resolve();
  expect(started).toBe(2);
  expect(queue.size).toEqual({ running: 2, waiting: 1 });
  jobs[0]!.resolve('a');
  await results[0];
  await new Promise((done) => setImmediate(done));
  expect(started).toBe(3);
  jobs[1]!.resolve('b');
  jobs[2]!.resolve('c');
  expect(await Promise.all(results)).toEqual(['a', 'b', 'c']);
  expect(queue.size).toEqual({ running: 0, waiting: 0 });
});

test('concurrent requests for one key share a job; a failed job frees its slot', async () => {
  const queue = new RenderQueue<string>(1, 0);
  let calls = 0;
  const job = deferred();
  const first = queue.run('same', () => {
    calls += 1;
    return job.promise;
  });
  const second = queue.run('same', () => Promise.resolve('other'));
  job.resolve('shared');
  expect(await Promise.all([first, second])).toEqual(['shared', 'shared']);
  expect(calls).toBe(1);
  await expect(queue.run('bad', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  expect(await queue.run('next', () => Promise.resolve('ok'))).toBe('ok');
});
