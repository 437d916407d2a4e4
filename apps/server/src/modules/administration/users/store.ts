import type { PortalUser, Role, UserCreate, UserInput, Username } from '@portal/contracts';
import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { portalUser, role, userRole } from '../../../db/schema/index';
import { roleColumns, userColumns } from '../roles/store';

/** A search term as a LIKE pattern that matches it literally anywhere. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function searchUsers(
  db: DbOrTx,
  query: string,
  page: number,
  pageSize: number,
): Promise<{ items: PortalUser[]; total: number }> {
  const words = query.trim().split(/\s+/).filter(Boolean).slice(0, 5);
  // Every word must appear in one of the names or the e-mail address ("eva muster" finds Eva Muster).
  const where =
    words.length === 0
      ? undefined
      : and(
          ...words.map((w) =>
            or(
              ilike(portalUser.firstName, containing(w)),
              ilike(portalUser.lastName, containing(w)),
              ilike(portalUser.username, containing(w)),
              ilike(portalUser.email, containing(w)),
            ),
          ),
        );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(portalUser).where(where);
  const items = await db
    .select(userColumns)
    .from(portalUser)
    .where(where)
    .orderBy(asc(portalUser.lastName), asc(portalUser.firstName), asc(portalUser.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { items, total: Number(total) };
}

export async function findUser(
  db: DbOrTx,
  id: string,
  options: { lock?: boolean } = {},
): Promise<(PortalUser & { version: number }) | undefined> {
  const query = db
    .select({ ...userColumns, version: portalUser.version })
    .from(portalUser)
    .where(eq(portalUser.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function insertUser(
  db: DbOrTx,
  issuer: string,
  input: Omit<UserCreate, 'issuer' | 'roles' | 'brand' | 'locale' | 'openIdUserId'> & { openIdUserId: string },
): Promise<PortalUser> {
  const [row] = await db
    .insert(portalUser)
    .values({ issuer, ...input })
    .returning(userColumns);
  return row!;
}

export async function updateUser(db: DbOrTx, id: string, input: UserInput): Promise<void> {
  await db
    .update(portalUser)
    .set({ ...input, updatedAt: new Date(), version: sql`${portalUser.version} + 1` })
    .where(eq(portalUser.id, id));
}

export async function bumpUser(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(portalUser)
    .set({ updatedAt: new Date(), version: sql`${portalUser.version} + 1` })
    .where(eq(portalUser.id, id));
}

export async function deleteUser(db: DbOrTx, id: string): Promise<void> {
  await db.delete(portalUser).where(eq(portalUser.id, id));
}

export function rolesOf(db: DbOrTx, userId: string): Promise<Role[]> {
  return db
    .select(roleColumns)
    .from(userRole)
    .innerJoin(role, eq(role.id, userRole.roleId))
    .where(eq(userRole.userId, userId))
    .orderBy(asc(role.name));
}

export async function addRole(db: DbOrTx, userId: string, roleId: string): Promise<boolean> {
  const inserted = await db
    .insert(userRole)
    .values({ userId, roleId })
    .onConflictDoNothing()
    .returning({ roleId: userRole.roleId });
  return inserted.length > 0;
}

export async function removeRole(db: DbOrTx, userId: string, roleId: string): Promise<boolean> {
  const deleted = await db
    .delete(userRole)
    .where(and(eq(userRole.userId, userId), eq(userRole.roleId, roleId)))
    .returning({ roleId: userRole.roleId });
  return deleted.length > 0;
}

export function usernames(db: DbOrTx): Promise<Username[]> {
  return db
    .select({ id: portalUser.id, firstName: portalUser.firstName, lastName: portalUser.lastName })
    .from(portalUser)
    .orderBy(asc(portalUser.lastName), asc(portalUser.firstName), asc(portalUser.id));
}
