import { type MiniAppManifest, manifestResourceType, RESSOURCE_GROUPS } from '@portal/contracts';
import type { Tx } from '../../db/client';
import * as t from '../../db/schema/index';

/**
 * Writes the resources the manifests declare as PortalRessource rows: new ones are added, known
 * ones keep their id and get the manifest's technical name and type again (as the seed does for
 * the portal's own). Safe to run at every start and reload, in one transaction.
 */
export async function registerDeclaredResources(tx: Tx, manifests: readonly MiniAppManifest[]): Promise<number> {
  let written = 0;
  for (const manifest of manifests) {
    for (const r of manifest.resources) {
      const row = {
        id: r.id,
        name: r.name,
        description: r.description,
        technicalName: r.technicalName,
        type: manifestResourceType(r),
        ressourceGroupId: RESSOURCE_GROUPS[r.group].id,
        requiredAcr: null,
      };
      await tx
        .insert(t.ressource)
        .values(row)
        .onConflictDoUpdate({ target: t.ressource.id, set: { technicalName: row.technicalName, type: row.type } });
      written++;
    }
  }
  return written;
}
