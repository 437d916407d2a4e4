import type { Org, PortalPermission, PortalRessource } from '@portal/contracts';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { org, permission, ressource, ressourceGroup } from '../../db/schema/index';

const permissionColumns = {
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

export async function findPermission(db: DbOrTx, id: string): Promise<PortalPermission | undefined> {
  const [row] = await db.select(permissionColumns).from(permission).where(eq(permission.id, id));
  return row;
}

const ressourceColumns = {
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

export async function findRessource(db: DbOrTx, id: string): Promise<PortalRessource | undefined> {
  const [row] = await db
    .select(ressourceColumns)
    .from(ressource)
    .innerJoin(ressourceGroup, eq(ressource.ressourceGroupId, ressourceGroup.id))
    .where(eq(ressource.id, id));
  return row;
}

export function listOrgs(db: DbOrTx, visibility?: 'public' | 'private'): Promise<Org[]> {
  const query = db.select({ id: org.id, name: org.name }).from(org);
  const filtered = visibility ? query.where(eq(org.isPublic, visibility === 'public')) : query;
  return filtered.orderBy(asc(org.id));
}
