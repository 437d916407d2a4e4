import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** The embedded identity provider's own state: accounts, protocol artefacts, keys. */
export const idp = pgSchema('idp');

export const account = idp.table('account', {
  /** The subject (`sub`) of every token issued for this account. */
  id: uuid('id').primaryKey().defaultRandom(),
  login: text('login').notNull().unique(),
  email: text('email').notNull(),
  givenName: text('given_name').notNull().default(''),
  familyName: text('family_name').notNull().default(''),
  department: text('department').notNull().default(''),
  locale: text('locale').notNull().default('de'),
  /** scrypt$N$r$p$salt$hash; null for an invited person who has not set one yet (idp/invitations.ts). */
  passwordHash: text('password_hash'),
  totpSecret: text('totp_secret'),
  /** The last TOTP time step accepted, so a code is never accepted twice. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  demo: boolean('demo').notNull().default(false),
  disabled: boolean('disabled').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Sign-in attempts counted per login name and source, and per login name (idp/throttle.ts, T16).
 * The bucket is a hash of the name (and the source), the same for known and unknown names.
 */
export const signInThrottle = idp.table(
  'sign_in_throttle',
  {
    bucket: text('bucket').primaryKey(),
    attempts: integer('attempts').notNull(),
    /** No attempt is checked before this time. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Whether the last attempt was let through to be checked. */
    admitted: boolean('admitted').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_throttle_updated').on(t.updatedAt)],
);

/** oidc-provider's adapter storage: sessions, grants, codes, refresh tokens, interactions. */
export const oidcPayload = idp.table(
  'oidc_payload',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_payload_grant').on(t.grantId),
    index('oidc_payload_uid').on(t.uid),
    index('oidc_payload_expires').on(t.expiresAt),
  ],
);

export const signingKey = idp.table('signing_key', {
  kid: text('kid').primaryKey(),
  alg: text('alg').notNull(),
  /** `{ public, sealed }`: the public JWK in clear, the private one sealed (idp/keys.ts); plaintext JWKs of older releases are sealed at start. */
  privateJwk: jsonb('private_jwk').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Retired keys still verify tokens they signed until those expire, then are removed. */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

/** Cookie keys (sealed): the newest current one signs, retired ones verify until their sessions ended. */
export const cookieKey = idp.table('cookie_key', {
  id: text('id').primaryKey(),
  sealedKey: jsonb('sealed_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

export const secret = idp.table('secret', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Grants revoked by the provider; their access tokens (claim gid) are refused until `expiresAt`. */
export const revokedGrant = idp.table(
  'revoked_grant',
  {
    grantId: text('grant_id').primaryKey(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_grant_expires').on(t.expiresAt)],
);

/**
 * One-time links of onboarding (issue 19 §2): an invitation, a password reset, a new second
 * factor. Only the SHA-256 of the link's token is kept; a link expires and works once.
 */
export const accountToken = idp.table(
  'account_token',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'invitation' | 'password-reset' | 'factor-reset'>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    locale: text('locale').notNull().default('de'),
    brand: text('brand').notNull().default('group'),
    /** The TOTP secret offered on the enrolment step, until the person confirms it with a code. */
    pendingTotpSecret: text('pending_totp_secret'),
    /** The password chosen on an invitation link: set on the account together with the second factor. */
    pendingPasswordHash: text('pending_password_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_token_account').on(t.accountId, t.purpose), index('account_token_created').on(t.createdAt)],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** Passkeys (WebAuthn credentials) of an account: a second factor and a passwordless sign-in (idp/passkeys.ts). */
export const passkey = idp.table(
  'passkey',
  {
    /** The credential id, base64url, as the authenticator names it. */
    id: text('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    /** The COSE public key. */
    publicKey: bytea('public_key').notNull(),
    /** The authenticator's signature counter; a sign-in must raise it (or both stay 0). */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default([]),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkey_account').on(t.accountId)],
);
