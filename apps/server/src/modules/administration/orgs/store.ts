import type { Org, OrgInput } from '@portal/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { org, portalUser, role } from '../../../db/schema/index';

export function listOrgs(db: DbOrTx, visibility?: 'public' | 'private'): Promise<Org[]> {
  const query = db.select({ id: org.id, name: org.name }).from(org);
  const filtered = visibility ? query.where(eq(org.isPublic, visibility === 'public')) : query;
  return filtered.orderBy(asc(org.id));
}

export async function findOrg(db: DbOrTx, id: number, options: { lock?: boolean } = {}) {
  const query = db.select({ id: org.id, name: org.name, isPublic: org.isPublic }).from(org).where(eq(org.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function insertOrg(db: DbOrTx, input: OrgInput) {
  const [row] = await db.insert(org).values(input).returning({ id: org.id, name: org.name, isPublic: org.isPublic });
  return row!;
}

export async function updateOrg(db: DbOrTx, id: number, input: OrgInput): Promise<void> {
  await db.update(org).set(input).where(eq(org.id, id));
}

export async function deleteOrg(db: DbOrTx, id: number): Promise<void> {
  await db.delete(org).where(eq(org.id, id));
}

export function membersOf(db: DbOrTx, id: number) {
  return Promise.all([
    db
      .select({
        id: portalUser.id,
        firstName: portalUser.firstName,
        lastName: portalUser.lastName,
        username: portalUser.username,
      })
      .from(portalUser)
      .where(eq(portalUser.org, id))
      .orderBy(asc(portalUser.lastName), asc(portalUser.id)),
    db.select({ id: role.id, name: role.name }).from(role).where(eq(role.org, id)).orderBy(asc(role.name)),
  ]).then(([users, roles]) => ({ users, roles }));
}

/** Users and roles of the org keep existing without one; each gets a new version. */
export async function detachMembers(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(portalUser)
    .set({ org: null, updatedAt: new Date(), version: sql`${portalUser.version} + 1` })
    .where(eq(portalUser.org, id));
  await db
    .update(role)
    .set({ org: null, updatedAt: new Date(), version: sql`${role.version} + 1` })
    .where(eq(role.org, id));
}
