import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../../i18n/register-shell-strings';
import type { RemoteProblem } from '../federation/remote-problem';

/**
 * Shown in a remote's region while it cannot load or threw; the next navigation retries it. With `problem` (only
 * where overrides are enabled) it also says why, for the developer; shoppers get the generic text.
 */
export function RemoteFallback({
  name,
  problem,
  onRetry,
}: {
  name: string;
  problem?: RemoteProblem | null;
  onRetry: () => void;
}) {
  const { t } = useTranslation(SHELL_NS);
  return (
    <section
      role="alert"
      data-testid="remote-fallback"
      data-remote={name}
      css={{ padding: '48px 16px', textAlign: 'center' }}
    >
      <h2 css={{ fontSize: 20, margin: '0 0 8px' }}>{t('fallback.title')}</h2>
      <p css={{ margin: '0 0 16px', color: '#555' }}>{t('fallback.message')}</p>
      {problem ? (
        <p data-testid="remote-fallback-cause" css={{ margin: '0 0 16px', overflowWrap: 'anywhere' }}>
          {t('fallback.cause', { cause: problem.cause, message: problem.message })}
        </p>
      ) : null}
      <button type="button" onClick={onRetry} css={{ padding: '8px 16px', cursor: 'pointer' }}>
        {t('fallback.retry')}
      </button>
    </section>
  );
}
