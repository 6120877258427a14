import type { LifeCycles, ParcelConfig } from 'single-spa';

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

/** Typed exposes of every remote, keyed by `loadRemote()` id. */
export interface RemoteModules {
  'mfe_discover/app': LifeCycles<PlatformProps>;
  'mfe_discover/discover-feed': ParcelConfig<PlatformProps>;
  'mfe_creator_shop/app': LifeCycles<PlatformProps>;
  'mfe_product/app': LifeCycles<PlatformProps>;
  'mfe_search/app': LifeCycles<PlatformProps>;
  'mfe_search/search-menu': ParcelConfig<PlatformProps>;
  'mfe_cart/app': LifeCycles<PlatformProps>;
  'mfe_cart/cart-drawer': ParcelConfig<PlatformProps>;
  'mfe_account/app': LifeCycles<PlatformProps>;
  'mfe_account/legal': ParcelConfig<PlatformProps>;
}

export type RemoteModuleId = keyof RemoteModules;
