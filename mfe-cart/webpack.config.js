import { remoteConfig } from '@ltk/mf-config';

export default remoteConfig({
  dir: import.meta.dirname,
  name: 'mfe_cart',
  port: 3005,
  exposes: {
    './app': './src/app/lifecycles.tsx',
    './cart-drawer': './src/app/cart-drawer-parcel.tsx',
  },
});
