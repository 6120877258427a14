import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import type { VersionMismatch } from './remote-problem';

/**
 * A runtime plugin of every federation instance (registered globally, so each remote's container gets it): when a
 * remote resolves a shared package to a version outside its required range, it reports the mismatch. Module
 * Federation's own warning names the requirement's `from`, which a consume-only remote leaves unset ("does not
 * satisfy the requirement of undefined"): the plugin fills in the remote's name.
 */
export function sharedVersionPlugin(
  report: (mismatch: VersionMismatch) => void,
): ModuleFederationRuntimePlugin {
  return {
    name: 'ltk-shared-versions',
    apply(instance) {
      const remote = instance.options.name;
      return {
        resolveShare(args) {
          const { shareInfo, pkgName: pkg, version: provided } = args;
          shareInfo.from ||= remote;
          const required = shareInfo.shareConfig?.requiredVersion;
          // Every shared package is a singleton: the remote gets the one version resolved.
          if (typeof required === 'string' && !satisfy(provided, required))
            report({ remote, pkg, required, provided });
          return args;
        },
      };
    },
  };
}
