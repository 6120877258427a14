import type { LifeCycles, ParcelConfigObject } from 'single-spa';

/**
 * Filled in by @ltk/platform with `{ platform: PlatformContext }` through declaration merging
 * (same pattern as i18next's CustomTypeOptions), so contracts need not depend on the store.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmented by @ltk/platform
export interface PlatformRegister {}

/** The platform context type once @ltk/platform is part of the program. */
export type RegisteredPlatform = PlatformRegister extends { platform: infer P } ? P : unknown;

/** Custom props the shell gives every remote application and parcel. */
export interface PlatformProps {
  platform: RegisteredPlatform;
  domElement?: HTMLElement;
}

/**
 * What the shell calls on a remote's `./app`: the single-spa lifecycles, given the platform props. The type of
 * each remote's exposes is not written here: the shell reads it from the declarations each remote emits
 * (`@mf-types/`, docs/deploy-one-remote.md) and checks it against this.
 */
export type RemoteAppModule = Pick<LifeCycles<PlatformProps>, 'bootstrap' | 'mount' | 'unmount'>;

/** What the shell calls on an exposed parcel (`mountRootParcel` with the platform props). */
export type RemoteParcelModule = ParcelConfigObject<PlatformProps>;
