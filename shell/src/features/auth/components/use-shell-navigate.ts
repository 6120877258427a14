import { useBus } from '@ltk/platform';
import { useCallback } from 'react';

/** Navigates through the bus so single-spa and every remote router see the change. */
export function useShellNavigate(): (to: string) => void {
  const bus = useBus();
  return useCallback((to: string) => bus.publish('navigate', { to }), [bus]);
}
