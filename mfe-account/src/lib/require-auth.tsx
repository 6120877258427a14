import { selectAuth, useAppSelector } from '@ltk/store';
import { paths } from '@ltk/routes';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

/** Renders children for a signed-in user; logged out goes to /login (auth from the store, decision 0071). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const auth = useAppSelector(selectAuth);
  const location = useLocation();
  if (auth.status !== 'authenticated') {
    return <Navigate to={paths.login(`${location.pathname}${location.search}`)} replace />;
  }
  return children;
}
