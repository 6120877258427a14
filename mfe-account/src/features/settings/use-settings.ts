import { logger } from '@ltk/contracts/log';
import { useBus } from '@ltk/platform';
import {
  createAppAsyncThunk,
  defineRead,
  selectUser,
  useAppDispatch,
  useAppSelector,
  useRead,
} from '@ltk/store';
import { useCallback, useState } from 'react';
import { selectSettings, settingsReceived, settingsSlice } from './settings-slice';

/** GET /v2/settings/: the signed-in user's settings (keyed by user); a failure is logged. */
const userSettings = defineRead({
  owner: settingsSlice,
  name: 'settings',
  args: (userId: string) => userId,
  load: async (_userId, { dispatch, extra }) => {
    try {
      const { settings } = await extra.api.getSettings();
      dispatch(settingsReceived(settings));
    } catch (error) {
      logger.error('Error fetching user settings', error);
      throw error;
    }
  },
  select: selectSettings,
});

/** PUT /v2/settings/: the saved settings go to the slice the read fills. */
const saveSettings = createAppAsyncThunk(
  'accountSettings/save',
  async (locale: string, { dispatch, extra }) => {
    const { settings } = await extra.api.updateSettings({ locale });
    dispatch(settingsReceived(settings));
    return settings;
  },
);

/** The user's settings; saving the locale also switches the site's language through the bus. */
export function useSettings() {
  const bus = useBus();
  const dispatch = useAppDispatch();
  const userId = useAppSelector(selectUser)?.userId ?? null;
  const { data, status } = useRead(userSettings, userId);
  const [saveStatus, setSaveStatus] = useState<'idle' | 'pending' | 'saved' | 'error'>('idle');

  const save = useCallback(
    async (locale: string) => {
      setSaveStatus('pending');
      try {
        const settings = await dispatch(saveSettings(locale)).unwrap();
        setSaveStatus('saved');
        bus.publish('locale', { locale: settings.locale });
      } catch (error) {
        logger.error('Error saving user settings', error);
        setSaveStatus('error');
      }
    },
    [bus, dispatch],
  );

  return { settings: data ?? null, status, save, saveStatus };
}
