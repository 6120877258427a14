import mfConfig from './index.cjs';

export const { remoteConfig, hostConfig, sharedConfig, swcRule, LIBRARY_VERSIONS, WORKSPACE_SINGLETONS } =
  mfConfig;
export default mfConfig;
