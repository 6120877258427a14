import { createPlatform, type PlatformContext } from '@ltk/platform';
import type { RuntimeConfig } from '@ltk/contracts';
import { createShellAuth, type ShellAuth } from '../../features/auth';

interface ShellPlatformOptions {
  config: RuntimeConfig;
  fetchImpl?: typeof fetch;
  /** `null` keeps the session in memory only (tests). */
  storage?: Storage | null;
  createAuth?: (platform: PlatformContext) => ShellAuth;
}

/**
 * The platform every remote receives, with the shell's session service as the only token owner: it
 * renews tokens after 403 'Key not authorised' (at the endpoint of the session's strategy, password
 * or hosted) and ends the session on a 401, instead of the platform's password-only built-ins.
 */
export function createShellPlatform({
  config,
  fetchImpl,
  storage,
  createAuth = createShellAuth,
}: ShellPlatformOptions): { platform: PlatformContext; auth: ShellAuth } {
  // The callbacks run on api calls, after `auth` below exists.
  const platform = createPlatform({
    config,
    ...(fetchImpl ? { fetchImpl } : {}),
    ...(storage !== undefined ? { storage } : {}),
    refresh: () => auth.session.refresh(),
    onUnauthorized: () => auth.session.onUnauthorized(),
  });
  const auth = createAuth(platform);
  return { platform, auth };
}
