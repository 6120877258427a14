import { useTranslation } from 'react-i18next';
import type { CommonKey } from '../resources/common/en';
import { COMMON_NS } from './namespaces';

/** `t` restricted to the typed common keys. */
export function useCommonTranslation(): {
  t: (key: CommonKey, options?: Record<string, unknown>) => string;
  locale: string;
} {
  const { t, i18n } = useTranslation(COMMON_NS);
  return {
    t: (key, options) => t(key, options ?? {}),
    locale: i18n.language,
  };
}
