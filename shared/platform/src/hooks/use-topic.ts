import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { StateTopic, Topic, Topics } from '@ltk/contracts';
import { useBus } from './use-platform';

/** Current value of a state topic ('auth', 'locale', 'route'); re-renders on change. */
export function useTopic<T extends StateTopic>(topic: T): Topics[T] | undefined;
/** Last payload of an event topic received since mount. */
export function useTopic<T extends Topic>(topic: T): Topics[T] | undefined;
export function useTopic<T extends Topic>(topic: T): Topics[T] | undefined {
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
