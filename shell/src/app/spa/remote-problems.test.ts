import { createEventBus } from '@ltk/event-bus';
import { remoteProblemError } from '../federation/remote-problem';
import { createRemoteFailures } from './remote-failures';
import { createRemoteProblems } from './remote-problems';

describe('createRemoteProblems', () => {
  it('falls back at once, then names the cause in the console, analytics and the failure', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failures = createRemoteFailures();
    const problems = createRemoteProblems(failures);
    const bus = createEventBus();
    const events: unknown[] = [];
    bus.on('analytics/event').subscribe((event) => events.push(event));

    const thrown = remoteProblemError('mfe_product/app', 'export', { mount: fn });
    const diagnosed = problems.fail('mfe_product', thrown, 'load');
    expect(failures.snapshot().get('mfe_product')).toBeNull();
    problems.context.bus = bus;
    await diagnosed;

    const problem = {
      remote: 'mfe_product',
      cause: 'export',
      message:
        'mfe_product/app does not export single-spa lifecycles (bootstrap, mount, unmount functions): bootstrap is missing, unmount is missing',
    };
    expect(failures.snapshot().get('mfe_product')).toEqual(problem);
    expect(error).toHaveBeenCalledWith(`[shell] ${problem.message} (cause: export)`, thrown);
    expect(events).toEqual([{ name: '/remote/error', properties: problem }]);
  });

  it('warns once per remote and package about a shared version outside its range, naming the remote', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failures = createRemoteFailures();
    const problems = createRemoteProblems(failures);
    const mismatch = { remote: 'mfe_product', pkg: 'rxjs', required: '^8.0.0', provided: '7.8.2' };
    await problems.mismatch(mismatch);
    await problems.mismatch({ ...mismatch });
    expect(warn.mock.calls).toEqual([
      ['[shell] mfe_product requires rxjs ^8.0.0, the shell provides 7.8.2 (cause: version)'],
    ]);

    // A later mount failure of that remote is named a version problem.
    await problems.fail('mfe_product', new Error('hooks'), 'mount');
    expect(failures.snapshot().get('mfe_product')).toMatchObject({ cause: 'version' });
    await problems.fail('mfe_cart', new Error('boom'), 'mount');
    expect(failures.snapshot().get('mfe_cart')).toMatchObject({ cause: 'mount' });
  });
});

function fn() {
  return Promise.resolve();
}
