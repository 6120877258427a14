import { remoteConfig } from '@ltk/mf-config';

export default remoteConfig({
  dir: import.meta.dirname,
  exposes: {
    './app': './src/app/lifecycles.tsx',
    './search-menu': './src/app/search-menu-parcel.tsx',
  },
});
