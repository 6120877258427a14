import { createContext, useContext } from 'react';
import type { HostedLoginOptions } from './hosted-login';
import type { SessionService } from './session-service';

export type AuthServices = { session: SessionService; hosted: HostedLoginOptions };

export const AuthServicesContext = createContext<AuthServices | null>(null);

export function useAuthServices(): AuthServices {
  const services = useContext(AuthServicesContext);
  if (!services) throw new Error('useAuthServices must be used inside AuthServicesContext');
  return services;
}
