import type { Settings } from '@ltk/contracts';
import { useApi, useBus } from '@ltk/platform';
import { useCallback, useEffect, useState } from 'react';

/** The user's settings; saving the locale also switches the site's language through the bus. */
export function useSettings() {
  const api = useApi();
  const bus = useBus();
  const [settings, setSettings] = useState<Settings | null>(null);
  const [status, setStatus] = useState<'pending' | 'idle' | 'error'>('pending');
  const [saveStatus, setSaveStatus] = useState<'idle' | 'pending' | 'saved' | 'error'>('idle');

  useEffect(() => {
    let live = true;
    api.getSettings().then(
      (response) => {
        if (!live) return;
        setSettings(response.settings);
        setStatus('idle');
      },
      (error: unknown) => {
        console.error('Error fetching user settings', error);
        if (live) setStatus('error');
      },
    );
    return () => {
      live = false;
    };
  }, [api]);

  const save = useCallback(
    async (locale: string) => {
      setSaveStatus('pending');
      try {
        const response = await api.updateSettings({ locale });
        setSettings(response.settings);
        setSaveStatus('saved');
        bus.publish('locale', { locale: response.settings.locale });
      } catch (error) {
        console.error('Error saving user settings', error);
        setSaveStatus('error');
      }
    },
    [api, bus],
  );

  return { settings, status, save, saveStatus };
}
