import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { portalUser } from './portal';

/** The CRM stand-in (READING.md): the dealer finder's products and dealers. */
export const crmSchema = pgSchema('crm');

/** A product line a dealer carries (spec DealerSearchProduct), in one division. */
export const crmProduct = crmSchema.table(
  'product',
  {
    productKey: text('product_key').primaryKey(),
    productName: text('product_name').notNull(),
    /** The branch sub-code the finder filters products by (`branchSubCodeKey`). */
    branchSubCode: text('branch_sub_code'),
    /** 'heating' or 'sanitary': the group's two business units. */
    division: text('division').notNull(),
  },
  (t) => [check('product_division_known', sql`${t.division} in ('heating', 'sanitary')`)],
);

/**
 * A product line's name in another language than German (the product's own name); a language
 * without a row shows the German name.
 */
export const crmProductName = crmSchema.table(
  'product_name',
  {
    productKey: text('product_key')
      .notNull()
      .references(() => crmProduct.productKey, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    primaryKey({ name: 'product_name_pk', columns: [t.productKey, t.language] }),
    check('product_name_language_known', sql`${t.language} in ('en', 'cs', 'fr', 'it')`),
  ],
);

/** A dealer or installer shown by the dealer finder (spec DealerEntry). */
export const crmDealer = crmSchema.table(
  'dealer',
  {
    id: uuid('id').primaryKey(),
    accountName: text('account_name').notNull(),
    street: text('street').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull(),
    telephoneAccount: text('telephone_account'),
    fax: text('fax'),
    emailAccount: text('email_account'),
    websiteUrl: text('website_url'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** The kinds of project the dealer takes on (Localization/projects values). */
    projects: text('projects').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    index('dealer_country').on(t.country),
    check('dealer_position_on_earth', sql`${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`),
    check('dealer_country_iso', sql`${t.country} ~ '^[A-Z]{2}$'`),
  ],
);

export const crmDealerProduct = crmSchema.table(
  'dealer_product',
  {
    dealerId: uuid('dealer_id')
      .notNull()
      .references(() => crmDealer.id, { onDelete: 'cascade' }),
    productKey: text('product_key')
      .notNull()
      .references(() => crmProduct.productKey, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'dealer_product_pk', columns: [t.dealerId, t.productKey] }),
    index('dealer_product_by_product').on(t.productKey),
  ],
);

/**
 * A CRM contact made by a portal registration (spec UserData). One per portal user (T3: a user is
 * the pair issuer and subject, so the contact hangs on the portal user, not on an e-mail address).
 */
export const crmContact = crmSchema.table(
  'contact',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => portalUser.id, { onDelete: 'cascade' }),
    openIdUserId: text('open_id_user_id').notNull(),
    login: text('login').notNull(),
    email: text('email').notNull(),
    /** The site (host) the registration came from. */
    domain: text('domain').notNull(),
    accountId: uuid('account_id'),
    serial: integer('serial').generatedAlwaysAsIdentity().notNull(),
    /** 'endCustomer', 'specialist' or 'simple'. */
    registrationType: text('registration_type').notNull(),
    /** CRM_USER_STATUS 1–5; 6 and 7 describe a user without a contact. */
    userStatus: smallint('user_status').notNull().default(1),
    salutation: text('salutation'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    telephone: text('telephone'),
    street: text('street'),
    postalCode: text('postal_code'),
    city: text('city'),
    language: text('language').notNull(),
    country: text('country').notNull(),
    appearsInResourceSearchHeating: boolean('appears_in_resource_search_heating').notNull().default(false),
    appearsInResourceSearchSanitary: boolean('appears_in_resource_search_sanitary').notNull().default(false),
    targetGroup: text('target_group'),
    websiteUrl: text('website_url'),
    telephoneAccount: text('telephone_account'),
    accountName: text('account_name'),
    accountInfo: text('account_info'),
    newsletter: boolean('newsletter').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Counts changes, for If-Match on the clerk's decisions (migration 0030). */
    version: integer('version').notNull().default(1),
    /** Null until the person followed the confirmation link: until then the registration does not count. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The consent as shown, word for word, in the language shown, and when it was given. */
    consentText: text('consent_text'),
    consentLanguage: text('consent_language'),
    consentAt: timestamp('consent_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => portalUser.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('contact_review').on(t.userStatus, t.createdAt).where(sql`${t.confirmedAt} is not null`),
    uniqueIndex('contact_email').using('btree', sql`lower(${t.email})`),
    check('contact_registration_type_known', sql`${t.registrationType} in ('endCustomer', 'specialist', 'simple')`),
    check('contact_user_status_known', sql`${t.userStatus} between 1 and 5`),
  ],
);

/** Registration attempts per e-mail address (a hash of it), counted for the per-address limit (T33). */
export const crmRegistrationAttempt = crmSchema.table(
  'registration_attempt',
  {
    emailKey: text('email_key').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('registration_attempt_by_email').on(t.emailKey, t.attemptedAt)],
);

/** One-time confirmation links of the double opt-in: only a hash of the token is kept. */
export const crmRegistrationConfirmation = crmSchema.table('registration_confirmation', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => crmContact.userId, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
