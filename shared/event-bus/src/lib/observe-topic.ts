import type { Topic, Topics } from '@ltk/contracts';
import type { EventBus } from './event-bus';

/** Subscribes a callback to a topic and returns the unsubscribe function (handy in effects). */
export function observeTopic<T extends Topic>(
  bus: EventBus,
  topic: T,
  listener: (payload: Topics[T]) => void,
): () => void {
  const subscription = bus.on(topic).subscribe(listener);
  return () => subscription.unsubscribe();
}
