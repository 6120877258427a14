import { createContext, useContext } from 'react';
import type { HostedLoginOptions } from './hosted-login';
import type { LazySession } from './lazy-session';

export type AuthServices = { session: LazySession; hosted: HostedLoginOptions };

export const AuthServicesContext = createContext<AuthServices | null>(null);

export function useAuthServices(): AuthServices {
  const services = useContext(AuthServicesContext);
  if (!services) throw new Error('useAuthServices must be used inside AuthServicesContext');
  return services;
}
