import { remoteConfig } from '@ltk/mf-config';

export default remoteConfig({
  dir: import.meta.dirname,
  exposes: {
    './app': './src/app/lifecycles.tsx',
    './cart-drawer': './src/app/cart-drawer-parcel.tsx',
  },
});
