import type { FavoriteInput, PortalFavorite } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database, DbOrTx, FrequentRead } from '../../db/client';
import { favorite } from '../../db/schema/index';

const columns = {
  id: favorite.id,
  userId: favorite.userId,
  name: favorite.name,
  description: favorite.description,
  path: favorite.path,
  query: favorite.query,
};

/**
 * The favourites of several users, each user's in the order they were saved. The shell reads
 * them on every page, so the statement is prepared by name and its rows skip the ORM's mapping
 * (`Database.readRows`); the columns are those of `columns` above, under the same names.
 */
const FAVORITES_OF_USERS: FrequentRead = {
  name: 'favorites_by_users',
  text: `select id, user_id as "userId", name, description, path, query
           from portal.favorite
          where user_id = any($1::uuid[])
          order by created_at, id`,
};

/** The favourites of several users in one round trip, each user's in the order they were saved. */
export async function listFavoritesOfUsers(
  database: Database,
  userIds: string[],
): Promise<Map<string, PortalFavorite[]>> {
  const byUser = new Map<string, PortalFavorite[]>();
  for (const row of await database.readRows<PortalFavorite>(FAVORITES_OF_USERS, [userIds])) {
    const list = byUser.get(row.userId);
    if (list) list.push(row);
    else byUser.set(row.userId, [row]);
  }
  return byUser;
}

export async function listFavorites(database: Database, userId: string): Promise<PortalFavorite[]> {
  return (await listFavoritesOfUsers(database, [userId])).get(userId) ?? [];
}

export async function findFavorite(db: DbOrTx, id: string): Promise<PortalFavorite | undefined> {
  const [row] = await db.select(columns).from(favorite).where(eq(favorite.id, id));
  return row;
}

export async function insertFavorite(db: DbOrTx, userId: string, input: FavoriteInput): Promise<PortalFavorite> {
  const [row] = await db
    .insert(favorite)
    .values({ userId, ...input })
    .returning(columns);
  return row!;
}

export async function updateFavorite(db: DbOrTx, id: string, userId: string, input: FavoriteInput): Promise<boolean> {
  const updated = await db
    .update(favorite)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(favorite.id, id), eq(favorite.userId, userId)))
    .returning({ id: favorite.id });
  return updated.length > 0;
}

export async function deleteFavorite(db: DbOrTx, id: string, userId: string): Promise<boolean> {
  const deleted = await db
    .delete(favorite)
    .where(and(eq(favorite.id, id), eq(favorite.userId, userId)))
    .returning({ id: favorite.id });
  return deleted.length > 0;
}
