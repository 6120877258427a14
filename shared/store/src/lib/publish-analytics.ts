import type { EventBus } from '@ltk/event-bus';

/** Publishes an analytics event on the bus (the shell forwards it). */
export function publishAnalytics(
  bus: EventBus,
  name: string,
  properties: Record<string, unknown> = {},
): void {
  bus.publish('analytics/event', { name, properties });
}
