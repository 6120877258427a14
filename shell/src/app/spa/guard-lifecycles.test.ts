import { guardLifecycles } from './guard-lifecycles';
import { createRemoteFailures } from './remote-failures';
import { createRemoteProblems } from './remote-problems';

const props = { name: 'mfe_product', singleSpa: {}, mountParcel: jest.fn() } as never;

describe('guardLifecycles', () => {
  it('turns a throwing mount into a region failure and retries on the next mount', async () => {
    const failures = createRemoteFailures();
    let attempts = 0;
    const mount = jest.fn(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('boom');
    });
    const guarded = guardLifecycles(
      { bootstrap: jest.fn(async () => undefined), mount, unmount: jest.fn(async () => undefined) },
      { name: 'mfe_product', failures, problems: createRemoteProblems(failures) },
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);

    await expect((guarded.mount as (p: unknown) => Promise<void>)(props)).resolves.toBeUndefined();
    expect(failures.has('mfe_product')).toBe(true);

    await (guarded.unmount as (p: unknown) => Promise<void>)(props);
    await (guarded.mount as (p: unknown) => Promise<void>)(props);
    expect(mount).toHaveBeenCalledTimes(2);
    expect(failures.has('mfe_product')).toBe(false);
  });

  it('retries a failed bootstrap before mounting', async () => {
    const failures = createRemoteFailures();
    const bootstrap = jest.fn().mockRejectedValueOnce(new Error('no')).mockResolvedValue(undefined);
    const mount = jest.fn(async () => undefined);
    const guarded = guardLifecycles(
      { bootstrap, mount, unmount: jest.fn(async () => undefined) },
      { name: 'x', failures, problems: createRemoteProblems(failures) },
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await (guarded.mount as (p: unknown) => Promise<void>)(props);
    expect(mount).not.toHaveBeenCalled();
    await (guarded.mount as (p: unknown) => Promise<void>)(props);
    expect(bootstrap).toHaveBeenCalledTimes(2);
    expect(mount).toHaveBeenCalledTimes(1);
  });
});
