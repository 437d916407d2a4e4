import type { PermissionSetDetailInput, PortalPermissionSet, PortalRessource, Role } from '@portal/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  permission,
  permissionSet,
  permissionSetDetail,
  ressource,
  ressourceGroup,
  role,
  roleRessourcePermission,
} from '../../../db/schema/index';
import { permissionColumns } from '../permissions/store';
import { ressourceColumns } from '../resources/store';

const setColumns = { id: permissionSet.id, name: permissionSet.name, description: permissionSet.description };

async function detailsOf(db: DbOrTx, setIds: string[]) {
  if (setIds.length === 0) return [];
  return db
    .select({
      setId: permissionSetDetail.permissionSetId,
      permission: permissionColumns,
      permissionId: permissionSetDetail.permissionId,
      type: permissionSetDetail.type,
      operator: permissionSetDetail.operator,
      value: permissionSetDetail.value,
    })
    .from(permissionSetDetail)
    .innerJoin(permission, eq(permission.id, permissionSetDetail.permissionId))
    .where(inArray(permissionSetDetail.permissionSetId, setIds))
    .orderBy(asc(permission.technicalName), asc(permissionSetDetail.id));
}

export async function listSets(db: DbOrTx): Promise<PortalPermissionSet[]> {
  const sets = await db.select(setColumns).from(permissionSet).orderBy(asc(permissionSet.name));
  const details = await detailsOf(
    db,
    sets.map((s) => s.id),
  );
  return sets.map((s) => ({
    ...s,
    permissionDetails: details.filter((d) => d.setId === s.id).map(({ setId: _s, ...d }) => d),
  }));
}

export async function findSet(
  db: DbOrTx,
  id: string,
  options: { lock?: boolean } = {},
): Promise<(PortalPermissionSet & { version: number }) | undefined> {
  const query = db
    .select({ ...setColumns, version: permissionSet.version })
    .from(permissionSet)
    .where(eq(permissionSet.id, id));
  const [set] = options.lock ? await query.for('update') : await query;
  if (!set) return undefined;
  const details = await detailsOf(db, [id]);
  return { ...set, permissionDetails: details.map(({ setId: _s, ...d }) => d) };
}

export async function insertSet(db: DbOrTx, input: { name: string; description: string }): Promise<string> {
  const [row] = await db.insert(permissionSet).values(input).returning({ id: permissionSet.id });
  return row!.id;
}

export async function updateSet(db: DbOrTx, id: string, input: { name: string; description: string }): Promise<void> {
  await db
    .update(permissionSet)
    .set({ ...input, updatedAt: new Date(), version: sql`${permissionSet.version} + 1` })
    .where(eq(permissionSet.id, id));
}

export async function bumpSet(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(permissionSet)
    .set({ updatedAt: new Date(), version: sql`${permissionSet.version} + 1` })
    .where(eq(permissionSet.id, id));
}

export async function replaceDetails(db: DbOrTx, setId: string, details: PermissionSetDetailInput[]): Promise<void> {
  await db.delete(permissionSetDetail).where(eq(permissionSetDetail.permissionSetId, setId));
  if (details.length > 0) {
    await db.insert(permissionSetDetail).values(details.map((d) => ({ ...d, permissionSetId: setId })));
  }
}

export async function insertDetail(db: DbOrTx, setId: string, detail: PermissionSetDetailInput): Promise<void> {
  await db.insert(permissionSetDetail).values({ ...detail, permissionSetId: setId });
}

export async function deleteDetailsOf(db: DbOrTx, setId: string, permissionId: string): Promise<number> {
  const deleted = await db
    .delete(permissionSetDetail)
    .where(and(eq(permissionSetDetail.permissionSetId, setId), eq(permissionSetDetail.permissionId, permissionId)))
    .returning({ id: permissionSetDetail.id });
  return deleted.length;
}

export async function deleteSet(db: DbOrTx, id: string): Promise<void> {
  await db.delete(permissionSet).where(eq(permissionSet.id, id));
}

/** Which of these permission ids exist. */
export async function existingPermissions(db: DbOrTx, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const found = await db.select({ id: permission.id }).from(permission).where(inArray(permission.id, ids));
  return new Set(found.map((p) => p.id));
}

const roleColumns = {
  id: role.id,
  name: role.name,
  description: role.description,
  org: role.org,
  roleType: role.roleType,
};

/** The roles that grant a resource through this set. */
export function rolesUsing(db: DbOrTx, setId: string): Promise<Role[]> {
  return db
    .selectDistinct(roleColumns)
    .from(roleRessourcePermission)
    .innerJoin(role, eq(role.id, roleRessourcePermission.roleId))
    .where(eq(roleRessourcePermission.permissionSetId, setId))
    .orderBy(asc(role.name));
}

/** The resources granted through this set, by any role. */
export function ressourcesUsing(db: DbOrTx, setId: string): Promise<PortalRessource[]> {
  return db
    .selectDistinct(ressourceColumns)
    .from(roleRessourcePermission)
    .innerJoin(ressource, eq(ressource.id, roleRessourcePermission.ressourceId))
    .innerJoin(ressourceGroup, eq(ressourceGroup.id, ressource.ressourceGroupId))
    .where(eq(roleRessourcePermission.permissionSetId, setId))
    .orderBy(asc(ressource.technicalName));
}

/** Drops every grant through this set; the roles that held them get a new version. */
export async function removeGrantsThrough(db: DbOrTx, setId: string, roleIds: string[]): Promise<void> {
  await db.delete(roleRessourcePermission).where(eq(roleRessourcePermission.permissionSetId, setId));
  if (roleIds.length > 0) {
    await db
      .update(role)
      .set({ updatedAt: new Date(), version: sql`${role.version} + 1` })
      .where(inArray(role.id, roleIds));
  }
}
