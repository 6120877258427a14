import { usePageTitle } from '@ltk/platform';
import { useParams, useSearchParams } from 'react-router-dom';
import { ProductDetailsContainer } from '../../features/product-details/components/product-details-container';
import { useProductDetails } from '../../features/product-details/hooks/use-product-details';
import { productLinkSource } from '../../features/product-details/utils/product-link-source';
import { ErrorState, NotFoundState, PageLoading } from '../../lib/page-states';

/** /products/:id (product details id) with optional li, ci, rshash, vid. */
export function ProductPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const state = useProductDetails(id);
  usePageTitle(state.status === 'success' ? state.details.name : undefined);
  switch (state.status) {
    case 'pending':
      return <PageLoading />;
    case 'not-found':
      return <NotFoundState />;
    case 'error':
      return <ErrorState onRetry={state.retry} />;
    case 'success':
      return <ProductDetailsContainer key={id} details={state.details} source={productLinkSource(search)} />;
  }
}
