import { usePlatform } from '@ltk/platform';
import { useState } from 'react';
import { registerDiscoverI18n } from '../i18n/register-discover-i18n';

/** Registers the remote's strings on the shared i18next instance before the first render of its screens. */
export function useDiscoverI18n() {
  const { i18n } = usePlatform();
  useState(() => {
    void registerDiscoverI18n(i18n);
    return true;
  });
}
