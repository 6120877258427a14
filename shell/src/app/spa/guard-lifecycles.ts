import type { AppProps, LifeCycleFn, LifeCycles } from 'single-spa';
import type { RemoteFailures } from './remote-failures';
import type { RemoteProblems } from './remote-problems';

const asArray = <P>(fn: LifeCycleFn<P> | LifeCycleFn<P>[] | undefined): LifeCycleFn<P>[] =>
  fn === undefined ? [] : Array.isArray(fn) ? fn : [fn];

const runAll = async <P>(fns: LifeCycleFn<P>[], props: P & AppProps) => {
  for (const fn of fns) await fn(props);
};

interface GuardOptions {
  name: string;
  failures: RemoteFailures;
  /** Where a failed mount is reported (console, analytics), named by its cause. */
  problems: RemoteProblems;
}

/**
 * Wraps a remote's lifecycles so its code throwing never breaks single-spa's routing: a failed
 * bootstrap or mount is reported with its cause and marks the region failed (the shell shows the local fallback) and is retried on
 * the next activation; a successful mount clears the fallback.
 */
export function guardLifecycles<P>(
  lifecycles: LifeCycles<P>,
  { name, failures, problems }: GuardOptions,
): LifeCycles<P> {
  let bootstrapped = false;
  let mounted = false;
  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      try {
        if (!bootstrapped) {
          await runAll(asArray(lifecycles.bootstrap), props);
          bootstrapped = true;
        }
        await runAll(asArray(lifecycles.mount), props);
        mounted = true;
        failures.recover(name);
      } catch (error) {
        void problems.fail(name, error, 'mount');
      }
    },
    unmount: async (props) => {
      if (!mounted) return;
      mounted = false;
      try {
        await runAll(asArray(lifecycles.unmount), props);
      } catch (error) {
        console.error(`[shell] ${name} failed to unmount`, error);
      }
    },
    ...(lifecycles.update ? { update: lifecycles.update } : {}),
  };
}
