import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import type { AnalyticsEventPayload } from '@ltk/contracts';
import { useState } from 'react';
// By package name: the shared @ltk/ui module, not a second copy in the chunk that bundles this subpath.
import { Button, ShareIcon } from '@ltk/ui';
import { shareLink, type ShareEnvironment, type ShareOutcome } from './share-link';
import { shareStrings } from './share-strings';
import { shareTarget, type ShareParams, type ShareRouteName } from './share-targets';

export type ShareButtonProps = {
  /** The route of what is shared: picks the share path and the referring-component label. */
  routeName: ShareRouteName;
  params: ShareParams;
  /** The shared thing's name: the share sheet's title and the button's accessible name. */
  title: string;
  /** Sends an analytics event (the remote passes its bus: `bus.publish('analytics/event', e)`). */
  onAnalytics: (event: AnalyticsEventPayload) => void;
  /** The browser's share and clipboard by default. */
  environment?: Omit<ShareEnvironment, 'publish'>;
  /** Site origin of the shared link (default: the page's). */
  origin?: string;
  className?: string;
};

function browserEnvironment(): Omit<ShareEnvironment, 'publish'> {
  if (typeof navigator === 'undefined') return {};
  return {
    share: typeof navigator.share === 'function' ? (data) => navigator.share(data) : undefined,
    writeText: navigator.clipboard ? (text) => navigator.clipboard.writeText(text) : undefined,
  };
}

/** 'Share': the Web Share API where the browser has it, else copies the link; says so in a live region. */
export function ShareButton({
  routeName,
  params,
  title,
  onAnalytics,
  environment,
  origin,
  className,
}: ShareButtonProps) {
  const { t } = shareStrings.useStrings();
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    const target = shareTarget(routeName, params);
    const base = origin ?? window.location.origin;
    setBusy(true);
    setOutcome(null);
    const result = await shareLink(
      { ...target, id: params.id, title, url: new URL(target.path, base).toString() },
      { ...(environment ?? browserEnvironment()), publish: onAnalytics },
    );
    setBusy(false);
    setOutcome(result);
  };
  const message = outcome === 'copied' ? t('copied') : outcome === 'failed' ? t('failed') : '';
  return (
    <span className={className} css={wrap}>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => void onClick()}
        disabled={busy}
        aria-label={t('shareNamed', { title })}
      >
        <ShareIcon size={18} />
        {t('share')}
      </Button>
      <span role="status" css={status}>
        {message}
      </span>
    </span>
  );
}

const wrap = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.spacing(1)};
`;

const status = (theme: Theme) => css`
  color: ${theme.colors.textMuted};
  font-size: ${theme.typography.size.sm};
`;
