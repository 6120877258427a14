import { remoteConfig } from '@ltk/mf-config';

export default remoteConfig({
  dir: import.meta.dirname,
  name: 'mfe_search',
  port: 3004,
  exposes: {
    './app': './src/app/lifecycles.tsx',
    './search-menu': './src/app/search-menu-parcel.tsx',
  },
});
