import { ANONYMOUS_AUTH, type AuthState } from './auth-state';
import type { SavedSession, Session } from './session';

/**
 * The bus/store auth state for a session (anonymous when there is none). A saved session without its access token
 * yet (a page load, before the refresh cookie answered) is authenticated with no `accessToken`.
 */
export function authStateFromSession(session: Session | SavedSession | null): AuthState {
  if (!session) return ANONYMOUS_AUTH;
  const accessToken = 'accessToken' in session ? session.accessToken : undefined;
  return {
    status: 'authenticated',
    user: session.user,
    ...(accessToken ? { accessToken } : {}),
    impersonating: Boolean(session.user.impersonatorId),
  };
}
