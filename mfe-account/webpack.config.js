import { remoteConfig } from '@ltk/mf-config';

export default remoteConfig({
  dir: import.meta.dirname,
  exposes: {
    './app': './src/app/lifecycles.tsx',
    './legal': './src/app/legal-terms-parcel.tsx',
  },
});
