import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { migrate } from '../../src/db/migrate.js';
import { openPgliteDb } from '../../src/db/pglite-db.js';
import { seedIfEmpty } from '../../src/seed/seed-if-empty.js';
import { passwordLogin } from './identity-helpers.js';

describe('outside demo mode', () => {
  it('seeds no demo accounts and answers CORS only for the web site', async () => {
    const config = loadConfig({ WEB_URL: 'https://www.example' }, { scale: 'small' });
    const db = await openPgliteDb();
    await migrate(db, config.migrationsDir);
    await seedIfEmpty(db, { seed: config.seed, scale: config.scale, demoAccounts: config.demo });
    const app = await buildApp({ db, config });
    try {
      const { rows } = await db.query(
        "select count(*)::int as n from users where email like '%@shopltk.test'",
      );
      expect(rows[0]).toEqual({ n: 0 });
      expect((await passwordLogin(app, 'staff@shopltk.test', 'staff-password')).status).not.toBe(200);
      const preflight = (origin: string) =>
        app.inject({
          method: 'OPTIONS',
          url: '/userinfo/',
          headers: { origin, 'access-control-request-method': 'GET' },
        });
      expect((await preflight('https://www.example')).headers['access-control-allow-origin']).toBe(
        'https://www.example',
      );
      expect(
        (await preflight('http://localhost:3999')).headers['access-control-allow-origin'],
      ).toBeUndefined();
    } finally {
      await app.close();
      await db.close();
    }
  }, 120_000);
});
