import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import { paths } from '@ltk/routes';
import { Button } from '@ltk/ui';
import { textLink } from '@ltk/ui/primary-link';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { strings } from '../../i18n/strings';

/** A wishlist's share link `/collections/:hash`, with a button that copies its full address. */
export function ShareLink({ hash, name }: { hash: string; name: string }) {
  const { t } = strings.useStrings();
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const path = paths.sharedWishlist(hash);
  const copy = () => {
    const url = new URL(path, window.location.origin).toString();
    navigator.clipboard.writeText(url).then(
      () => setCopied('copied'),
      () => setCopied('failed'),
    );
  };
  return (
    <div
      css={(theme: Theme) =>
        css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.spacing(1) })
      }
    >
      <Link to={path} aria-label={t('wishlists.shareLinkLabel', { name })} css={textLink}>
        {t('wishlists.shareLink')}
      </Link>
      <Button variant="secondary" size="sm" onClick={copy}>
        {t('wishlists.copyLink')}
      </Button>
      <span role="status">
        {copied === 'copied' ? t('wishlists.copied') : copied === 'failed' ? t('wishlists.copyFailed') : ''}
      </span>
    </div>
  );
}
