import type { PortalUser, Role, RoleInput, RoleRessourcePermission } from '@portal/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  org,
  permissionSet,
  portalUser,
  ressource,
  ressourceGroup,
  role,
  roleRessourcePermission,
  userRole,
} from '../../../db/schema/index';

export const roleColumns = {
  id: role.id,
  name: role.name,
  description: role.description,
  org: role.org,
  roleType: role.roleType,
};

export const userColumns = {
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

export function listRoles(db: DbOrTx): Promise<Role[]> {
  return db.select(roleColumns).from(role).orderBy(asc(role.name));
}

export async function findRole(
  db: DbOrTx,
  id: string,
  options: { lock?: boolean } = {},
): Promise<(Role & { version: number }) | undefined> {
  const query = db
    .select({ ...roleColumns, version: role.version })
    .from(role)
    .where(eq(role.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function insertRole(db: DbOrTx, input: RoleInput): Promise<Role> {
  const [row] = await db.insert(role).values(input).returning(roleColumns);
  return row!;
}

export async function updateRole(db: DbOrTx, id: string, input: RoleInput): Promise<void> {
  await db
    .update(role)
    .set({ ...input, updatedAt: new Date(), version: sql`${role.version} + 1` })
    .where(eq(role.id, id));
}

export async function bumpRole(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(role)
    .set({ updatedAt: new Date(), version: sql`${role.version} + 1` })
    .where(eq(role.id, id));
}

export async function deleteRole(db: DbOrTx, id: string): Promise<void> {
  await db.delete(role).where(eq(role.id, id));
}

export function usersHolding(db: DbOrTx, roleId: string): Promise<PortalUser[]> {
  return db
    .select(userColumns)
    .from(userRole)
    .innerJoin(portalUser, eq(portalUser.id, userRole.userId))
    .where(eq(userRole.roleId, roleId))
    .orderBy(asc(portalUser.lastName), asc(portalUser.firstName), asc(portalUser.id));
}

/** Takes the role from every user who holds it; each of them gets a new version. */
export async function releaseHolders(db: DbOrTx, roleId: string): Promise<void> {
  await db.execute(
    sql`update portal.portal_user set version = version + 1, updated_at = now()
        where id in (select user_id from portal.user_role where role_id = ${roleId})`,
  );
  await db.delete(userRole).where(eq(userRole.roleId, roleId));
}

export async function grantsOf(db: DbOrTx, roleId: string): Promise<RoleRessourcePermission[]> {
  const found = await db
    .select({
      accessType: roleRessourcePermission.accessType,
      ressource: {
        id: ressource.id,
        name: ressource.name,
        description: ressource.description,
        technicalName: ressource.technicalName,
        type: ressource.type,
      },
      group: { id: ressourceGroup.id, name: ressourceGroup.name, desription: ressourceGroup.description },
      permissionSet: { id: permissionSet.id, name: permissionSet.name, description: permissionSet.description },
      role: roleRessourcePermission.roleId,
    })
    .from(roleRessourcePermission)
    .innerJoin(ressource, eq(ressource.id, roleRessourcePermission.ressourceId))
    .innerJoin(ressourceGroup, eq(ressourceGroup.id, ressource.ressourceGroupId))
    .innerJoin(permissionSet, eq(permissionSet.id, roleRessourcePermission.permissionSetId))
    .where(eq(roleRessourcePermission.roleId, roleId))
    .orderBy(asc(ressource.type), asc(ressource.technicalName), asc(permissionSet.name));
  return found.map(({ group, ...g }) => ({ ...g, ressource: { ...g.ressource, ressourceGroup: group } }));
}

/** Grants the resource through the set with the access type; answers whether it was new or changed. */
export async function upsertGrant(
  db: DbOrTx,
  grant: { roleId: string; ressourceId: string; permissionSetId: string; accessType: number },
): Promise<{ created: boolean; previous: number | null }> {
  const [existing] = await db
    .select({ accessType: roleRessourcePermission.accessType })
    .from(roleRessourcePermission)
    .where(grantKey(grant));
  if (existing) {
    await db.update(roleRessourcePermission).set({ accessType: grant.accessType }).where(grantKey(grant));
    return { created: false, previous: existing.accessType };
  }
  await db.insert(roleRessourcePermission).values(grant);
  return { created: true, previous: null };
}

export async function deleteGrant(
  db: DbOrTx,
  grant: { roleId: string; ressourceId: string; permissionSetId: string },
): Promise<number | undefined> {
  const [deleted] = await db
    .delete(roleRessourcePermission)
    .where(grantKey(grant))
    .returning({ accessType: roleRessourcePermission.accessType });
  return deleted?.accessType;
}

function grantKey(g: { roleId: string; ressourceId: string; permissionSetId: string }) {
  return and(
    eq(roleRessourcePermission.roleId, g.roleId),
    eq(roleRessourcePermission.ressourceId, g.ressourceId),
    eq(roleRessourcePermission.permissionSetId, g.permissionSetId),
  );
}

export async function exists(db: DbOrTx, what: 'ressource' | 'permissionSet' | 'org', id: string | number) {
  const found =
    what === 'ressource'
      ? await db
          .select({ id: ressource.id })
          .from(ressource)
          .where(eq(ressource.id, String(id)))
      : what === 'permissionSet'
        ? await db
            .select({ id: permissionSet.id })
            .from(permissionSet)
            .where(eq(permissionSet.id, String(id)))
        : await db
            .select({ id: org.id })
            .from(org)
            .where(eq(org.id, Number(id)));
  return found.length > 0;
}
