import { notFound } from '../../../errors/api-error.js';
import { escapeHtml } from '../../../identity/create-oidc-provider.js';
import { usd } from '../user-context.js';
import type { TypedApp } from '../../../schemas/typed-app.js';

type Item = { title: string; quantity: number; unitPriceCents: number };

/** GET /retailer-checkout/{id}: the retailer's checkout page a checkoutUrl leads to (the id is the unguessable capability). */
export function retailerCheckoutPage(app: TypedApp): void {
  app.get(
    '/retailer-checkout/:id',
    {
      schema: {
        hide: true,
        params: { type: 'object', properties: { id: { type: 'string', format: 'uuid' } }, required: ['id'] },
      },
    },
    async (request, reply) => {
      const { rows } = await app.db.query<{ retailer: string; items: Item[]; subtotal_cents: number }>(
        `select r.display_name as retailer, c.items, c.subtotal_cents from checkouts c join retailers r on r.id = c.retailer_id where c.id = $1`,
        [request.params.id],
      );
      const checkout = rows[0];
      if (!checkout) throw notFound('checkout', request.params.id);
      const lines = checkout.items
        .map(
          (item) =>
            `<tr><td>${escapeHtml(item.title)}</td><td>${item.quantity}</td><td>$${usd(item.unitPriceCents * item.quantity)}</td></tr>`,
        )
        .join('');
      reply.type('text/html').header('cache-control', 'no-store');
      return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(checkout.retailer)} checkout</title><style>body{font-family:system-ui,sans-serif;max-width:640px;margin:40px auto;padding:0 16px}
table{width:100%;border-collapse:collapse}td,th{padding:8px;border-bottom:1px solid #ddd;text-align:left}</style></head>
<body><h1>${escapeHtml(checkout.retailer)}</h1><p>Checkout</p><table><thead><tr><th>Item</th><th>Qty</th><th>Price</th></tr></thead>
<tbody>${lines}</tbody></table><p><strong>Subtotal: $${usd(checkout.subtotal_cents)}</strong> + shipping &amp; taxes</p></body></html>`;
    },
  );
}
