import { selectFeed, useAppSelector, useList } from '@ltk/store';
import { usePageStrings } from '../../../i18n/page-strings';
import { ProductStrip } from '../../../lib/product-strip/product-strip';
import { shopProductSearch } from '../shop-product-search-loads';

export type ShopProductResultsProps = { profileId: string; term: string };

/** The creator's products matching the typed term, best match first, above the matching posts; 'Show more' pages. */
export function ShopProductResults({ profileId, term }: ShopProductResultsProps) {
  const { t } = usePageStrings();
  const args = { profileId, term };
  const list = useList(shopProductSearch, args);
  const total = useAppSelector((state) => selectFeed(state, shopProductSearch.key(args))?.meta?.totalResults);
  return (
    <ProductStrip
      title={t('productSearch.title')}
      summary={total ? t('productSearch.found', { count: total, term }) : undefined}
      list={list}
      labels={{
        loading: t('productSearch.loading'),
        empty: t('productSearch.empty', { term }),
        error: t('productSearch.error'),
        more: t('productSearch.more'),
      }}
    />
  );
}
