import { imageUrl } from '../lib/urls.js';
import type { CatalogContext } from './context.js';
import { inOrder } from './context.js';
import type { Static } from '../schemas/builders.js';
import type { profileSchema } from '../schemas/entities.js';

export type Profile = Static<typeof profileSchema>;

type ProfileRow = {
  id: string;
  display_name: string;
  full_name: string;
  bio: string;
  followers_count: number;
};

export const PROFILE_COLUMNS = 'id, display_name, full_name, bio, followers_count';

export function toProfile(ctx: CatalogContext, row: ProfileRow): Profile {
  return {
    id: row.id,
    displayName: row.display_name,
    fullName: row.full_name,
    bio: row.bio,
    avatarUrl: imageUrl(ctx.config, 'avatar', row.id),
    followersCount: row.followers_count,
  };
}

export async function loadProfiles(ctx: CatalogContext, ids: readonly string[]): Promise<Profile[]> {
  if (ids.length === 0) return [];
  const { rows } = await ctx.db.query<ProfileRow>(
    `select ${PROFILE_COLUMNS} from profiles where id = any($1::text[])`,
    [[...new Set(ids)]],
  );
  return inOrder(
    [...new Set(ids)],
    rows.map((row) => toProfile(ctx, row)),
  );
}

/** Profiles by display name (case-insensitive), in the order asked. */
export async function loadProfilesByDisplayName(
  ctx: CatalogContext,
  names: readonly string[],
): Promise<Profile[]> {
  if (names.length === 0) return [];
  const lower = names.map((n) => n.toLowerCase());
  const { rows } = await ctx.db.query<ProfileRow>(
    `select ${PROFILE_COLUMNS} from profiles where lower(display_name) = any($1::text[])`,
    [lower],
  );
  const byName = new Map(rows.map((row) => [row.display_name.toLowerCase(), toProfile(ctx, row)]));
  return lower.map((n) => byName.get(n)).filter((p): p is Profile => p !== undefined);
}

export async function loadProfileRows(
  ctx: CatalogContext,
  sql: string,
  params: unknown[],
): Promise<Profile[]> {
  const { rows } = await ctx.db.query<ProfileRow>(sql, params);
  return rows.map((row) => toProfile(ctx, row));
}
