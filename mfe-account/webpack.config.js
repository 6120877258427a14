import { remoteConfig } from '@ltk/mf-config';

export default remoteConfig({
  dir: import.meta.dirname,
  name: 'mfe_account',
  port: 3006,
  exposes: {
    './app': './src/app/lifecycles.tsx',
  },
});
