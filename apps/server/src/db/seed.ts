import { ALL_RESSOURCES, API, RESSOURCE_GROUPS } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { seedErp } from '../erp/seed';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoEmail } from '../idp/demo-accounts';
import { hashPassword } from '../idp/passwords';
import { seedBekonTracking } from '../modules/bekontracking/seed';
import { seedCanteen } from '../modules/canteen/seed';
import { seedConfigurator } from '../modules/configurator/seed';
import { seedCrm } from '../modules/crm/seed';
import { seedKpi } from '../modules/kpi/seed';
import { seedMesFlash } from '../modules/mes-flash/seed';
import { seedQuestionnaire } from '../modules/questionnaire/seed';
import type { Db, Tx } from './client';
import * as t from './schema/index';
import {
  DEMO_ATTRIBUTES,
  DEMO_EXTRA_ROLES,
  EMBEDDED_ISSUER_KEY,
  FILE_AREA_PERMISSION_SETS,
  grantsOf,
  OWN_CANTEEN_PERMISSION_SET_ID,
  OWN_CUSTOMERS_PERMISSION_SET_ID,
  OWN_PLANT_PERMISSION_SET_ID,
  SEED_ORGS,
  SEED_PERMISSIONS,
  SEED_ROLES,
  type SeedRoleKey,
  UNRESTRICTED_PERMISSION_SET_ID,
} from './seed-data';

export interface SeedOptions {
  demoAccounts: boolean;
}

/**
 * Deterministic and idempotent: the resource registry is brought up to date on every start;
 * orgs, roles and their default grants are applied once each (recorded in seed_applied), so an
 * administrator's later change is never undone by a restart.
 */
export async function seed(db: Db, options: SeedOptions): Promise<void> {
  // Hash outside the transaction: scrypt is slow on purpose and PGlite runs one transaction at a time.
  const demo = options.demoAccounts ? await demoAccountRows(db) : [];
  await db.transaction(async (tx) => {
    await seedRegistry(tx);
    await seedOnce(tx, 'orgs', async () => {
      await tx
        .insert(t.org)
        .values([...SEED_ORGS])
        .onConflictDoNothing();
      await tx.execute(
        sql`select setval(pg_get_serial_sequence('portal.org', 'id'), (select max(id) from portal.org))`,
      );
    });
    await tx
      .insert(t.permission)
      .values([...SEED_PERMISSIONS])
      .onConflictDoNothing();
    await tx
      .insert(t.permissionSet)
      .values({ id: UNRESTRICTED_PERMISSION_SET_ID, name: 'Uneingeschränkt', description: 'Keine Bedingungen' })
      .onConflictDoNothing();
    await seedOwnValueSet(tx, 'permission-set:own-plant', {
      id: OWN_PLANT_PERMISSION_SET_ID,
      name: 'Eigenes Werk',
      description: 'Nur das Werk des Benutzers',
      technicalName: 'plant',
      operator: '=',
    });
    await seedOwnValueSet(tx, 'permission-set:own-customers', {
      id: OWN_CUSTOMERS_PERMISSION_SET_ID,
      name: 'Eigene Kunden',
      description: 'Nur Aufträge der Kundennummern des Benutzers',
      technicalName: 'customerNumber',
      operator: 'in',
    });
    await seedOwnValueSet(tx, 'permission-set:own-canteen', {
      id: OWN_CANTEEN_PERMISSION_SET_ID,
      name: 'Eigene Kantine',
      description: 'Nur die Kantine des Benutzers (Attribut Kantine)',
      technicalName: 'canteen',
      operator: '=',
    });
    await seedFileAreaSets(tx);
    await seedRoles(tx);
    if (demo.length > 0) await seedDemoAccounts(tx, demo);
    if (options.demoAccounts) {
      await seedDemoAttributes(tx);
      await seedDemoExtraRoles(tx);
      await seedCanteen(tx);
      await seedCrm(tx);
      await seedQuestionnaire(tx);
      await seedKpi(tx);
      await seedMesFlash(tx);
      await seedErp(tx);
      await seedBekonTracking(tx);
      await seedConfigurator(tx);
    }
  });
}

/**
 * The demo users' assigned attributes (docs/permissions.md): what user administration would set,
 * never user parameters. Applied once, so an administrator's later change sticks.
 */
async function seedDemoAttributes(tx: Tx): Promise<void> {
  for (const [login, attributes] of Object.entries(DEMO_ATTRIBUTES)) {
    await seedOnce(tx, `demo-attributes:${login}`, async () => {
      const user = await demoUser(tx, login);
      if (!user) return;
      await tx
        .insert(t.userAttribute)
        .values(Object.entries(attributes).map(([key, value]) => ({ userId: user.id, key, value })))
        .onConflictDoNothing();
    });
    // The personnel number came later (issue 21 §9): demo databases seeded before get it once too.
    const personnelNumber = attributes.personnelNumber;
    if (personnelNumber) {
      await seedOnce(tx, `demo-attribute:${login}:personnelNumber`, async () => {
        const user = await demoUser(tx, login);
        if (!user) return;
        await tx
          .insert(t.userAttribute)
          .values({ userId: user.id, key: 'personnelNumber', value: personnelNumber })
          .onConflictDoNothing();
      });
    }
  }
}

/** The demo accounts' roles besides their own (DEMO_EXTRA_ROLES), once each, so a removal sticks. */
async function seedDemoExtraRoles(tx: Tx): Promise<void> {
  for (const [login, roles] of Object.entries(DEMO_EXTRA_ROLES)) {
    for (const role of roles) {
      await seedOnce(tx, `demo-role:${login}:${role}`, async () => {
        const user = await demoUser(tx, login);
        const [exists] = await tx.select({ id: t.role.id }).from(t.role).where(eq(t.role.id, SEED_ROLES[role].id));
        if (!user || !exists) return;
        await tx.insert(t.userRole).values({ userId: user.id, roleId: SEED_ROLES[role].id }).onConflictDoNothing();
      });
    }
  }
}

/** The portal user of a demo account, once the seed made it. */
async function demoUser(tx: Tx, login: string): Promise<{ id: string } | undefined> {
  const sub = DEMO_ACCOUNTS.find((a) => a.login === login)?.sub;
  if (!sub) return undefined;
  const [user] = await tx
    .select({ id: t.portalUser.id })
    .from(t.portalUser)
    .where(and(eq(t.portalUser.issuer, EMBEDDED_ISSUER_KEY), eq(t.portalUser.openIdUserId, sub)));
  return user;
}

async function seedOnce(tx: Tx, key: string, apply: () => Promise<void>): Promise<void> {
  const inserted = await tx.insert(t.seedApplied).values({ key }).onConflictDoNothing().returning();
  if (inserted.length > 0) await apply();
}

async function seedRegistry(tx: Tx): Promise<void> {
  for (const group of Object.values(RESSOURCE_GROUPS)) {
    await tx
      .insert(t.ressourceGroup)
      .values(group)
      .onConflictDoUpdate({ target: t.ressourceGroup.id, set: { name: group.name, description: group.description } });
  }
  for (const r of ALL_RESSOURCES) {
    const row = {
      id: r.id,
      name: r.name,
      description: r.description,
      technicalName: r.technicalName,
      type: r.type,
      ressourceGroupId: RESSOURCE_GROUPS[r.group].id,
      requiredAcr: r.acr ?? null,
    };
    await tx
      .insert(t.ressource)
      .values(row)
      .onConflictDoUpdate({
        target: t.ressource.id,
        set: { technicalName: row.technicalName, type: row.type, requiredAcr: row.requiredAcr },
      });
  }
}

/**
 * A permission set of one data condition on the user's own value (`plant = $user`, `customerNumber
 * in $user`, `canteen = $user`), once, so an administrator's change sticks; databases seeded before
 * get it on their next start. The permission is found by its technical name: one an administrator
 * made before keeps its id.
 */
async function seedOwnValueSet(
  tx: Tx,
  once: string,
  set: { id: string; name: string; description: string; technicalName: string; operator: '=' | 'in' },
): Promise<void> {
  await seedOnce(tx, once, async () => {
    const [permission] = await tx
      .select({ id: t.permission.id })
      .from(t.permission)
      .where(eq(t.permission.technicalName, set.technicalName));
    if (!permission) return;
    const created = await tx
      .insert(t.permissionSet)
      .values({ id: set.id, name: set.name, description: set.description })
      .onConflictDoNothing()
      .returning();
    if (created.length === 0) return;
    await tx.insert(t.permissionSetDetail).values({
      permissionSetId: set.id,
      permissionId: permission.id,
      type: 2,
      operator: set.operator,
      value: '$user',
    });
  });
}

/**
 * The permission sets of the responsible file areas ("Dateibereich Personal": `fileArea = hr`, a
 * condition on the data), once each, so an administrator's change sticks (docs/files.md).
 */
async function seedFileAreaSets(tx: Tx): Promise<void> {
  const fileArea = SEED_PERMISSIONS.find((p) => p.technicalName === 'fileArea')!.id;
  for (const [area, set] of Object.entries(FILE_AREA_PERMISSION_SETS)) {
    await seedOnce(tx, `permission-set:${set.id}`, async () => {
      const created = await tx
        .insert(t.permissionSet)
        .values({ id: set.id, name: set.name, description: `Nur Dateien des Bereichs ${area}` })
        .onConflictDoNothing()
        .returning();
      if (created.length === 0) return;
      await tx.insert(t.permissionSetDetail).values({
        permissionSetId: set.id,
        permissionId: fileArea,
        type: 2,
        operator: '=',
        value: area,
      });
    });
  }
}

async function seedRoles(tx: Tx): Promise<void> {
  const byTechnicalName = new Map(ALL_RESSOURCES.map((r) => [r.technicalName, r.id]));
  for (const [key, role] of Object.entries(SEED_ROLES)) {
    await seedOnce(tx, `role:${key}`, async () => {
      await tx
        .insert(t.role)
        .values({
          id: role.id,
          name: role.name,
          description: role.description,
          roleType: role.roleType,
          seedKey: key,
          org: role.roleType === 1 ? 1 : null,
        })
        .onConflictDoNothing();
    });
    const [exists] = await tx.select({ id: t.role.id }).from(t.role).where(eq(t.role.id, role.id));
    if (!exists) continue; // an administrator deleted the seeded role: leave it deleted
    for (const technicalName of grantsOf(role)) {
      // Resources added by a later version reach the seeded roles once, like the first ones did.
      await seedOnce(tx, `grant:${key}:${technicalName}`, async () => {
        await tx
          .insert(t.roleRessourcePermission)
          .values({
            roleId: role.id,
            ressourceId: byTechnicalName.get(technicalName)!,
            permissionSetId: UNRESTRICTED_PERMISSION_SET_ID,
            accessType: 1,
          })
          .onConflictDoNothing();
      });
    }
    for (const grant of role.restricted ?? []) {
      await seedOnce(tx, `grant:${key}:${API[grant.api].technicalName}:${grant.permissionSetId}`, async () => {
        const [set] = await tx
          .select({ id: t.permissionSet.id })
          .from(t.permissionSet)
          .where(eq(t.permissionSet.id, grant.permissionSetId));
        if (!set) return; // an administrator deleted the set: the role gets nothing through it
        await tx
          .insert(t.roleRessourcePermission)
          .values({ roleId: role.id, ressourceId: API[grant.api].id, permissionSetId: set.id, accessType: 1 })
          .onConflictDoNothing();
      });
    }
  }
}

interface DemoRow {
  account: (typeof DEMO_ACCOUNTS)[number];
  passwordHash: string;
}

async function demoAccountRows(db: Db): Promise<DemoRow[]> {
  const existing = new Set((await db.select({ login: t.account.login }).from(t.account)).map((a) => a.login));
  const rows: DemoRow[] = [];
  for (const account of DEMO_ACCOUNTS) {
    if (existing.has(account.login)) continue;
    rows.push({ account, passwordHash: await hashPassword(DEMO_PASSWORD) });
  }
  return rows;
}

async function seedDemoAccounts(tx: Tx, demo: DemoRow[]): Promise<void> {
  for (const { account, passwordHash } of demo) {
    await tx
      .insert(t.account)
      .values({
        id: account.sub,
        login: account.login,
        email: demoEmail(account.login),
        givenName: account.givenName,
        familyName: account.familyName,
        department: account.department,
        locale: account.locale,
        passwordHash,
        totpSecret: account.totpSecret ?? null,
        demo: true,
      })
      .onConflictDoNothing();
    await seedOnce(tx, `demo-user:${account.login}`, async () => {
      const [user] = await tx
        .insert(t.portalUser)
        .values({
          issuer: EMBEDDED_ISSUER_KEY,
          openIdUserId: account.sub,
          email: demoEmail(account.login),
          firstName: account.givenName,
          lastName: account.familyName,
          department: account.department,
          username: account.login,
          org: SEED_ROLES[account.role as SeedRoleKey].roleType === 1 ? 1 : 5,
        })
        .onConflictDoNothing()
        .returning();
      if (user) {
        await tx
          .insert(t.userRole)
          .values({ userId: user.id, roleId: SEED_ROLES[account.role].id })
          .onConflictDoNothing();
      }
    });
  }
}
