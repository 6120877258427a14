import { useTranslation } from 'react-i18next';
import { COMMON_NS } from '@ltk/i18n';
import type { RegionFallbackProps } from './region-error-boundary';

/** Default local fallback of a failed remote region (message + Try Again). */
export function RegionFallback({ reset, name }: RegionFallbackProps) {
  const { t } = useTranslation(COMMON_NS);
  return (
    <div role="alert" data-remote-fallback={name} css={{ padding: 24, textAlign: 'center' }}>
      <p>{t('regionUnavailable')}</p>
      <button type="button" onClick={reset}>
        {t('tryAgain')}
      </button>
    </div>
  );
}
