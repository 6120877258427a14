import type { ComponentType } from 'react';
import type { ParcelConfigObject } from 'single-spa';
import type { PlatformProps } from '@ltk/contracts';
import { createRemoteLifecycles, type RemoteLifecyclesOptions } from './create-remote-lifecycles';

/** A single-spa parcel config (header search menu, cart drawer) with the same props and isolation as an app. */
export function createParcel(
  Component: ComponentType,
  options: RemoteLifecyclesOptions & { name?: string } = {},
): ParcelConfigObject<PlatformProps> {
  const { name, ...rest } = options;
  return { ...(name ? { name } : {}), ...createRemoteLifecycles(Component, rest) };
}
