import { API, UI } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { migrate } from '../../db/migrate';
import { seed } from '../../db/seed';
import { SEED_PERMISSIONS } from '../../db/seed-data';
import { startTestApp, type TestApp } from '../../testing/app';
import { bearer } from '../../testing/users';
import { call } from './test-fixtures';

const P = '/portal/api';
const DEPARTMENT = SEED_PERMISSIONS[3].id;
const MIGRATION = '0015_german_seed_descriptions.sql';

let app: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  app = await startTestApp();
  admin = await bearer(app, 'admin', { mfa: true });
});
afterAll(() => app.close());

async function described(url: string, id: string): Promise<string> {
  const response = await call(app, { method: 'GET', url: `${P}${url}`, headers: admin });
  expect(response.statusCode).toBe(200);
  return (response.json() as Array<{ id: string; description: string }>).find((r) => r.id === id)!.description;
}

describe('descriptions of the seeded administration rows', () => {
  it('are German, the default language, like their names', async () => {
    expect(await described('/Permissions', DEPARTMENT)).toBe('Abteilung aus der Anmeldung');
    expect(await described('/Resources', UI.createAndManage.id)).toBe(
      'Benutzer, Rollen, Ressourcen und Berechtigungssets anlegen und ändern',
    );
    expect(await described('/Resources', API.users.id)).toBe('API-Controller User');
  });

  it('reach an existing database at its next start; what an administrator wrote stays', async () => {
    const db = app.database.db;
    // The database as an earlier version left it: English seed texts, one of them edited since.
    await db.execute(
      sql`update portal.permission set description = 'Department claim of the sign-in' where id = ${DEPARTMENT}`,
    );
    await db.execute(
      sql`update portal.ressource set description = 'Create and change users, roles, resources and permission sets' where id = ${UI.createAndManage.id}`,
    );
    await db.execute(sql`update portal.ressource set description = 'Nur für die IT' where id = ${API.users.id}`);
    await db.execute(sql`delete from portal_migrations.applied where name = ${MIGRATION}`);

    // The next start: migrations, then the seed (twice, as every later start runs it again).
    expect(await migrate(app.database)).toEqual([MIGRATION]);
    await seed(db, { demoAccounts: true });
    await seed(db, { demoAccounts: true });

    const stored = async (table: 'permission' | 'ressource', id: string) =>
      (
        await rows<{ description: string }>(
          db,
          sql`select description from ${sql.raw(`portal.${table}`)} where id = ${id}`,
        )
      )[0]?.description;
    expect(await stored('permission', DEPARTMENT)).toBe('Abteilung aus der Anmeldung');
    expect(await stored('ressource', UI.createAndManage.id)).toBe(
      'Benutzer, Rollen, Ressourcen und Berechtigungssets anlegen und ändern',
    );
    expect(await stored('ressource', API.users.id)).toBe('Nur für die IT');
  });
});
