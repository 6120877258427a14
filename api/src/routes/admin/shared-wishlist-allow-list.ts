import { badRequest } from '../../errors/api-error.js';
import { requireStaff } from '../../identity/staff.js';
import { requireUser } from '../../identity/verify.js';
import { obj, ref } from '../../schemas/builders.js';
import { errorSchema } from '../../schemas/errors.js';
import {
  isAllowList,
  readAllowList,
  SHARED_WISHLIST_ALLOW_LIST,
} from '../user/wishes/shared-wishlist-gate.js';
import type { TypedApp } from '../../schemas/typed-app.js';

// Checked by isAllowList, not by the schema: with type coercion on, a boolean-or-array schema would rewrite values.
const allowListSchema = {
  description:
    '`false` denies all shared wishlists, `true` allows all, a list (array of owner ids) allows those owners',
};
const settingSchema = obj({ allowList: allowListSchema });
const security = [{ bearer: [] }];
const errors = { 400: ref(errorSchema), 401: ref(errorSchema), 403: ref(errorSchema) };

/**
 * GET and PUT /v1/service_settings/shared_wishlist_allow_list (staff only): the shared-wishlist gate of spec
 * section 5. Stored in the database and read on every shared-wishlist request, so a change applies at once on
 * every instance; without a stored value the deploy default `SHARED_WISHLIST_ALLOW_LIST` applies.
 */
export function sharedWishlistAllowList(app: TypedApp): void {
  const path = `/v1/service_settings/${SHARED_WISHLIST_ALLOW_LIST}`;
  app.get(
    path,
    {
      preHandler: requireUser,
      schema: {
        operationId: 'getSharedWishlistAllowList',
        summary: 'The shared-wishlist allow list (staff only)',
        tags: ['service settings'],
        security,
        response: { 200: settingSchema, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request);
      return { allowList: await readAllowList(app.db, app.config.sharedWishlistAllowList) };
    },
  );

  app.put(
    path,
    {
      preHandler: requireUser,
      schema: {
        operationId: 'updateSharedWishlistAllowList',
        summary: 'Replace the shared-wishlist allow list (staff only)',
        tags: ['service settings'],
        security,
        body: settingSchema,
        response: { 200: settingSchema, ...errors },
      },
    },
    async (request) => {
      const staffId = await requireStaff(request);
      const { allowList } = request.body;
      if (!isAllowList(allowList) || (Array.isArray(allowList) && allowList.length > 1000))
        throw badRequest('allowList must be true, false or an array of owner ids');
      await app.db.query(
        `insert into service_settings (key, value, updated_by) values ($1, $2::jsonb, $3)
         on conflict (key) do update set value = excluded.value, updated_by = excluded.updated_by, updated_at = now()`,
        [SHARED_WISHLIST_ALLOW_LIST, JSON.stringify(allowList), staffId],
      );
      request.log.info({ staff: staffId, allowList }, 'shared wishlist allow list changed');
      return { allowList };
    },
  );
}
