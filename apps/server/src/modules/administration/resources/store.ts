import type { PortalRessource, PortalRessourceGroup, RessourceInput } from '@portal/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { ressource, ressourceGroup, role, roleRessourcePermission } from '../../../db/schema/index';

export const ressourceColumns = {
  id: ressource.id,
  name: ressource.name,
  description: ressource.description,
  technicalName: ressource.technicalName,
  type: ressource.type,
  ressourceGroup: { id: ressourceGroup.id, name: ressourceGroup.name, desription: ressourceGroup.description },
};

export function listRessources(db: DbOrTx): Promise<PortalRessource[]> {
  return db
    .select(ressourceColumns)
    .from(ressource)
    .innerJoin(ressourceGroup, eq(ressource.ressourceGroupId, ressourceGroup.id))
    .orderBy(asc(ressource.type), asc(ressource.technicalName));
}

export async function findRessource(
  db: DbOrTx,
  id: string,
  options: { lock?: boolean } = {},
): Promise<(PortalRessource & { version: number }) | undefined> {
  const query = db
    .select({ ...ressourceColumns, version: ressource.version })
    .from(ressource)
    .innerJoin(ressourceGroup, eq(ressource.ressourceGroupId, ressourceGroup.id))
    .where(eq(ressource.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function findGroup(db: DbOrTx, id: string): Promise<PortalRessourceGroup | undefined> {
  const [group] = await db
    .select({ id: ressourceGroup.id, name: ressourceGroup.name, desription: ressourceGroup.description })
    .from(ressourceGroup)
    .where(eq(ressourceGroup.id, id));
  if (!group) return undefined;
  const ressources = await db
    .select(ressourceColumns)
    .from(ressource)
    .innerJoin(ressourceGroup, eq(ressource.ressourceGroupId, ressourceGroup.id))
    .where(eq(ressource.ressourceGroupId, id))
    .orderBy(asc(ressource.type), asc(ressource.technicalName));
  return { ...group, ressources };
}

export async function listGroups(db: DbOrTx): Promise<PortalRessourceGroup[]> {
  const groups = await db
    .select({ id: ressourceGroup.id, name: ressourceGroup.name, desription: ressourceGroup.description })
    .from(ressourceGroup)
    .orderBy(asc(ressourceGroup.name));
  const all = await listRessources(db);
  return groups.map((g) => ({ ...g, ressources: all.filter((r) => r.ressourceGroup.id === g.id) }));
}

export async function insertRessource(db: DbOrTx, input: RessourceInput): Promise<string> {
  const { ressourceGroup: group, ...fields } = input;
  const [row] = await db
    .insert(ressource)
    .values({ ...fields, ressourceGroupId: group.id })
    .returning({ id: ressource.id });
  return row!.id;
}

export async function updateRessource(db: DbOrTx, id: string, input: RessourceInput): Promise<void> {
  const { ressourceGroup: group, ...fields } = input;
  await db
    .update(ressource)
    .set({ ...fields, ressourceGroupId: group.id, version: sql`${ressource.version} + 1` })
    .where(eq(ressource.id, id));
}

export async function deleteRessource(db: DbOrTx, id: string): Promise<void> {
  await db.delete(ressource).where(eq(ressource.id, id));
}

/** The roles holding this resource, through any permission set. */
export function rolesHolding(db: DbOrTx, ressourceId: string): Promise<Array<{ id: string; name: string }>> {
  return db
    .selectDistinct({ id: role.id, name: role.name })
    .from(roleRessourcePermission)
    .innerJoin(role, eq(role.id, roleRessourcePermission.roleId))
    .where(eq(roleRessourcePermission.ressourceId, ressourceId))
    .orderBy(asc(role.name));
}
