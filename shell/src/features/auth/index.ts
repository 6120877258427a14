export { createShellAuth, type ShellAuth } from './create-shell-auth';
export { createLazySession, type LazySession } from './lazy-session';
export type { SessionService, SessionServiceOptions } from './session-service';
export { AuthServicesContext, type AuthServices } from './auth-services-context';
export { replayRememberedIntents } from './intents/replay-remembered-intents';
export { isSessionTimestampValid } from './lib/session-timestamp';
