import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/db.js';
import { normalizeEmail } from './email.js';
import { hashPassword } from './password.js';

type UserRole = 'shopper' | 'staff';

export type UserRecord = {
  id: string;
  email: string;
  passwordHash: string;
  fullName: string;
  role: UserRole;
  accountId: number;
  publisherId: number;
  authnProvider: string;
  createdAt: Date;
};

type UserRow = {
  id: string;
  email: string;
  password_hash: string;
  full_name: string;
  role: UserRole;
  account_id: number;
  publisher_id: number;
  authn_provider: string;
  created_at: Date | string;
};

const COLUMNS =
  'id, email, password_hash, full_name, role, account_id, publisher_id, authn_provider, created_at';

function toUser(row: UserRow): UserRecord {
  return {
    id: row.id,
    email: row.email,
    passwordHash: row.password_hash,
    fullName: row.full_name,
    role: row.role,
    accountId: Number(row.account_id),
    publisherId: Number(row.publisher_id),
    authnProvider: row.authn_provider,
    createdAt: new Date(row.created_at),
  };
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRecord | null> {
  const { rows } = await db.query<UserRow>(`select ${COLUMNS} from users where lower(email) = $1`, [
    normalizeEmail(email),
  ]);
  return rows[0] ? toUser(rows[0]) : null;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRecord | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const { rows } = await db.query<UserRow>(`select ${COLUMNS} from users where id = $1`, [id]);
  return rows[0] ? toUser(rows[0]) : null;
}

export type NewUser = {
  email: string;
  password: string;
  fullName?: string;
  role?: UserRole;
  id?: string;
  createdAt?: Date;
};

/** Inserts an account; `null` when the email is taken. */
export async function createUser(db: Queryable, input: NewUser): Promise<UserRecord | null> {
  const passwordHash = await hashPassword(input.password);
  const { rows } = await db.query<UserRow>(
    `insert into users (id, email, password_hash, full_name, role, account_id, publisher_id, created_at)
     select $1, $2, $3, $4, $5, n, n, coalesce($6::timestamptz, now()) from (select nextval('users_account_id_seq')::int as n) s
     on conflict do nothing
     returning ${COLUMNS}`,
    [
      input.id ?? randomUUID(),
      normalizeEmail(input.email),
      passwordHash,
      input.fullName ?? '',
      input.role ?? 'shopper',
      input.createdAt?.toISOString() ?? null,
    ],
  );
  return rows[0] ? toUser(rows[0]) : null;
}

export async function setUserPassword(db: Queryable, userId: string, password: string): Promise<void> {
  await db.query('update users set password_hash = $2, updated_at = now() where id = $1', [
    userId,
    await hashPassword(password),
  ]);
}
