import type { Post, Product, ProductDetails } from '@ltk/contracts';
import { paths } from '@ltk/routes';
import { FEED_CARD_MAX_PRODUCTS, type FeedCardProduct } from '@ltk/ui';

/** Products shown on a feed card. */
export const CARD_PRODUCTS = FEED_CARD_MAX_PRODUCTS;

/** The card products of a post (those already cached), linking to the product page from this post. */
export function cardProducts(
  post: Post,
  products: Readonly<Record<string, Product>>,
  details: Readonly<Record<string, ProductDetails>>,
): FeedCardProduct[] {
  return post.productIds.slice(0, CARD_PRODUCTS).flatMap((id) => {
    const product = products[id];
    if (!product) return [];
    return [
      {
        id: product.id,
        name: details[product.productDetailsId]?.name ?? product.name,
        imageUrl: product.imageUrl,
        href: paths.product(product.productDetailsId, { li: post.id }),
      },
    ];
  });
}
