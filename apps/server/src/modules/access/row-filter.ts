import type { RessourceDefinition } from '@portal/contracts';
import type { SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { identityOf } from '../../http/guard';
import { type AttributeRecord, anyAllHold, anyAllHoldFilter, type ColumnMap, type Condition } from './conditions';
import type { UserAccess } from './service';
import { dataConditions } from './subject';

/**
 * "Which rows may this user see" for a data call guarded by `resource`: each grant of the
 * resource that applies to the user contributes its data conditions (all must hold); a row is
 * visible when one grant's conditions hold. A grant without data conditions shows every row; no
 * grant shows none. Data modules name the columns an attribute may map to; an attribute they do
 * not list holds nowhere, so a condition an administrator meant for other data hides rows
 * rather than showing them.
 */
export function visibilityOf(access: UserAccess, ressourceId: string): Condition[][] {
  return access.grants
    .filter((g) => g.applies && g.ressourceId === ressourceId)
    .map((g) => dataConditions(g.conditions, access.subject));
}

/** The SQL form, for a query's `where`. */
export function visibleRowsFilter(access: UserAccess, ressourceId: string, columns: ColumnMap): SQL {
  return anyAllHoldFilter(visibilityOf(access, ressourceId), columns);
}

/** The in-memory form, for one record. */
export function mayShowRow(access: UserAccess, ressourceId: string, row: AttributeRecord): boolean {
  return anyAllHold(visibilityOf(access, ressourceId), row);
}

/** For a data route: the filter of the signed-in caller on the route's resource. */
export function rowsVisibleTo(request: FastifyRequest, resource: RessourceDefinition, columns: ColumnMap): SQL {
  return visibleRowsFilter(identityOf(request).access, resource.id, columns);
}
