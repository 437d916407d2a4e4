import { boolean, index, integer, jsonb, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { portal, portalUser, role } from './portal';

/**
 * SCIM 2.0 provisioning (modules/scim): a directory of the group (Entra ID, Okta, Keycloak) with its
 * bearer token (only its SHA-256 is kept), the users and groups it provisions. A provisioned user is
 * a portal user of the directory's issuer; a group maps to a portal role.
 */
export const scimDirectory = portal.table('scim_directory', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  /** The issuer key the directory's users sign in with (portal_user.issuer). */
  issuer: text('issuer').notNull(),
  /** Group display name → portal role name; a group not named here maps to the role of its own name. */
  roleMapping: jsonb('role_mapping').$type<Record<string, string>>().notNull().default({}),
  /** Hex SHA-256 of the bearer token; null once revoked. */
  tokenHash: text('token_hash').unique(),
  tokenIssuedAt: timestamp('token_issued_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

export const scimUser = portal.table('scim_user', {
  id: uuid('id').primaryKey().defaultRandom(),
  directoryId: uuid('directory_id')
    .notNull()
    .references(() => scimDirectory.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => portalUser.id, { onDelete: 'cascade' }),
  userName: text('user_name').notNull(),
  externalId: text('external_id'),
  active: boolean('active').notNull().default(true),
  /** The SCIM attributes as the directory last wrote them (name, emails, title, …). */
  resource: jsonb('resource').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

export const scimGroup = portal.table('scim_group', {
  id: uuid('id').primaryKey().defaultRandom(),
  directoryId: uuid('directory_id')
    .notNull()
    .references(() => scimDirectory.id, { onDelete: 'cascade' }),
  displayName: text('display_name').notNull(),
  externalId: text('external_id'),
  /** The portal role the group's members hold; null when the group maps to none. */
  roleId: uuid('role_id').references(() => role.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

export const scimGroupMember = portal.table(
  'scim_group_member',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => scimGroup.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => scimUser.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.memberId] }), index('scim_group_member_member').on(t.memberId)],
);
