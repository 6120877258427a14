import { remoteConfig } from '@ltk/mf-config';

export default remoteConfig({
  dir: import.meta.dirname,
  exposes: {
    './app': './src/app/lifecycles.tsx',
    './discover-feed': './src/app/discover-feed-parcel.tsx',
  },
  title: 'Discover (standalone)',
});
