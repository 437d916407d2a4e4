import type { Customer, Material } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { startTestApp, type TestApp } from '../../testing/app';
import { bearer } from '../../testing/users';

const API = '/portal/api';
/** More rows than a search ever scored before the trigram index, numbered before the ones sought. */
const FILLER = 20_000;

describe('the fuzzy search finds the best matches among all rows (docs/sales.md)', () => {
  let app: TestApp;
  let admin: Record<string, string>;

  beforeAll(async () => {
    app = await startTestApp();
    admin = await bearer(app, 'admin');
    const db = app.database.db;
    await db.execute(sql`
      insert into erp.customer (number, name, city, country, account_group, company_code, type)
      select (200000 + i)::text, 'Kunde ' || i || ' Heizungsbau', 'Stadt ' || (i % 500), 'DE', 'Z001',
             (select min(code) from erp.company_code), 'K'
      from generate_series(1, ${FILLER}) as i`);
    await db.execute(sql`
      insert into erp.customer (number, name, city, country, account_group, company_code, type)
      values ('299999', 'Zwetschgenbauer Haustechnik GmbH', 'Ravensburg', 'DE', 'Z001',
              (select min(code) from erp.company_code), 'K')`);
    await db.execute(sql`
      insert into erp.material (number, type, company_code)
      select (7000000 + i)::text, 'FERT', (select min(code) from erp.company_code)
      from generate_series(1, ${FILLER + 1}) as i`);
    await db.execute(sql`
      insert into erp.material_text (material_number, language, name)
      select (7000000 + i)::text, 'de', 'Ersatzteil ' || i || ' Dichtung'
      from generate_series(1, ${FILLER}) as i`);
    await db.execute(sql`
      insert into erp.material_text (material_number, language, name)
      values (${String(7000000 + FILLER + 1)}, 'de', 'Zwetschgenholz-Designheizkörper 1800 mm')`);
  }, 120_000);
  afterAll(() => app.close());

  const search = async <T>(url: string): Promise<T[]> => {
    const response = await app.app.inject({ url: `${API}${url}`, headers: admin });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T[];
  };

  it('finds a customer by its exact name, and by a misspelt one, behind 20,000 others', async () => {
    const exact = await search<Customer>(
      `/Customer?Name=${encodeURIComponent('Zwetschgenbauer Haustechnik GmbH')}&Fuzzy=true`,
    );
    expect(exact[0]).toMatchObject({ number: '299999', score: 100 });
    const misspelt = await search<Customer>('/Customer?Name=Zwetschenbauer&Fuzzy=true&Top=5');
    expect(misspelt[0]?.number).toBe('299999');
    expect(misspelt[0]!.score).toBeLessThan(100);
  });

  it('scores a customer on every text given, and keeps the other filters', async () => {
    const both = await search<Customer>('/Customer?Name=Zwetschenbauer&City=Ravensburg&Fuzzy=true&Top=3');
    expect(both[0]?.number).toBe('299999');
    // No name holds a word like "Oberschwaben": the whole name's word similarity still finds it.
    const extraWord = await search<Customer>(
      `/Customer?Name=${encodeURIComponent('Zwetschgenbauer Haustechnik Oberschwaben')}&Fuzzy=true&Top=3`,
    );
    expect(extraWord[0]?.number).toBe('299999');
    const elsewhere = await search<Customer>('/Customer?Name=Zwetschgenbauer&Number=1&Fuzzy=true');
    expect(elsewhere.find((c) => c.number === '299999')).toBeUndefined();
  });

  it('finds a customer among more neighbours in its city than a search takes, and after a rename', async () => {
    const db = app.database.db;
    await db.execute(sql`
      insert into erp.customer (number, name, city, country, account_group, company_code, type)
      select (230000 + i)::text, 'Sanitär ' || i || ' Allgäu', 'Kempten (Allgäu)', 'DE', 'Z001',
             (select min(code) from erp.company_code), 'K'
      from generate_series(1, 400) as i`);
    await db.execute(sql`
      insert into erp.customer (number, name, city, country, account_group, company_code, type)
      values ('239999', 'Wärmetechnik Hubertus Großkopf KG', 'Kempten (Allgäu)', 'DE', 'Z001',
              (select min(code) from erp.company_code), 'K')`);
    const found = await search<Customer>(
      `/Customer?Name=${encodeURIComponent('Waermetechnik Hubertus Grosskopf')}&City=Kempten&Fuzzy=true&Top=5`,
    );
    expect(found[0]).toMatchObject({ number: '239999', city: 'Kempten (Allgäu)' });
    // Every hit of the city is as near to it as the others; each is scored on the name as well.
    expect(found.slice(1).every((c) => c.city === 'Kempten (Allgäu)' && c.score < found[0]!.score)).toBe(true);

    await db.execute(sql`update erp.customer set name = 'Kältetechnik Oberstdorf KG' where number = '239999'`);
    // The search looks the words of its term up in the customers' word list (migration 0050): a
    // rename brings its new words along.
    const listed = await rows<{ word: string }>(
      db,
      sql`select word from erp.customer_word where word in ('kaeltetechnik', 'oberstdorf') order by word`,
    );
    expect(listed.map((r) => r.word)).toEqual(['kaeltetechnik', 'oberstdorf']);
    const renamed = await search<Customer>('/Customer?Name=Kaeltetechnik%20Oberstdorf&Fuzzy=true&Top=3');
    expect(renamed[0]).toMatchObject({ number: '239999', name: 'Kältetechnik Oberstdorf KG' });
    const before = await search<Customer>('/Customer?Name=Hubertus%20Grosskopf&Fuzzy=true&Top=3');
    expect(before.find((c) => c.number === '239999')).toBeUndefined();
  });

  it('finds a material by a misspelt name behind 20,000 others', async () => {
    const found = await search<Material>('/Material?Name=Zwetschenholz&Fuzzy=true&Top=5');
    expect(found[0]?.number).toBe(String(7000000 + FILLER + 1));
  });
});
