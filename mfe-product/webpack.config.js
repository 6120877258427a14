import { remoteConfig } from '@ltk/mf-config';

export default remoteConfig({
  dir: import.meta.dirname,
  name: 'mfe_product',
  port: 3003,
  exposes: { './app': './src/app/lifecycles.tsx' },
});
