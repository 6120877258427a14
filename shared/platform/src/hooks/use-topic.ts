import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { StateTopic, Topic, Topics } from '@ltk/contracts';
import { useBus } from './use-platform';

/**
 * Topics a component may read. Auth is read from the store (`selectAuth`, decision 0071): its bus topic only
 * hands the session owner's changes to the store and to the services that start before React.
 */
type ReadableTopic = Exclude<Topic, 'auth'>;

/** Current value of a state topic ('locale', 'route', 'flags'); re-renders on change. */
export function useTopic<T extends Exclude<StateTopic, 'auth'>>(topic: T): Topics[T] | undefined;
/** Last payload of an event topic received since mount. */
export function useTopic<T extends ReadableTopic>(topic: T): Topics[T] | undefined;
export function useTopic<T extends ReadableTopic>(topic: T): Topics[T] | undefined {
  const bus = useBus();
  const last = useRef<{ bus: unknown; topic: Topic; value: Topics[T] | undefined } | null>(null);
  if (!last.current || last.current.bus !== bus || last.current.topic !== topic) {
    const current = (bus.current as (t: Topic) => Topics[T] | undefined)(topic);
    last.current = { bus, topic, value: current };
  }
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = bus.on(topic).subscribe((value) => {
        if (last.current && last.current.value !== value) {
          last.current.value = value;
          onChange();
        }
      });
      return () => subscription.unsubscribe();
    },
    [bus, topic],
  );
  return useSyncExternalStore(
    subscribe,
    () => last.current?.value,
    () => last.current?.value,
  );
}
