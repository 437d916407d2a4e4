import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/app';
import { demoUserId } from '../../testing/users';
import * as store from './saved-store';

/** The store names the owner in every statement, so another user's row is never read or changed (T20). */
describe('saved configurations: the store', () => {
  let app: TestApp;
  let sales: string;
  let partner: string;

  beforeAll(async () => {
    app = await startTestApp();
    [sales, partner] = await Promise.all([demoUserId(app, 'sales'), demoUserId(app, 'partner')]);
  });
  afterAll(() => app.close());

  const keep = (ownerId: string, name: string) =>
    app.database.db.transaction((tx) =>
      store.insertSaved(tx, {
        ownerId,
        name,
        kundenNummer: null,
        bauform: 'KMAT-KV',
        sapCharacteristics: [{ characteristicKey: 'TYPE', valueKey: '22' }],
        materialVariante: 'KMAT-KV-22',
        priceBrutto: 123.45,
        priceNetto: 100.1,
        currency: 'EUR',
      }),
    );

  it('keeps the values, variant and price to the cent, at version 1', async () => {
    const row = await keep(sales, 'Küche');
    expect(row).toMatchObject({
      name: 'Küche',
      sapCharacteristics: [{ characteristicKey: 'TYPE', valueKey: '22' }],
      priceBrutto: 123.45,
      priceNetto: 100.1,
      version: 1,
    });
    expect(await store.findSaved(app.database.db, sales, row.id)).toEqual(row);
  });

  it('reads, renames and deletes only the owner’s row', async () => {
    const row = await keep(sales, 'Flur');
    expect(await store.findSaved(app.database.db, partner, row.id)).toBeUndefined();
    await app.database.db.transaction(async (tx) => {
      expect(await store.lockSaved(tx, partner, row.id)).toBeUndefined();
      await store.renameSaved(tx, partner, row.id, 'Gekapert');
      await store.deleteSaved(tx, partner, row.id);
    });
    expect(await store.findSaved(app.database.db, sales, row.id)).toMatchObject({ name: 'Flur', version: 1 });
    await app.database.db.transaction((tx) => store.renameSaved(tx, sales, row.id, 'Diele'));
    expect(await store.findSaved(app.database.db, sales, row.id)).toMatchObject({ name: 'Diele', version: 2 });
    expect((await store.listSaved(app.database.db, partner)).some((r) => r.id === row.id)).toBe(false);
  });

  it('refuses a second row of the same name for one owner at the database too', async () => {
    await keep(sales, 'Bad');
    await expect(keep(sales, 'Bad')).rejects.toThrow();
    await expect(keep(partner, 'Bad')).resolves.toMatchObject({ name: 'Bad' });
  });
});
