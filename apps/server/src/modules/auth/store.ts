import type { PortalUser } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { portalUser } from '../../db/schema/index';

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
