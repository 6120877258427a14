import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import { paths } from '@ltk/routes';
import { useAppSelector, useList } from '@ltk/store';
import { Button, ProductTile } from '@ltk/ui';
import { strings } from '../../i18n/strings';
import { recentProducts } from './recent-products-loads';

function RecentProduct({ id }: { id: string }) {
  const product = useAppSelector((state) => state.entities.products[id]);
  if (!product) return null;
  return (
    <ProductTile
      variant="compact"
      imageWidth={88}
      name={product.name}
      imageUrl={product.imageUrl}
      href={paths.product(product.productDetailsId, { li: product.ltkId })}
    />
  );
}

/** The creator's recent products, newest post first; 'Show more' pages by the feed's next cursor. */
export function RecentProducts({ profileId }: { profileId: string }) {
  const { t } = strings.useStrings();
  const list = useList(recentProducts, profileId);
  if (list.ids.length === 0) {
    // A strip that failed or is empty is left out: the posts below are the page. While the first page loads, the
    // strip's place is kept (title, a row of tiles, the 'Show more' line), so the posts do not move down when it
    // arrives.
    if (list.status !== 'pending') return null;
    return (
      <section aria-labelledby="recent-products-title" aria-busy="true" css={section}>
        <h2 id="recent-products-title" css={title}>
          {t('recentProducts.title')}
        </h2>
        <ul css={strip} aria-hidden="true">
          {SKELETON_TILES.map((key) => (
            <li key={key} css={[item, tileSkeleton]} />
          ))}
        </ul>
        <div css={moreLine} />
      </section>
    );
  }
  return (
    <section aria-labelledby="recent-products-title" css={section}>
      <h2 id="recent-products-title" css={title}>
        {t('recentProducts.title')}
      </h2>
      <ul css={strip}>
        {list.ids.map((id) => (
          <li key={id} css={item}>
            <RecentProduct id={id} />
          </li>
        ))}
      </ul>
      {list.hasMore ? (
        <Button variant="text" size="sm" onClick={list.loadMore} disabled={list.status === 'pending'}>
          {t('recentProducts.more')}
        </Button>
      ) : (
        // The line keeps its height without the button, so the posts below stay where the loading strip put them.
        <div css={moreLine} />
      )}
    </section>
  );
}

const section = (theme: Theme) => css({ display: 'grid', gap: theme.spacing(1), justifyItems: 'start' });

const title = (theme: Theme) => css({ margin: 0, fontSize: theme.typography.size.lg });

const strip = (theme: Theme) =>
  css({
    display: 'flex',
    gap: theme.spacing(1),
    width: '100%',
    margin: 0,
    padding: `0 0 ${theme.spacing(1)}`,
    listStyle: 'none',
    overflowX: 'auto',
  });

const item = css({ flex: '0 0 88px' });

const SKELETON_TILES = [0, 1, 2, 3, 4, 5];

// A grey tile of the loading strip (the skeleton that keeps the strip's space until the products arrive).
const tileSkeleton = (theme: Theme) =>
  css({ height: 88, borderRadius: theme.radius.sm, background: theme.colors.surface });

/** The height of the 'Show more' button (sm): the loading strip's last line, and the strip's when there is no more. */
const moreLine = css({ minHeight: 32 });
