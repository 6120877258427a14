import { ReplaySubject, Subject, type Observable } from 'rxjs';
import { STATE_TOPICS, type StateTopic, type Topic, type Topics } from '@ltk/contracts';
import type { EventBus } from './event-bus';

export interface CreateEventBusOptions {
  /** Initial values of state topics (e.g. auth restored from a saved session). */
  initial?: Partial<{ [K in StateTopic]: Topics[K] }>;
}

const isStateTopic = (topic: Topic): topic is StateTopic =>
  (STATE_TOPICS as readonly Topic[]).includes(topic);

/** Creates one bus instance; all state lives in the instance (no module globals). */
export function createEventBus(options: CreateEventBusOptions = {}): EventBus {
  const subjects = new Map<Topic, Subject<unknown>>();
  const currentValues = new Map<Topic, unknown>();

  const subjectFor = (topic: Topic): Subject<unknown> => {
    let subject = subjects.get(topic);
    if (!subject) {
      subject = isStateTopic(topic) ? new ReplaySubject<unknown>(1) : new Subject<unknown>();
      subjects.set(topic, subject);
    }
    return subject;
  };

  const bus: EventBus = {
    publish(topic, payload) {
      if (isStateTopic(topic)) currentValues.set(topic, payload);
      subjectFor(topic).next(payload);
    },
    on<T extends Topic>(topic: T) {
      return subjectFor(topic).asObservable() as Observable<Topics[T]>;
    },
    current(topic) {
      return currentValues.get(topic) as Topics[typeof topic] | undefined;
    },
    dispose() {
      for (const subject of subjects.values()) subject.complete();
      subjects.clear();
      currentValues.clear();
    },
  };

  for (const [topic, value] of Object.entries(options.initial ?? {}) as [StateTopic, never][]) {
    bus.publish(topic, value);
  }
  return bus;
}
