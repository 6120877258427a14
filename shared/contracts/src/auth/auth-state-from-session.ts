import { ANONYMOUS_AUTH, type AuthState } from './auth-state';
import type { Session } from './session';

/** The bus/store auth state for a saved session (anonymous when there is none). */
export function authStateFromSession(session: Session | null): AuthState {
  if (!session) return ANONYMOUS_AUTH;
  return {
    status: 'authenticated',
    user: session.user,
    accessToken: session.accessToken,
    impersonating: Boolean(session.user.impersonatorId),
  };
}
