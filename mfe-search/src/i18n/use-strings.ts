import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerStrings } from './resources';

/**
 * Registers this remote's namespace on the shared i18next instance before the first render of its tree;
 * the mount normally awaited its active locale already (`beforeMount: ({ i18n }) => registerStrings(i18n)`).
 */
export function useStrings(): void {
  const { i18n } = useTranslation();
  useState(() => void registerStrings(i18n));
}
