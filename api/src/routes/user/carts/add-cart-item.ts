import { randomUUID } from 'node:crypto';
import { ApiError } from '../../../errors/api-error.js';
import { requireUser } from '../../../identity/verify.js';
import { int, obj, str, strEnum } from '../../../schemas/builders.js';
import { ctxOf, userIdOf } from '../user-context.js';
import { cartLineChangeSchema, loadCartItemView } from './cart-view.js';
import { assertQuantityAllowed } from './stock-check.js';
import type { TypedApp } from '../../../schemas/typed-app.js';

type VariantRow = {
  id: string;
  stock: number;
  retailer_id: string;
  retailer_name: string;
  max_quantity: number;
  details_id: string | null;
};

/**
 * POST /v1/cart_items: adds a variant to the caller's cart at its retailer (created on first item; the same variant
 * again adds to its line). A total above the variant's stock is refused with 409 `max_quantity`.
 */
export function addCartItem(app: TypedApp): void {
  app.post(
    '/v1/cart_items',
    {
      preHandler: requireUser,
      schema: {
        operationId: 'addCartItem',
        summary: "Add a variant to the caller's cart",
        ...cartLineChangeSchema,
        body: obj(
          {
            retailer_product_variant_id: str({ minLength: 1, maxLength: 64 }),
            product_details_id: str({ minLength: 1, maxLength: 64 }),
            quantity: int({ minimum: 1, maximum: 999, default: 1 }),
            content_source_type: strEnum(['post', 'product_set', 'off_property'], {
              default: 'off_property',
            }),
            content_source_id: str({ maxLength: 64 }),
            click_hash: str({ maxLength: 200 }),
          },
          ['retailer_product_variant_id'],
        ),
      },
    },
    async (request) => {
      const userId = userIdOf(request);
      const body = request.body;
      const quantity = body.quantity ?? 1;
      const { itemId, cartId } = await app.db.transaction(async (tx) => {
        const variant = (
          await tx.query<VariantRow>(
            `select v.id, v.stock, r.id as retailer_id, r.display_name as retailer_name, r.max_quantity,
               (select d.id from product_details d where d.retailer_product_id = v.retailer_product_id order by d.id limit 1) as details_id
             from variants v join retailer_products rp on rp.id = v.retailer_product_id join retailers r on r.id = rp.retailer_id
             where v.id = $1 for update of v`,
            [body.retailer_product_variant_id],
          )
        ).rows[0];
        if (!variant)
          throw new ApiError(
            404,
            'variant_not_found',
            `Unknown retailer product variant ${body.retailer_product_variant_id}`,
          );
        const detailsId = body.product_details_id ?? variant.details_id;
        if (!detailsId)
          throw new ApiError(400, 'bad_request', 'product_details_id is required for this variant');
        const details = await tx.query('select 1 from product_details where id = $1 and retailer_id = $2', [
          detailsId,
          variant.retailer_id,
        ]);
        if (details.rows.length === 0)
          throw new ApiError(
            400,
            'bad_request',
            `product_details_id ${detailsId} is not a product of this retailer`,
          );

        await tx.query(
          `insert into carts (id, user_id, retailer_id) values ($1, $2, $3) on conflict (user_id, retailer_id) do update set updated_at = now()`,
          [randomUUID(), userId, variant.retailer_id],
        );
        const cart = (
          await tx.query<{ id: string }>('select id from carts where user_id = $1 and retailer_id = $2', [
            userId,
            variant.retailer_id,
          ])
        ).rows[0];
        if (!cart) throw new ApiError(500, 'internal_error', 'cart not stored');
        const existing = (
          await tx.query<{ id: string; quantity: number }>(
            'select id, quantity from cart_items where cart_id = $1 and variant_id = $2',
            [cart.id, variant.id],
          )
        ).rows[0];
        const total = (existing?.quantity ?? 0) + quantity;
        assertQuantityAllowed(total, variant);
        if (existing) {
          await tx.query('update cart_items set quantity = $2 where id = $1', [existing.id, total]);
          return { itemId: existing.id, cartId: cart.id };
        }
        const id = randomUUID();
        await tx.query(
          `insert into cart_items (id, cart_id, user_id, product_details_id, variant_id, quantity, content_source_type, content_source_id, click_hash)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [
            id,
            cart.id,
            userId,
            detailsId,
            variant.id,
            quantity,
            body.content_source_type ?? 'off_property',
            body.content_source_id ?? null,
            body.click_hash ?? null,
          ],
        );
        return { itemId: id, cartId: cart.id };
      });
      return loadCartItemView(ctxOf(app), userId, cartId, itemId, request.query.includes);
    },
  );
}
