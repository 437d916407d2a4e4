import type { AccessPath, ConditionOutcome, EffectiveRessource } from '@portal/contracts';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { permissionSet, ressource, role } from '../../../db/schema/index';
import type { AccessService, Grant, UserAccess } from '../../access/service';
import { holds, isDataCondition, lookupValue, type Subject } from '../../access/service';

/**
 * "Effective access": every resource a user holds, through which role and permission set, and
 * for one resource why the user may or may not use it. It uses the same evaluation as the guard
 * (AccessService), so the explanation cannot drift from the decision.
 */
export class EffectiveAccess {
  constructor(
    private readonly db: Db,
    private readonly accessService: AccessService,
  ) {}

  async all(userId: string): Promise<EffectiveRessource[]> {
    const access = await this.accessService.resolveUser(userId);
    const ids = [...new Set(access.grants.map((g) => g.ressourceId))];
    return this.explain(access, ids);
  }

  async one(userId: string, ressourceId: string): Promise<EffectiveRessource | undefined> {
    const access = await this.accessService.resolveUser(userId);
    return (await this.explain(access, [ressourceId]))[0];
  }

  private async explain(access: UserAccess, ressourceIds: string[]): Promise<EffectiveRessource[]> {
    if (ressourceIds.length === 0) return [];
    const names = await this.names(access, ressourceIds);
    return ressourceIds
      .filter((id) => names.ressources.has(id))
      .map((id) => {
        const via = access.grants.filter((g) => g.ressourceId === id).map((g) => pathOf(g, access.subject, names));
        const granting = via.filter((p) => p.grants);
        const rowsFiltered = granting.length > 0 && granting.every((p) => p.conditions.some((c) => c.on === 'data'));
        return {
          ressource: names.ressources.get(id)!,
          granted: granting.length > 0,
          rowsFiltered,
          reason: reasonFor(via, rowsFiltered),
          via,
        };
      })
      .sort(
        (a, b) =>
          a.ressource.type - b.ressource.type || a.ressource.technicalName.localeCompare(b.ressource.technicalName),
      );
  }

  private async names(access: UserAccess, ressourceIds: string[]) {
    const roleIds = [...new Set(access.grants.map((g) => g.roleId))];
    const setIds = [...new Set(access.grants.map((g) => g.permissionSetId))];
    const [ressources, roles, sets] = await Promise.all([
      this.db
        .select({
          id: ressource.id,
          name: ressource.name,
          technicalName: ressource.technicalName,
          type: ressource.type,
        })
        .from(ressource)
        .where(inArray(ressource.id, ressourceIds)),
      roleIds.length
        ? this.db.select({ id: role.id, name: role.name }).from(role).where(inArray(role.id, roleIds))
        : [],
      setIds.length
        ? this.db
            .select({ id: permissionSet.id, name: permissionSet.name })
            .from(permissionSet)
            .where(inArray(permissionSet.id, setIds))
        : [],
    ]);
    return {
      ressources: new Map(ressources.map((r) => [r.id, r])),
      roles: new Map(roles.map((r) => [r.id, r.name])),
      sets: new Map(sets.map((s) => [s.id, s.name])),
    };
  }
}

type Names = Awaited<ReturnType<EffectiveAccess['names']>>;

function pathOf(grant: Grant, subject: Subject, names: Names): AccessPath {
  const conditions: ConditionOutcome[] = grant.conditions.map((c) => {
    const actual = lookupValue(subject, c.lookup);
    if (isDataCondition(c)) {
      return { attribute: c.attribute, on: 'data', operator: c.operator, value: c.value, actual, holds: null };
    }
    const ok = holds({ attribute: c.attribute, operator: c.operator, value: c.value }, { [c.attribute]: actual });
    return { attribute: c.attribute, on: 'user', operator: c.operator, value: c.value, actual, holds: ok };
  });
  return {
    role: { id: grant.roleId, name: names.roles.get(grant.roleId) ?? '' },
    permissionSet: { id: grant.permissionSetId, name: names.sets.get(grant.permissionSetId) ?? '' },
    accessType: grant.accessType,
    grants: grant.applies,
    conditions,
  };
}

const describe = (c: ConditionOutcome) =>
  `${c.attribute} ${c.operator} ${c.value} (the user's ${c.attribute}: ${c.actual === null ? 'none' : `'${c.actual}'`})`;

/** One sentence an administrator can act on. */
function reasonFor(via: AccessPath[], rowsFiltered: boolean): string {
  const granting = via.filter((p) => p.grants);
  if (granting.length > 0) {
    const through = granting.map((p) => `role ${p.role.name} with permission set ${p.permissionSet.name}`).join('; ');
    return `granted through ${through}${rowsFiltered ? '; only the rows its data conditions allow' : ''}`;
  }
  if (via.length === 0) return 'none of the user’s roles holds this resource';
  return via
    .map((p) => {
      if (p.accessType !== 1)
        return `role ${p.role.name} holds it with access type ${p.accessType}, which gives no access`;
      const failed = p.conditions.filter((c) => c.holds === false).map(describe);
      return `role ${p.role.name} grants it through permission set ${p.permissionSet.name} only where ${failed.join(' and ')}`;
    })
    .join('; ');
}
