import { sql } from 'drizzle-orm';
import { check, integer, jsonb, numeric, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { portal, portalUser } from './portal';

/**
 * A configuration of the product configurator a user saved under a name (docs/configurator.md,
 * migration 0014): every value in force when it was saved, its variant key and its price then.
 * Owned by one PortalUser, who alone sees and changes it.
 */
export const savedConfiguration = portal.table(
  'saved_configuration',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => portalUser.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The customer whose prices applied, or null for the list price. */
    kundenNummer: text('kunden_nummer'),
    /** The KMAT. */
    bauform: text('bauform').notNull(),
    /** `[{ characteristicKey, valueKey }]`: every value in force, in characteristic order. */
    sapCharacteristics: jsonb('sap_characteristics')
      .notNull()
      .$type<Array<{ characteristicKey: string; valueKey: string }>>(),
    materialVariante: text('material_variante').notNull(),
    /** The price when saved; opening prices it again with today's prices and compares. */
    priceBrutto: numeric('price_brutto', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    priceNetto: numeric('price_netto', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** Optimistic concurrency: the ETag of a read, named by If-Match on a rename (R3). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_configuration_owner_name').on(t.ownerId, t.name),
    check('saved_configuration_name_length', sql`char_length(${t.name}) between 1 and 100`),
    check('saved_configuration_values_array', sql`jsonb_typeof(${t.sapCharacteristics}) = 'array'`),
  ],
);
