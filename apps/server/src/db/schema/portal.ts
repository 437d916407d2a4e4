import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** The portal's own data (spec §3): users, orgs, roles, resources, permissions, favourites, parameters. */
export const portal = pgSchema('portal');

const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updated = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Optimistic concurrency: answered as the ETag of a read, named by If-Match on a write (R3). */
const version = () => integer('version').notNull().default(1);

export const org = portal.table('org', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** Public orgs (partners, dealers) are listed at /api/Org/public; the rest are the group's own. */
  isPublic: boolean('is_public').notNull().default(false),
});

export const portalUser = portal.table(
  'portal_user',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A user is the pair (issuer, subject), never an e-mail address (T3). */
    issuer: text('issuer').notNull(),
    openIdUserId: text('open_id_user_id').notNull(),
    authHash: text('auth_hash'),
    email: text('email').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    department: text('department').notNull().default(''),
    username: text('username').notNull().default(''),
    authType: integer('auth_type').notNull().default(1),
    /** Legacy column of the spec's entity; passwords live only in the identity provider. Always null. */
    password: text('password'),
    org: integer('org').references(() => org.id, { onDelete: 'set null' }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Set when the person was deactivated (SCIM active=false): their tokens are refused, they cannot sign in. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: created(),
    updatedAt: updated(),
    version: version(),
  },
  (t) => [
    uniqueIndex('portal_user_issuer_sub').on(t.issuer, t.openIdUserId),
    index('portal_user_username').on(t.username),
  ],
);

export const role = portal.table('role', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  org: integer('org').references(() => org.id, { onDelete: 'restrict' }),
  roleType: integer('role_type').notNull().default(1),
  /** Technical key of a seeded role, so the seed finds its own rows again. */
  seedKey: text('seed_key').unique(),
  createdAt: created(),
  updatedAt: updated(),
  version: version(),
});

export const userRole = portal.table(
  'user_role',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => portalUser.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => role.id, { onDelete: 'restrict' }),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_role_role').on(t.roleId)],
);

export const ressourceGroup = portal.table('ressource_group', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
});

export const ressource = portal.table('ressource', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  technicalName: text('technical_name').notNull().unique(),
  type: integer('type').notNull(),
  ressourceGroupId: uuid('ressource_group_id')
    .notNull()
    .references(() => ressourceGroup.id, { onDelete: 'restrict' }),
  /** The authentication level an API call needs (urn:portal:mfa), null for any. */
  requiredAcr: text('required_acr'),
  version: version(),
});

export const permission = portal.table('permission', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  technicalName: text('technical_name').notNull().unique(),
  variableLookup: text('variable_lookup').notNull().default(''),
  description: text('description').notNull().default(''),
  type: integer('type').notNull().default(1),
  version: version(),
});

export const permissionSet = portal.table('permission_set', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  createdAt: created(),
  updatedAt: updated(),
  version: version(),
});

export const permissionSetDetail = portal.table(
  'permission_set_detail',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    permissionSetId: uuid('permission_set_id')
      .notNull()
      .references(() => permissionSet.id, { onDelete: 'cascade' }),
    permissionId: uuid('permission_id')
      .notNull()
      .references(() => permission.id, { onDelete: 'restrict' }),
    type: integer('type').notNull().default(1),
    operator: text('operator').notNull(),
    value: text('value').notNull(),
  },
  (t) => [index('permission_set_detail_set').on(t.permissionSetId)],
);

export const roleRessourcePermission = portal.table(
  'role_ressource_permission',
  {
    roleId: uuid('role_id')
      .notNull()
      .references(() => role.id, { onDelete: 'cascade' }),
    ressourceId: uuid('ressource_id')
      .notNull()
      .references(() => ressource.id, { onDelete: 'cascade' }),
    permissionSetId: uuid('permission_set_id')
      .notNull()
      .references(() => permissionSet.id, { onDelete: 'restrict' }),
    accessType: integer('access_type').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.roleId, t.ressourceId, t.permissionSetId] }),
    index('role_ressource_permission_ressource').on(t.ressourceId),
    check('role_ressource_permission_access_type', sql`${t.accessType} in (0, 1)`),
  ],
);

export const favorite = portal.table(
  'favorite',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => portalUser.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    path: text('path').notNull(),
    query: text('query').notNull().default(''),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index('favorite_user').on(t.userId, t.createdAt)],
);

export const userParameter = portal.table(
  'user_parameter',
  {
    userParametersId: uuid('user_parameters_id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => portalUser.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').notNull().default('string'),
    value: text('value').notNull(),
    updatedAt: updated(),
  },
  (t) => [uniqueIndex('user_parameter_user_name').on(t.userId, t.name)],
);

/**
 * Attributes an administrator assigns to a user (country, company code, plant, …): the only user
 * values permission-set conditions read (`attribute:<key>`). Users cannot write them; user
 * parameters above are what users set about themselves and decide nothing (docs/permissions.md).
 */
export const userAttribute = portal.table(
  'user_attribute',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => portalUser.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value').notNull(),
    /** The administrator who set it; null for the seed and for rows moved from user parameters. */
    setBy: uuid('set_by').references(() => portalUser.id, { onDelete: 'set null' }),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    check('user_attribute_key', sql`${t.key} ~ '^[A-Za-z0-9_.:-]{1,100}$'`),
    check('user_attribute_value', sql`char_length(${t.value}) between 1 and 200`),
  ],
);

/** Default grants and rows the seed applied once; an administrator's later removal sticks. */
export const seedApplied = portal.table('seed_applied', {
  key: text('key').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The portal's queued mails (the CRM's registration mails, the canteen's cancellations), written
 * in the same transaction as the change they tell of, and handed to the mail transport afterwards
 * (sent_at set once it took them), retried with backoff (mail/outbox.ts). Migration 0045 moved it
 * here from schema crm.
 */
export const mailOutbox = portal.table(
  'mail_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    template: text('template').notNull(),
    recipient: text('recipient').notNull(),
    locale: text('locale').notNull(),
    brand: text('brand').notNull(),
    country: text('country'),
    values: jsonb('values').$type<Record<string, string | number>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Tries so far (mail/outbox.ts): after the last allowed one the mail is given up. */
    attempts: integer('attempts').notNull().default(0),
    /** Due from then: queued mails at once, a claimed one after its lease, a refused one after the backoff. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due').on(t.nextAttemptAt).where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    check('mail_outbox_attempts', sql`${t.attempts} >= 0`),
  ],
);
