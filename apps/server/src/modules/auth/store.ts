import type { PortalUser } from '@portal/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { portalUser, role, userRole } from '../../db/schema/index';

export interface Profile {
  email: string;
  firstName: string;
  lastName: string;
  department: string;
  username: string;
}

const columns = {
  id: portalUser.id,
  openIdUserId: portalUser.openIdUserId,
  email: portalUser.email,
  firstName: portalUser.firstName,
  lastName: portalUser.lastName,
  department: portalUser.department,
  username: portalUser.username,
  authType: portalUser.authType,
  org: portalUser.org,
};

const keepUnlessGiven = (column: string) =>
  sql.raw(`coalesce(nullif(excluded.${column}, ''), portal.portal_user.${column})`);

/** Creates the PortalUser for (issuer, subject) on first sign-in, and keeps its profile current after. */
export async function upsertPortalUser(
  db: DbOrTx,
  issuerKey: string,
  sub: string,
  profile: Profile,
): Promise<{ user: PortalUser; created: boolean }> {
  const now = new Date();
  const [row] = await db
    .insert(portalUser)
    .values({ issuer: issuerKey, openIdUserId: sub, ...profile, lastLoginAt: now })
    .onConflictDoUpdate({
      target: [portalUser.issuer, portalUser.openIdUserId],
      // A sign-in that carries no value for a field keeps what the portal already knows.
      set: {
        email: keepUnlessGiven('email'),
        firstName: keepUnlessGiven('first_name'),
        lastName: keepUnlessGiven('last_name'),
        department: keepUnlessGiven('department'),
        username: keepUnlessGiven('username'),
        lastLoginAt: now,
        updatedAt: now,
      },
    })
    .returning({ ...columns, created: sql<boolean>`(xmax = 0)` });
  const { created, ...user } = row!;
  return { user, created };
}

/**
 * Gives the user the portal roles their provider's groups or app roles map to, and takes away the
 * mapped roles they no longer hold there; roles outside the mapping stay as administrators set
 * them. Answers what changed, and the mapped role names that name no portal role.
 */
export async function syncProviderRoles(
  db: DbOrTx,
  userId: string,
  roles: { given: ReadonlySet<string>; governed: ReadonlySet<string> },
): Promise<{ added: RoleRef[]; removed: RoleRef[]; unknown: string[] }> {
  const governed = [...roles.governed];
  if (!governed.length) return { added: [], removed: [], unknown: [] };
  const known = await db.select({ id: role.id, name: role.name }).from(role).where(inArray(role.name, governed));
  const unknown = governed.filter((name) => !known.some((r) => r.name === name));
  const give = known.filter((r) => roles.given.has(r.name));
  const take = known.filter((r) => !roles.given.has(r.name));
  const added = give.length
    ? await db
        .insert(userRole)
        .values(give.map((r) => ({ userId, roleId: r.id })))
        .onConflictDoNothing()
        .returning({ roleId: userRole.roleId })
    : [];
  const removed = take.length
    ? await db
        .delete(userRole)
        .where(
          and(
            eq(userRole.userId, userId),
            inArray(
              userRole.roleId,
              take.map((r) => r.id),
            ),
          ),
        )
        .returning({ roleId: userRole.roleId })
    : [];
  const refOf = ({ roleId }: { roleId: string }) => known.find((r) => r.id === roleId)!;
  if (added.length || removed.length) {
    // Like an administrator's change: an edit of the user made before it meets 412.
    await db
      .update(portalUser)
      .set({ version: sql`${portalUser.version} + 1`, updatedAt: new Date() })
      .where(eq(portalUser.id, userId));
  }
  return { added: added.map(refOf), removed: removed.map(refOf), unknown };
}

export interface RoleRef {
  readonly id: string;
  readonly name: string;
}
