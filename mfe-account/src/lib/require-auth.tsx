import { paths } from '@ltk/routes';
import { useTopic } from '@ltk/platform';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

/** Renders children for a signed-in user; logged out goes to /login (nothing while auth is unknown). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const auth = useTopic('auth');
  const location = useLocation();
  if (!auth) return null;
  if (auth.status !== 'authenticated') {
    return <Navigate to={paths.login(`${location.pathname}${location.search}`)} replace />;
  }
  return children;
}
