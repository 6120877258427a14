import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Queryable } from '../db/db.js';

export type SigningKeys = {
  kid: string;
  privateJwk: JWK;
  privateKey: Awaited<ReturnType<typeof importJWK>>;
  /** Public keys of every slot (the JWKS document). */
  jwks: { keys: JWK[] };
};

type KeyRow = { slot: number; kid: string; private_jwk: JWK; public_jwk: JWK };

const cache = new WeakMap<object, Promise<SigningKeys>>();

async function generateRow(): Promise<Omit<KeyRow, 'slot'>> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', {
    modulusLength: 2048,
    extractable: true,
  });
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  const meta = { kid, alg: 'RS256', use: 'sig' };
  return {
    kid,
    private_jwk: { ...(await exportJWK(privateKey)), ...meta },
    public_jwk: { ...publicJwk, ...meta },
  };
}

async function loadKeys(db: Queryable): Promise<SigningKeys> {
  let rows = (
    await db.query<KeyRow>('select slot, kid, private_jwk, public_jwk from identity_keys order by slot')
  ).rows;
  if (rows.length === 0) {
    // Instances starting together race here; the first insert wins and everyone reads it back.
    const fresh = await generateRow();
    await db.query(
      'insert into identity_keys (slot, kid, private_jwk, public_jwk) values (1, $1, $2, $3) on conflict (slot) do nothing',
      [fresh.kid, JSON.stringify(fresh.private_jwk), JSON.stringify(fresh.public_jwk)],
    );
    rows = (
      await db.query<KeyRow>('select slot, kid, private_jwk, public_jwk from identity_keys order by slot')
    ).rows;
  }
  const active = rows[0];
  if (!active) throw new Error('no signing key available');
  return {
    kid: active.kid,
    privateJwk: active.private_jwk,
    privateKey: await importJWK(active.private_jwk, 'RS256'),
    jwks: { keys: rows.map((row) => row.public_jwk) },
  };
}

/** The signing keys, generated once and stored in the database so every instance signs and verifies alike. */
export function getSigningKeys(db: Queryable): Promise<SigningKeys> {
  let keys = cache.get(db);
  if (!keys) {
    keys = loadKeys(db);
    keys.catch(() => cache.delete(db));
    cache.set(db, keys);
  }
  return keys;
}

/** Drops the cached keys of `db` (after a rotation another instance made). */
export function forgetSigningKeys(db: Queryable): void {
  cache.delete(db);
}
