import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerStrings } from './resources';

/** Registers this remote's namespace on the shared i18next instance before the first render of its tree. */
export function useStrings(): void {
  const { i18n } = useTranslation();
  useState(() => registerStrings(i18n));
}
