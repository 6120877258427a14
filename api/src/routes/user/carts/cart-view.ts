import { notFound } from '../../../errors/api-error.js';
import type { CatalogContext } from '../../../catalog/context.js';
import { dollars, inOrder } from '../../../catalog/context.js';
import { DETAILS_SELECT, toProductDetails } from '../../../catalog/load-product-details.js';
import { listParam } from '../../../lib/list-param.js';
import { imageUrl } from '../../../lib/urls.js';
import { arr, listQuery, obj, ref } from '../../../schemas/builders.js';
import type { Static } from '../../../schemas/builders.js';
import { productDetailsSchema } from '../../../schemas/entities.js';
import { isoOf, usd } from '../user-context.js';
import {
  cartItemSchema,
  cartSchema,
  catalogRetailerProductSchema,
  retailerSchema,
  security,
  userErrorResponses,
  variantSchema,
} from '../user-schemas.js';

const CART_INCLUDES = [
  'catalog_retailer_products',
  'product_details',
  'retailer_product_variants',
  'retailers',
];

export const cartIncludesQuery = listQuery(`Entities to embed: ${CART_INCLUDES.join(', ')}`);

export const cartsViewProperties = {
  carts: arr(ref(cartSchema)),
  cartItems: arr(ref(cartItemSchema)),
  catalogRetailerProducts: arr(ref(catalogRetailerProductSchema)),
  productDetails: arr(ref(productDetailsSchema)),
  retailerProductVariants: arr(ref(variantSchema)),
  retailers: arr(ref(retailerSchema)),
};
export const cartsViewSchema = obj(cartsViewProperties, ['carts', 'cartItems']);
/** Answer of a cart line change: the line and its cart (POST /v1/cart_items, PATCH /v1/cart_items/{id}). */
export const cartItemViewSchema = obj({ cartItem: ref(cartItemSchema), ...cartsViewProperties }, [
  'cartItem',
  'carts',
  'cartItems',
]);

/**
 * The schema a cart line change shares (POST /v1/cart_items, PATCH /v1/cart_items/{id}): the includes query and the
 * answer, the line with its cart, or 409 when the quantity is more than the variant's stock allows.
 */
export const cartLineChangeSchema = {
  tags: ['carts'],
  security,
  querystring: obj({ includes: cartIncludesQuery }, []),
  response: { 200: cartItemViewSchema, ...userErrorResponses, 409: userErrorResponses[400] },
};

type CartRow = { id: string; retailer_id: string; created_at: Date | string; updated_at: Date | string };
type ItemRow = {
  id: string;
  cart_id: string;
  quantity: number;
  product_details_id: string;
  variant_id: string;
  content_source_type: CartItemView['contentSourceType'];
  content_source_id: string | null;
  click_hash: string | null;
  stock: number;
  price_cents: number;
  sale_price_cents: number | null;
  variant_title: string;
  option_values: Record<string, string>;
  retailer_product_id: string;
};

type CartItemView = Static<typeof cartItemSchema>;

export type CartsView = Static<typeof cartsViewSchema>;

const unitCents = (item: Pick<ItemRow, 'price_cents' | 'sale_price_cents'>): number =>
  item.sale_price_cents !== null && item.sale_price_cents < item.price_cents
    ? item.sale_price_cents
    : item.price_cents;

type CartItemRow = CartRow & {
  [K in keyof ItemRow as `item_${K}`]: ItemRow[K] | null;
} & { item_created_at: Date | string | null };

type IncludeRows = {
  details: Parameters<typeof toProductDetails>[1][] | null;
  retailer_products: { id: string; title: string; retailer_id: string; details_id: string | null }[] | null;
  retailers: { id: string; display_name: string; max_quantity: number }[] | null;
};

/** The includes' rows in one statement (each a json array, or null when not asked). */
const INCLUDES_SQL = `select
  case when $4 then (select json_agg(x) from (${DETAILS_SELECT} where d.id = any($1::text[])) x) end as details,
  case when $5 then (select json_agg(x) from (
    select rp.id, rp.title, rp.retailer_id,
      (select d.id from product_details d where d.retailer_product_id = rp.id order by d.id limit 1) as details_id
    from retailer_products rp where rp.id = any($2::text[])) x) end as retailer_products,
  case when $6 then (select json_agg(x order by x.id) from (
    select id, display_name, max_quantity from retailers where id = any($3::text[])) x) end as retailers`;

/**
 * The caller's carts (all, or those of `cartIds`) with their items and the requested includes: two statements, the
 * carts with their lines (a left join), then every include at once.
 */
export async function loadCartsView(
  ctx: CatalogContext,
  userId: string,
  cartIds: string[] | null,
  includesParam: string[] | undefined,
): Promise<CartsView> {
  const includes = new Set(listParam(includesParam));
  const joined = await ctx.db.query<CartItemRow>(
    `select c.id, c.retailer_id, c.created_at, c.updated_at,
       ci.id as item_id, ci.cart_id as item_cart_id, ci.quantity as item_quantity,
       ci.product_details_id as item_product_details_id, ci.variant_id as item_variant_id,
       ci.content_source_type as item_content_source_type, ci.content_source_id as item_content_source_id,
       ci.click_hash as item_click_hash, ci.created_at as item_created_at,
       v.stock as item_stock, v.price_cents as item_price_cents, v.sale_price_cents as item_sale_price_cents,
       v.title as item_variant_title, v.option_values as item_option_values, v.retailer_product_id as item_retailer_product_id
     from carts c left join cart_items ci on ci.cart_id = c.id and ci.user_id = $1 left join variants v on v.id = ci.variant_id
     where c.user_id = $1 ${cartIds ? 'and c.id::text = any($2::text[])' : ''}
     order by c.updated_at desc, c.id`,
    cartIds ? [userId, cartIds] : [userId],
    { prepare: true },
  );
  const cartRows = new Map<string, CartRow>();
  const itemRows: (ItemRow & { created_at: number })[] = [];
  for (const row of joined.rows) {
    cartRows.set(row.id, row);
    if (row.item_id === null) continue;
    itemRows.push({
      id: row.item_id,
      cart_id: row.id,
      quantity: row.item_quantity ?? 0,
      product_details_id: row.item_product_details_id ?? '',
      variant_id: row.item_variant_id ?? '',
      content_source_type: row.item_content_source_type ?? 'off_property',
      content_source_id: row.item_content_source_id,
      click_hash: row.item_click_hash,
      stock: row.item_stock ?? 0,
      price_cents: row.item_price_cents ?? 0,
      sale_price_cents: row.item_sale_price_cents,
      variant_title: row.item_variant_title ?? '',
      option_values: row.item_option_values ?? {},
      retailer_product_id: row.item_retailer_product_id ?? '',
      created_at: new Date(row.item_created_at ?? 0).getTime(),
    });
  }
  // lines in the order they were added, across carts
  const items = {
    rows: itemRows.sort((x, y) => x.created_at - y.created_at || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0)),
  };
  const carts = { rows: [...cartRows.values()] };
  const cartItems: CartItemView[] = items.rows.map((row) => ({
    id: row.id,
    cartId: row.cart_id,
    quantity: row.quantity,
    productDetailsId: row.product_details_id,
    retailerProductVariantId: row.variant_id,
    catalogRetailerProductId: row.retailer_product_id,
    contentSourceType: row.content_source_type,
    contentSourceId: row.content_source_id,
    clickHash: row.click_hash,
    available: row.stock > 0 && row.quantity <= row.stock,
  }));
  const view: CartsView = {
    carts: carts.rows.map((cart) => {
      const own = items.rows.filter((item) => item.cart_id === cart.id);
      const subtotal = own
        .filter((item) => item.stock >= item.quantity)
        .reduce((sum, item) => sum + unitCents(item) * item.quantity, 0);
      return {
        id: cart.id,
        retailerId: cart.retailer_id,
        cartItemIds: own.map((item) => item.id),
        subtotal: usd(subtotal),
        currency: 'USD',
        itemCount: own.reduce((sum, item) => sum + item.quantity, 0),
        dateCreated: isoOf(cart.created_at),
        dateUpdated: isoOf(cart.updated_at),
      };
    }),
    cartItems,
  };
  const detailsIds = [...new Set(items.rows.map((row) => row.product_details_id))];
  const wants = ['product_details', 'catalog_retailer_products', 'retailers'].map((i) => includes.has(i));
  if (wants.some(Boolean)) {
    const { rows } = await ctx.db.query<IncludeRows>(
      INCLUDES_SQL,
      [
        detailsIds,
        [...new Set(items.rows.map((row) => row.retailer_product_id))],
        [...new Set(carts.rows.map((c) => c.retailer_id))],
        ...wants,
      ],
      { prepare: true },
    );
    const found = rows[0];
    if (includes.has('product_details'))
      view.productDetails = inOrder(
        detailsIds,
        (found?.details ?? []).map((row) => toProductDetails(ctx, row)),
      );
    if (includes.has('catalog_retailer_products'))
      view.catalogRetailerProducts = (found?.retailer_products ?? []).map((row) => ({
        id: row.id,
        title: row.title,
        retailerId: row.retailer_id,
        imageUrl: imageUrl(ctx.config, 'product', row.details_id ?? row.id),
      }));
    if (includes.has('retailers'))
      view.retailers = (found?.retailers ?? []).map((row) => ({
        id: row.id,
        displayName: row.display_name,
        imageUrl: imageUrl(ctx.config, 'retailer', row.id),
        maxQuantity: row.max_quantity,
      }));
  }
  if (includes.has('retailer_product_variants')) {
    const seen = new Set<string>();
    view.retailerProductVariants = items.rows
      .filter((row) => !seen.has(row.variant_id) && seen.add(row.variant_id))
      .map((row) => ({
        id: row.variant_id,
        retailerProductId: row.retailer_product_id,
        title: row.variant_title,
        // Variant prices are numbers (dollars), like /v3/consumer_retailer_products/{id}; only Cart.subtotal is a USD string.
        price: dollars(row.price_cents) ?? 0,
        salePrice: dollars(row.sale_price_cents),
        imageUrl: imageUrl(ctx.config, 'product', row.product_details_id),
        quantity: row.stock,
        available: row.stock > 0,
        options: row.option_values,
      }));
  }
  return view;
}

/** The cart of a changed line, with the line itself. */
export async function loadCartItemView(
  ctx: CatalogContext,
  userId: string,
  cartId: string,
  itemId: string,
  includesParam: string[] | undefined,
): Promise<Static<typeof cartItemViewSchema>> {
  const view = await loadCartsView(ctx, userId, [cartId], includesParam);
  const cartItem = view.cartItems.find((item) => item.id === itemId);
  if (!cartItem) throw notFound('cart item', itemId);
  return { cartItem, ...view };
}
