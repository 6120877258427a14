import type { Queryable } from '../../../db/db.js';
import { requireUser } from '../../../identity/verify.js';
import { bool, component, obj, ref, strEnum } from '../../../schemas/builders.js';
import type { Static } from '../../../schemas/builders.js';
import { userIdOf } from '../user-context.js';
import { security, userErrorResponses } from '../user-schemas.js';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from './locales.js';
import type { TypedApp } from '../../../schemas/typed-app.js';

const settingsProperties = {
  locale: strEnum(SUPPORTED_LOCALES),
  emailNotifications: bool(),
  pushNotifications: bool(),
};
const settingsSchema = component('Settings', obj(settingsProperties));
const response = obj({ settings: ref(settingsSchema) });

type Settings = Static<typeof settingsSchema>;
type Row = { locale: Settings['locale']; email_notifications: boolean; push_notifications: boolean };

const toSettings = (row: Row | undefined): Settings => ({
  locale: row?.locale ?? DEFAULT_LOCALE,
  emailNotifications: row?.email_notifications ?? true,
  pushNotifications: row?.push_notifications ?? true,
});

async function readSettings(db: Queryable, userId: string): Promise<Settings> {
  const { rows } = await db.query<Row>(
    'select locale, email_notifications, push_notifications from user_settings where user_id = $1',
    [userId],
  );
  return toSettings(rows[0]);
}

/** GET and PUT /v2/settings/: the caller's locale (one of the 10 supported) and notification flags. */
export function settings(app: TypedApp): void {
  app.get(
    '/v2/settings/',
    {
      preHandler: requireUser,
      schema: {
        operationId: 'getSettings',
        summary: "The caller's settings (locale)",
        tags: ['account'],
        security,
        response: { 200: response, ...userErrorResponses },
      },
    },
    async (request) => ({ settings: await readSettings(app.db, userIdOf(request)) }),
  );

  app.put(
    '/v2/settings/',
    {
      preHandler: requireUser,
      schema: {
        operationId: 'updateSettings',
        summary: "Change the caller's settings",
        tags: ['account'],
        security,
        // The fields flat or wrapped in `settings` (the shape GET returns).
        body: obj({ ...settingsProperties, settings: obj(settingsProperties, []) }, []),
        response: { 200: response, ...userErrorResponses },
      },
    },
    async (request) => {
      const userId = userIdOf(request);
      // Accepts the fields flat or wrapped in `settings` (the shape GET returns).
      const input = { ...request.body.settings, ...request.body };
      const { rows } = await app.db.query<Row>(
        `insert into user_settings (user_id, locale, email_notifications, push_notifications)
         values ($1, coalesce($2, 'en'), coalesce($3, true), coalesce($4, true))
         on conflict (user_id) do update set locale = coalesce($2, user_settings.locale),
           email_notifications = coalesce($3, user_settings.email_notifications), push_notifications = coalesce($4, user_settings.push_notifications),
           updated_at = now()
         returning locale, email_notifications, push_notifications`,
        [userId, input.locale ?? null, input.emailNotifications ?? null, input.pushNotifications ?? null],
      );
      return { settings: toSettings(rows[0]) };
    },
  );
}
