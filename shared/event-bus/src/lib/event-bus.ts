import type { Observable } from 'rxjs';
import type { StateTopic, Topic, Topics } from '@ltk/contracts';

/** The typed bus shared by the shell and every remote. */
export interface EventBus {
  /** Sends a payload to every current subscriber of the topic (state topics also keep it). */
  publish<T extends Topic>(topic: T, payload: Topics[T]): void;
  /** A stream of the topic's payloads; state topics first replay their current value. */
  on<T extends Topic>(topic: T): Observable<Topics[T]>;
  /** The last value of a state topic, or undefined before the first publish. */
  current<T extends StateTopic>(topic: T): Topics[T] | undefined;
  /** Completes every topic (used when a standalone harness or test tears down). */
  dispose(): void;
}
