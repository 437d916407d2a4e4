import { API, type ApiRessource } from '@portal/contracts';
import * as t from '../../db/schema';
import { SEED_PERMISSIONS } from '../../db/seed-data';
import type { TestApp } from '../../testing/app';
import { userWithoutRoles } from '../../testing/users';

/** The resources of a sales person who reports on the group's data. */
export const SALES_REPORTING: readonly ApiRessource[] = [
  'reporting',
  'reportingMetadata',
  'salesPerformance',
  'customer',
  'material',
  'orderTracking',
];

/**
 * A new user whose only role grants `resources` under one permission set with the data condition
 * "company code in `companyCode`" (as an administrator would set it up, docs/permissions.md).
 */
export async function userLimitedToCompanyCode(
  app: TestApp,
  companyCode: string,
  resources: readonly ApiRessource[] = SALES_REPORTING,
): Promise<{ id: string; headers: Record<string, string> }> {
  const user = await userWithoutRoles(app);
  const db = app.database.db;
  const permission = SEED_PERMISSIONS.find((p) => p.technicalName === 'companyCode')!.id;
  const [set] = await db
    .insert(t.permissionSet)
    .values({ name: `Nur Buchungskreis ${companyCode} ${user.id.slice(0, 8)}` })
    .returning();
  await db
    .insert(t.permissionSetDetail)
    .values({ permissionSetId: set!.id, permissionId: permission, type: 2, operator: 'in', value: companyCode });
  const [role] = await db
    .insert(t.role)
    .values({ name: `Vertrieb ${companyCode} ${user.id.slice(0, 8)}` })
    .returning();
  await db
    .insert(t.roleRessourcePermission)
    .values(
      resources.map((r) => ({ roleId: role!.id, ressourceId: API[r].id, permissionSetId: set!.id, accessType: 1 })),
    );
  await db.insert(t.userRole).values({ userId: user.id, roleId: role!.id });
  app.accessService.invalidate();
  return user;
}

/** Calls of the reporting API (`/portal/api/reporting…`) as the user of `headers`; `app` is read at each call (set in beforeAll). */
export function reportingCalls(app: () => TestApp) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: unknown) =>
    app().app.inject({
      method,
      url: `/portal/api/reporting${url}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}
