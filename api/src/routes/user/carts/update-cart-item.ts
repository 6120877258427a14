import { notFound } from '../../../errors/api-error.js';
import { requireUser } from '../../../identity/verify.js';
import { int, obj } from '../../../schemas/builders.js';
import { ctxOf, userIdOf } from '../user-context.js';
import { idParams } from '../user-schemas.js';
import { cartLineChangeSchema, loadCartItemView } from './cart-view.js';
import { assertQuantityAllowed } from './stock-check.js';
import type { TypedApp } from '../../../schemas/typed-app.js';

type Row = { cart_id: string; stock: number; max_quantity: number; retailer_name: string };

/** PATCH /v1/cart_items/{cartItemId}: body `{ quantity }`; above the variant's stock is refused with 409 `max_quantity`. */
export function updateCartItem(app: TypedApp): void {
  app.patch(
    '/v1/cart_items/:cartItemId',
    {
      preHandler: requireUser,
      schema: {
        operationId: 'updateCartItem',
        summary: "Change a cart line's quantity",
        ...cartLineChangeSchema,
        params: idParams('cartItemId'),
        body: obj({ quantity: int({ minimum: 1, maximum: 999 }) }),
      },
    },
    async (request) => {
      const userId = userIdOf(request);
      const { cartItemId } = request.params;
      const cartId = await app.db.transaction(async (tx) => {
        const row = (
          await tx.query<Row>(
            `select ci.cart_id, v.stock, r.max_quantity, r.display_name as retailer_name
             from cart_items ci join variants v on v.id = ci.variant_id join carts c on c.id = ci.cart_id join retailers r on r.id = c.retailer_id
             where ci.user_id = $1 and ci.id::text = $2 for update of ci`,
            [userId, cartItemId],
          )
        ).rows[0];
        if (!row) throw notFound('cart item', cartItemId);
        assertQuantityAllowed(request.body.quantity, row);
        await tx.query('update cart_items set quantity = $2 where id::text = $1', [
          cartItemId,
          request.body.quantity,
        ]);
        await tx.query('update carts set updated_at = now() where id = $1', [row.cart_id]);
        return row.cart_id;
      });
      return loadCartItemView(ctxOf(app), userId, cartId, cartItemId, request.query.includes);
    },
  );
}
