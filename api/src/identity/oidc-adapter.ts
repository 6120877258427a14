import type { Queryable } from '../db/db.js';

type Payload = Record<string, unknown> & {
  grantId?: string;
  userCode?: string;
  uid?: string;
  consumed?: number;
};

/** oidc-provider storage in PostgreSQL, so sessions, codes and tokens are shared by every instance. */
export function createOidcAdapter(db: Queryable) {
  return class PgOidcAdapter {
    readonly model: string;

    constructor(model: string) {
      this.model = model;
    }

    async upsert(id: string, payload: Payload, expiresIn?: number): Promise<void> {
      await db.query(
        `insert into oidc_payloads (model, id, payload, grant_id, user_code, uid, expires_at)
         values ($1, $2, $3, $4, $5, $6, case when $7::int is null then null else now() + make_interval(secs => $7::int) end)
         on conflict (model, id) do update set payload = excluded.payload, grant_id = excluded.grant_id,
           user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at`,
        [
          this.model,
          id,
          JSON.stringify(payload),
          payload.grantId ?? null,
          payload.userCode ?? null,
          payload.uid ?? null,
          expiresIn ?? null,
        ],
      );
    }

    private async findBy(column: 'id' | 'user_code' | 'uid', value: string): Promise<Payload | undefined> {
      const { rows } = await db.query<{ payload: Payload; consumed_at: Date | string | null }>(
        `select payload, consumed_at from oidc_payloads
         where model = $1 and ${column} = $2 and (expires_at is null or expires_at > now())`,
        [this.model, value],
      );
      const row = rows[0];
      if (!row) return undefined;
      return row.consumed_at
        ? { ...row.payload, consumed: Math.floor(new Date(row.consumed_at).getTime() / 1000) }
        : row.payload;
    }

    find(id: string): Promise<Payload | undefined> {
      return this.findBy('id', id);
    }

    findByUserCode(userCode: string): Promise<Payload | undefined> {
      return this.findBy('user_code', userCode);
    }

    findByUid(uid: string): Promise<Payload | undefined> {
      return this.findBy('uid', uid);
    }

    async consume(id: string): Promise<void> {
      await db.query('update oidc_payloads set consumed_at = now() where model = $1 and id = $2', [
        this.model,
        id,
      ]);
    }

    async destroy(id: string): Promise<void> {
      await db.query('delete from oidc_payloads where model = $1 and id = $2', [this.model, id]);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.query('delete from oidc_payloads where grant_id = $1', [grantId]);
    }
  };
}
