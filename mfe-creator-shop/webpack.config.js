import { remoteConfig } from '@ltk/mf-config';

export default remoteConfig({
  dir: import.meta.dirname,
  name: 'mfe_creator_shop',
  port: 3002,
  exposes: { './app': './src/app/lifecycles.tsx' },
});
