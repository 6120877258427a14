import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { EventBus } from '@ltk/event-bus';

/** Performs bus 'navigate' requests with the surrounding router. */
export function NavigationBridge({ bus }: { bus: EventBus }) {
  const navigate = useNavigate();
  useEffect(() => {
    const subscription = bus.on('navigate').subscribe(({ to, replace }) => {
      void navigate(to, { replace });
    });
    return () => subscription.unsubscribe();
  }, [bus, navigate]);
  return null;
}
