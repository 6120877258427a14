/** A single-spa lifecycle: a function or a non-empty array of them. */
export const isLifecycle = (value: unknown) =>
  typeof value === 'function' ||
  (Array.isArray(value) && value.length > 0 && value.every((fn) => typeof fn === 'function'));

/** The lifecycles the shell mounts: `<remote>/app` is a single-spa application, any other expose a parcel. */
export const lifecyclesOf = (id: string) =>
  id.endsWith('/app') ? ['bootstrap', 'mount', 'unmount'] : ['mount', 'unmount'];

/** Checked before the shell mounts an exposed module: it exports each of its lifecycles. */
export const isMountable = (id: string, module: unknown) =>
  typeof module === 'object' &&
  module !== null &&
  lifecyclesOf(id).every((name) => isLifecycle((module as Record<string, unknown>)[name]));
