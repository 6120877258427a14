const { remoteConfig } = require('./remote-config.cjs');
const { hostConfig } = require('./host-config.cjs');
const { sharedConfig, LIBRARY_VERSIONS, WORKSPACE_SINGLETONS } = require('./shared-deps.cjs');
const { swcRule } = require('./base-config.cjs');

module.exports = { remoteConfig, hostConfig, sharedConfig, swcRule, LIBRARY_VERSIONS, WORKSPACE_SINGLETONS };
