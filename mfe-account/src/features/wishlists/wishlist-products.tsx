import type { ListView } from '@ltk/store';
import { selectProduct, selectProductDetails, toggleWish, useAppDispatch, useAppSelector } from '@ltk/store';
import { paths } from '@ltk/routes';
import { FeedGrid, ProductTile } from '@ltk/ui';

const toNumber = (value: string | number | null | undefined) =>
  value == null || value === '' ? null : Number(value);

/** One wished product as a product tile; `removable` unwishes it (it leaves the lists of wished products). */
export function WishlistProduct({ productId, removable }: { productId: string; removable: boolean }) {
  const dispatch = useAppDispatch();
  const product = useAppSelector((root) => selectProduct(root, productId));
  const details = useAppSelector((root) =>
    product ? selectProductDetails(root, product.productDetailsId) : undefined,
  );
  if (!product) return null;
  return (
    <ProductTile
      name={details?.name ?? ''}
      imageUrl={details?.imageUrl ?? product.imageUrl}
      href={paths.product(product.productDetailsId)}
      retailerName={details?.advertiserName}
      price={toNumber(details?.price)}
      discountPrice={toNumber(details?.salePrice)}
      percentChange={details?.percentChange}
      currency={details?.currency}
      {...(removable
        ? { wished: true, onWishToggle: () => void dispatch(toggleWish(productId)).catch(() => undefined) }
        : {})}
      shopHref={product.hyperlink}
      shopExternal
    />
  );
}

/** A wishlist's products as product tiles (the feed grid's spinner, error with retry, and paging by scroll). */
export function WishlistProducts({
  list,
  label,
  removable,
}: {
  list: ListView;
  /** The grid's region name; none where an enclosing region already names the wishlist. */
  label?: string;
  removable: boolean;
}) {
  return (
    <FeedGrid<string>
      label={label}
      items={list.ids}
      getKey={(id) => id}
      status={list.status === 'failed' ? 'error' : list.status === 'succeeded' ? 'success' : list.status}
      hasMore={list.hasMore}
      onLoadMore={list.loadMore}
      onRetry={list.retry}
      renderItem={(id) => <WishlistProduct productId={id} removable={removable} />}
    />
  );
}
