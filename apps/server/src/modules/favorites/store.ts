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
    .where(eq(favorite.userId, sql.placeholder('userId')))
    .orderBy(asc(favorite.createdAt), asc(favorite.id))
    .prepare('favorites_by_user');

export function listFavorites(db: DbOrTx, userId: string): Promise<PortalFavorite[]> {
  let query = prepared.get(db);
  if (!query) {
    query = prepareList(db);
    prepared.set(db, query);
  }
  return query.execute({ userId });
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
