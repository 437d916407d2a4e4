import type { FavoriteInput, PortalFavorite } from '@portal/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { favorite } from '../../db/schema/index';

const columns = {
  id: favorite.id,
  userId: favorite.userId,
  name: favorite.name,
  description: favorite.description,
  path: favorite.path,
  query: favorite.query,
};

// Built once per database handle: the favourites list is the portal's most frequent read.
const prepared = new WeakMap<DbOrTx, ReturnType<typeof prepareList>>();
const prepareList = (db: DbOrTx) =>
  db
    .select(columns)
    .from(favorite)
    .where(sql`${favorite.userId} = any(${sql.placeholder('userIds')})`)
    .orderBy(asc(favorite.createdAt), asc(favorite.id))
    .prepare('favorites_by_users');

/** The favourites of several users in one round trip, each user's in the order they were saved. */
export async function listFavoritesOfUsers(db: DbOrTx, userIds: string[]): Promise<Map<string, PortalFavorite[]>> {
  let query = prepared.get(db);
  if (!query) {
    query = prepareList(db);
    prepared.set(db, query);
  }
  const byUser = new Map<string, PortalFavorite[]>();
  for (const row of await query.execute({ userIds })) {
    const list = byUser.get(row.userId);
    if (list) list.push(row);
    else byUser.set(row.userId, [row]);
  }
  return byUser;
}

export async function listFavorites(db: DbOrTx, userId: string): Promise<PortalFavorite[]> {
  return (await listFavoritesOfUsers(db, [userId])).get(userId) ?? [];
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
