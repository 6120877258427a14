import { css } from '@emotion/react';
import { RaisePageError, pageNotFound, usePageTitle } from '@ltk/platform';
import { useParams, useSearchParams } from 'react-router-dom';
import { ProductDetailsContainer } from '../../features/product-details/components/product-details-container';
import { useProductDetails } from '../../features/product-details/hooks/use-product-details';
import { productLinkSource } from '../../features/product-details/utils/product-link-source';
import { PageErrorState, PageLoading } from '@ltk/ui/page-states';
import { strings } from '../../i18n/strings';
import { PageShare } from '../../lib/lazy-share-button';

/** /products/:id (product details id) with optional li, ci, rshash, vid, variant. */
export function ProductPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const state = useProductDetails(id);
  const { t } = strings.useStrings();
  usePageTitle(state.status === 'success' ? state.details.name : undefined);
  switch (state.status) {
    case 'pending':
      return <PageLoading />;
    case 'not-found':
      return <RaisePageError error={pageNotFound(`No product with details id ${id}`)} />;
    case 'error':
      return <PageErrorState title={t('error.title')} onRetry={state.retry} />;
    case 'success':
      return (
        <>
          <ProductDetailsContainer key={id} details={state.details} source={productLinkSource(search)} />
          <div css={css({ maxWidth: 1200, margin: '0 auto', padding: '0 16px' })}>
            <PageShare routeName="products-id" params={{ id }} title={state.details.name} />
          </div>
        </>
      );
  }
}
