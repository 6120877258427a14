export type { EventBus } from './lib/event-bus';
export { createEventBus, type CreateEventBusOptions } from './lib/create-event-bus';
export { observeTopic } from './lib/observe-topic';
