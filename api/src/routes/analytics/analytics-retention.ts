import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/db.js';

/** How often the retention job runs in each api process (the first run is at start). */
const RETENTION_EVERY_MS = 60 * 60 * 1000;
/** Rows deleted per statement: short statements that never hold a long lock on the table. */
const DELETE_BATCH = 10_000;

/**
 * The analytics retention job: deletes `analytics_events` rows received more than `days` days ago, in batches.
 * Returns how many it deleted. Idempotent, so every process of a deployment may run it.
 */
export async function pruneAnalytics(db: Queryable, days: number): Promise<number> {
  let deleted = 0;
  for (;;) {
    const { affectedRows } = await db.query(
      `delete from analytics_events where id in (
         select id from analytics_events where received_at < now() - make_interval(days => $1) limit $2)`,
      [days, DELETE_BATCH],
    );
    deleted += affectedRows;
    if (affectedRows < DELETE_BATCH) return deleted;
  }
}

/** Runs `pruneAnalytics` when the app is ready and then hourly until it closes (`ANALYTICS_RETENTION_DAYS`). */
export function scheduleAnalyticsRetention(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  const run = () =>
    pruneAnalytics(app.db, app.config.analyticsRetentionDays).then(
      (deleted) => {
        if (deleted > 0) app.log.info({ deleted }, 'analytics retention: old rows deleted');
      },
      (error: unknown) => app.log.warn({ err: error }, 'analytics retention failed; next run in an hour'),
    );
  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(() => void run(), RETENTION_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
