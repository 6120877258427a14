import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import type { WishCollection } from '@ltk/contracts';
import { PageEmptyState } from '@ltk/ui/page-states';
import { useId } from 'react';
import { strings } from '../../i18n/strings';
import { ShareLink } from './share-link';
import { useOwnWishlistProducts } from './use-wishlist-products';
import { WishlistProducts } from './wishlist-products';

/** One of the user's wishlists: its name, share link and products (a wish can be removed here). */
export function OwnWishlist({ wishlist }: { wishlist: WishCollection }) {
  const { t } = strings.useStrings();
  const headingId = useId();
  const list = useOwnWishlistProducts(wishlist.id);
  const empty = list.status === 'succeeded' && list.ids.length === 0;
  return (
    <section aria-labelledby={headingId} css={(theme: Theme) => css({ marginBottom: theme.spacing(4) })}>
      <header
        css={(theme: Theme) =>
          css({
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'baseline',
            gap: theme.spacing(1, 2),
            marginBottom: theme.spacing(1),
          })
        }
      >
        <h2 id={headingId} css={(theme: Theme) => css({ fontSize: theme.typography.size.lg, margin: 0 })}>
          {wishlist.name}
        </h2>
        <ShareLink hash={wishlist.shareHash} name={wishlist.name} />
      </header>
      {empty ? (
        <PageEmptyState title={t('wishlists.emptyTitle')} message={t('wishlists.emptyHint')} />
      ) : (
        <WishlistProducts list={list} removable />
      )}
    </section>
  );
}
