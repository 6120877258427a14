import type { User } from './user';

export interface AuthState {
  status: 'anonymous' | 'authenticated';
  user?: User;
  accessToken?: string;
  impersonating: boolean;
}

export const ANONYMOUS_AUTH: AuthState = { status: 'anonymous', impersonating: false };
