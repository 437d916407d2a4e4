import type { PermissionInput, PortalPermission } from '@portal/contracts';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { permission, permissionSet, permissionSetDetail } from '../../../db/schema/index';

export const permissionColumns = {
  id: permission.id,
  name: permission.name,
  technicalName: permission.technicalName,
  variableLookup: permission.variableLookup,
  description: permission.description,
  type: permission.type,
};

export function listPermissions(db: DbOrTx): Promise<PortalPermission[]> {
  return db.select(permissionColumns).from(permission).orderBy(asc(permission.name));
}

export async function findPermission(
  db: DbOrTx,
  id: string,
  options: { lock?: boolean } = {},
): Promise<(PortalPermission & { version: number }) | undefined> {
  const query = db
    .select({ ...permissionColumns, version: permission.version })
    .from(permission)
    .where(eq(permission.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function insertPermission(db: DbOrTx, input: PermissionInput): Promise<PortalPermission> {
  const [row] = await db.insert(permission).values(input).returning(permissionColumns);
  return row!;
}

export async function updatePermission(db: DbOrTx, id: string, input: PermissionInput): Promise<void> {
  await db
    .update(permission)
    .set({ ...input, version: sql`${permission.version} + 1` })
    .where(eq(permission.id, id));
}

export async function deletePermission(db: DbOrTx, id: string): Promise<void> {
  await db.delete(permission).where(eq(permission.id, id));
}

/** The permission sets whose conditions test this permission's attribute. */
export function setsUsing(
  db: DbOrTx,
  permissionId: string,
): Promise<Array<{ id: string; name: string; description: string }>> {
  return db
    .selectDistinct({ id: permissionSet.id, name: permissionSet.name, description: permissionSet.description })
    .from(permissionSetDetail)
    .innerJoin(permissionSet, eq(permissionSet.id, permissionSetDetail.permissionSetId))
    .where(eq(permissionSetDetail.permissionId, permissionId))
    .orderBy(asc(permissionSet.name));
}

/** Removes the conditions on this permission from every set; each changed set gets a new version. */
export async function removeFromSets(db: DbOrTx, permissionId: string, setIds: string[]): Promise<void> {
  await db.delete(permissionSetDetail).where(eq(permissionSetDetail.permissionId, permissionId));
  if (setIds.length > 0) {
    await db
      .update(permissionSet)
      .set({ version: sql`${permissionSet.version} + 1`, updatedAt: new Date() })
      .where(inArray(permissionSet.id, setIds));
  }
}
