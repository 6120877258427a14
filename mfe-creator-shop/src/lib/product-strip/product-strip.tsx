import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import { paths } from '@ltk/routes';
import { useAppSelector, type ListView } from '@ltk/store';
import { Button, ProductTile, visuallyHidden } from '@ltk/ui';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One product of a strip: image, name, prices and 'Shop Now', to the product page (with its post as `li`). */
function StripProduct({ id }: { id: string }) {
  const product = useAppSelector((state) => state.entities.products[id]);
  if (!product) return null;
  return (
    <ProductTile
      name={product.name}
      imageUrl={product.imageUrl}
      href={paths.product(product.productDetailsId, { li: product.ltkId })}
      retailerName={product.retailerDisplayName}
      price={product.price}
      discountPrice={product.salePrice}
      currency={product.currency}
    />
  );
}

export type ProductStripProps = {
  /** The section's heading. */
  title: string;
  /** A line under the heading (a result count). */
  summary?: ReactNode;
  /** The list (`useList`) of product ids. */
  list: ListView;
  /** The section's words for its states. */
  labels: { loading: string; empty: string; error: string; more: string };
};

/**
 * A section of products in a row that scrolls sideways (a creator's trending products, the shop's product search):
 * a skeleton while the first page loads, the empty text, the error with 'Try Again', 'Show more' while pages are
 * left. Each tile's name, price and 'Shop Now' go to the product page.
 */
export function ProductStrip({ title, summary, list, labels }: ProductStripProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const loadingFirst = list.ids.length === 0 && list.status === 'pending';
  return (
    <section aria-labelledby={titleId} aria-busy={loadingFirst} css={section}>
      <h2 id={titleId} css={heading}>
        {title}
      </h2>
      {summary && list.ids.length > 0 ? <p css={muted}>{summary}</p> : null}
      {loadingFirst ? (
        <>
          <p role="status" css={visuallyHidden}>
            {labels.loading}
          </p>
          <ul css={strip} aria-hidden="true">
            {SKELETON_TILES.map((key) => (
              <li key={key} css={[item, skeleton]} />
            ))}
          </ul>
        </>
      ) : list.ids.length > 0 ? (
        <ul css={strip}>
          {list.ids.map((id) => (
            <li key={id} css={item}>
              <StripProduct id={id} />
            </li>
          ))}
        </ul>
      ) : list.status === 'succeeded' ? (
        <p css={muted}>{labels.empty}</p>
      ) : null}
      {list.status === 'failed' ? (
        <div role="alert" css={errorLine}>
          <p css={muted}>{labels.error}</p>
          <Button variant="secondary" size="sm" onClick={list.retry}>
            {t('tryAgain', 'Try Again')}
          </Button>
        </div>
      ) : list.hasMore && list.ids.length > 0 ? (
        <Button variant="text" size="sm" onClick={list.loadMore} disabled={list.status === 'pending'}>
          {labels.more}
        </Button>
      ) : null}
    </section>
  );
}

const section = (theme: Theme) =>
  css({ display: 'grid', gap: theme.spacing(1), justifyItems: 'start', minWidth: 0 });

const heading = (theme: Theme) => css({ margin: 0, fontSize: theme.typography.size.lg });

const muted = (theme: Theme) =>
  css({ margin: 0, color: theme.colors.textMuted, fontSize: theme.typography.size.sm });

const strip = (theme: Theme) =>
  css({
    display: 'flex',
    gap: theme.spacing(1.5),
    width: '100%',
    margin: 0,
    padding: `0 0 ${theme.spacing(1)}`,
    listStyle: 'none',
    overflowX: 'auto',
  });

/** 144 px tiles: two and a half at 390 wide (the row shows it scrolls), eight at 1280. */
const item = css({ flex: '0 0 144px', minWidth: 0 });

const SKELETON_TILES = [0, 1, 2, 3, 4, 5];

const skeleton = (theme: Theme) =>
  css({ height: 144, borderRadius: theme.radius.sm, background: theme.colors.surface });

const errorLine = (theme: Theme) =>
  css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.spacing(1) });
