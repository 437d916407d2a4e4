import crypto from 'node:crypto';
import { RESSOURCE_GROUPS } from '@portal/contracts';
import { count } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import * as t from '../../db/schema/index';
import { EMBEDDED_ISSUER_KEY } from '../../db/seed-data';
import type { TestApp } from '../../testing/app';

/** Fresh administration objects for one test, written straight to the database. */
export interface Fixture {
  /** A permission with a condition in `permissionSet`. */
  permission: string;
  permissionName: string;
  permissionSet: string;
  /** A resource `role` holds through `permissionSet`. */
  ressource: string;
  /** A resource nobody holds yet. */
  spareRessource: string;
  group: string;
  /** A role held by `user`. */
  role: string;
  /** A role `user` does not hold. */
  spareRole: string;
  /** Holds `role` and the attribute plant = P1 (no condition of the fixture reads it). */
  user: string;
  org: number;
}

const unique = (prefix: string) => `${prefix}_${crypto.randomBytes(5).toString('hex')}`;

export async function createFixture(app: TestApp): Promise<Fixture> {
  const db = app.database.db;
  const [org] = await db
    .insert(t.org)
    .values({ name: unique('Org') })
    .returning();
  const [permission] = await db
    .insert(t.permission)
    .values({ name: 'Attribut', technicalName: unique('attr'), variableLookup: 'attribute:region' })
    .returning();
  const [permissionSet] = await db
    .insert(t.permissionSet)
    .values({ name: unique('Set') })
    .returning();
  await db
    .insert(t.permissionSetDetail)
    .values({ permissionSetId: permissionSet!.id, permissionId: permission!.id, type: 1, operator: '=', value: 'x' });
  const group = RESSOURCE_GROUPS.portal.id;
  const [ressource, spareRessource] = await db
    .insert(t.ressource)
    .values([
      { name: 'Test', technicalName: unique('ui.test'), type: 1, ressourceGroupId: group },
      { name: 'Spare', technicalName: unique('ui.spare'), type: 1, ressourceGroupId: group },
    ])
    .returning();
  const [role, spareRole] = await db
    .insert(t.role)
    .values([{ name: unique('Rolle'), org: org!.id }, { name: unique('Rolle') }])
    .returning();
  await db
    .insert(t.roleRessourcePermission)
    .values({ roleId: role!.id, ressourceId: ressource!.id, permissionSetId: permissionSet!.id, accessType: 1 });
  // The user signs in through the embedded provider and was invited (no password yet).
  const login = `${unique('invited')}@example.com`.toLowerCase();
  const [account] = await db.insert(t.account).values({ login, email: login, passwordHash: null }).returning();
  const [user] = await db
    .insert(t.portalUser)
    .values({
      issuer: EMBEDDED_ISSUER_KEY,
      openIdUserId: account!.id,
      firstName: 'Test',
      lastName: unique('User'),
      username: unique('user'),
      org: org!.id,
    })
    .returning();
  await db.insert(t.userRole).values({ userId: user!.id, roleId: role!.id });
  await db.insert(t.userAttribute).values({ userId: user!.id, key: 'plant', value: 'P1' });
  return {
    permission: permission!.id,
    permissionName: permission!.technicalName,
    permissionSet: permissionSet!.id,
    ressource: ressource!.id,
    spareRessource: spareRessource!.id,
    group,
    role: role!.id,
    spareRole: spareRole!.id,
    user: user!.id,
    org: org!.id,
  };
}

export async function auditCount(app: TestApp): Promise<number> {
  const [row] = await app.database.db.select({ n: count() }).from(t.auditEntry);
  return Number(row!.n);
}

export { unique };

/**
 * app.inject, repeated while the server sheds load (503 from the event-loop guard): tests run on
 * a shared machine, and an overload answer says nothing about the behaviour under test.
 */
export async function call(app: TestApp, options: InjectOptions) {
  for (let attempt = 0; ; attempt++) {
    const response = await app.app.inject(options);
    if (response.statusCode !== 503 || attempt >= 10) return response;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Retries a set-up step that calls the server, for the same reason. */
export async function retrying<T>(step: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      if (attempt >= 10 || !String(error).includes('503')) throw error;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}
