import fs from 'node:fs';
import path from 'node:path';
import type { Db } from './db.js';

type Migration = { version: number; name: string; sql: string };

/** `NNN_name.sql` files of `dir`, sorted by their number (catalog 0xx, user state 1xx …). */
function readMigrations(dir: string): Migration[] {
  return fs
    .readdirSync(dir)
    .map((file) => ({ file, match: /^(\d+)_.+\.sql$/.exec(file) }))
    .filter((entry): entry is { file: string; match: RegExpExecArray } => entry.match !== null)
    .map(({ file, match }) => ({
      version: Number(match[1]),
      name: file,
      sql: fs.readFileSync(path.join(dir, file), 'utf8'),
    }))
    .sort((a, b) => a.version - b.version);
}

/** Applies the migrations not applied yet, each in its own transaction. Returns the names applied. */
export async function migrate(db: Db, dir: string): Promise<string[]> {
  await db.exec(
    'create table if not exists schema_migrations (version integer primary key, name text not null, applied_at timestamptz not null default now())',
  );
  const applied: string[] = [];
  for (const migration of readMigrations(dir)) {
    await db.transaction(async (tx) => {
      // Several instances may start together on one server: one applies, the others wait and skip.
      if (db.kind === 'pg') await tx.query('select pg_advisory_xact_lock(4000)');
      const done = await tx.query('select 1 from schema_migrations where version = $1', [migration.version]);
      if (done.rows.length > 0) return;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      applied.push(migration.name);
    });
  }
  return applied;
}
