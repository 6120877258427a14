import { useList } from '@ltk/store';
import { usePageStrings } from '../../i18n/page-strings';
import { ProductStrip } from '../../lib/product-strip/product-strip';
import { trendingProducts } from './trending-products-loads';

/** The creator's trending products of the month (the lead product of each trending post), 10 a page. */
export function TrendingProducts({ profileId }: { profileId: string }) {
  const { t } = usePageStrings();
  const list = useList(trendingProducts, profileId);
  return (
    <ProductStrip
      title={t('trending.title')}
      list={list}
      labels={{
        loading: t('trending.loading'),
        empty: t('trending.empty'),
        error: t('trending.error'),
        more: t('trending.more'),
      }}
    />
  );
}
