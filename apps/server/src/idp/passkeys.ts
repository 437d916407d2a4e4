import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Adapter } from 'oidc-provider';
import { z } from 'zod';
import type { Db, DbOrTx } from '../db/client';
import { passkey } from '../db/schema/idp';
import type { AccountRow } from './accounts';
import { createAdapterClass } from './adapter';

/**
 * Passkeys (WebAuthn, issue 19 §3) of the embedded provider's accounts: registered on the security
 * page, used at sign-in as the second factor or alone (passwordless). The relying party is the
 * configured public origin the person is on: its host is the RP ID, the origin the only one accepted.
 * User verification is required every time, so a passkey proves possession and the person (PIN or
 * biometrics) and counts as a second factor.
 */
export type PasskeyRow = typeof passkey.$inferSelect;

export interface RelyingParty {
  readonly id: string;
  readonly origin: string;
  readonly name: string;
}

/** A challenge lives as long as a browser's WebAuthn prompt may stay open, and is used once. */
const CHALLENGE_TTL_SECONDS = 5 * 60;
const TIMEOUT_MS = CHALLENGE_TTL_SECONDS * 1000;

export function relyingPartyOf(origin: string, name: string): RelyingParty {
  return { id: new URL(origin).hostname, origin, name };
}

/** What a browser sends back, checked at the boundary before the library looks at it. */
const base64url = z
  .string()
  .regex(/^[A-Za-z0-9_-]+$/)
  .max(16_384);
export const authenticationResponseSchema = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
});
export const registrationResponseSchema = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    transports: z.array(z.string().max(32)).max(8).optional(),
    authenticatorData: base64url.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url.optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
});
export const passkeyNameSchema = z.string().trim().min(1).max(80);

/** Challenges waiting for their answer, in the provider's own table (expired ones are purged with it). */
export class PasskeyChallenges {
  private readonly store: Adapter;
  constructor(db: Db) {
    this.store = new (createAdapterClass(db))('PortalPasskeyChallenge');
  }

  async remember(key: string, challenge: string): Promise<void> {
    await this.store.upsert(key, { challenge } as never, CHALLENGE_TTL_SECONDS);
  }

  /** The challenge waiting under `key`, which is forgotten at once: an answer is checked only once. */
  async take(key: string): Promise<string | undefined> {
    const found = (await this.store.find(key)) as { challenge?: string } | undefined;
    if (!found?.challenge) return undefined;
    await this.store.destroy(key);
    return found.challenge;
  }
}

export async function listPasskeys(db: Db, accountId: string): Promise<PasskeyRow[]> {
  return db.select().from(passkey).where(eq(passkey.accountId, accountId)).orderBy(asc(passkey.createdAt));
}

export async function countPasskeys(db: Db, accountId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(passkey)
    .where(eq(passkey.accountId, accountId));
  return row?.n ?? 0;
}

export async function registrationOptions(
  db: Db,
  rp: RelyingParty,
  account: AccountRow,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await listPasskeys(db, account.id);
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: account.login,
    userDisplayName: [account.givenName, account.familyName].filter(Boolean).join(' ') || account.login,
    // The user handle is the account's subject: a passwordless sign-in names its account by it.
    userID: new TextEncoder().encode(account.id),
    timeout: TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports as AuthenticatorTransport[] })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
}

/** Checks a new credential against its challenge and stores it; undefined when it does not verify. */
export async function registerPasskey(
  db: DbOrTx,
  rp: RelyingParty,
  accountId: string,
  o: { response: RegistrationResponseJSON; challenge: string; name: string },
): Promise<PasskeyRow | undefined> {
  const verified = await verifyRegistrationResponse({
    response: o.response,
    expectedChallenge: o.challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => undefined);
  if (!verified?.verified) return undefined;
  const { credential } = verified.registrationInfo;
  const [row] = await db
    .insert(passkey)
    .values({
      id: credential.id,
      accountId,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: credential.transports ?? [],
      name: o.name,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function authenticationOptions(
  rp: RelyingParty,
  allow: readonly PasskeyRow[] | undefined,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({
    rpID: rp.id,
    timeout: TIMEOUT_MS,
    userVerification: 'required',
    // None listed: the authenticator offers the passkeys it holds for this site (passwordless).
    ...(allow
      ? {
          allowCredentials: allow.map((p) => ({
            id: p.id,
            transports: p.transports as AuthenticatorTransport[],
          })),
        }
      : {}),
  });
}

/**
 * The account a passkey answer proves, or undefined: the credential must be known (and the
 * account's own when `accountId` is given), the signature valid for the challenge, origin and RP
 * ID, the person verified, and the signature counter higher than the stored one (a cloned
 * authenticator shows up as a counter that does not rise). The counter is raised in the same
 * statement that checks it, so one answer never passes twice.
 */
export async function verifyPasskey(
  db: Db,
  rp: RelyingParty,
  o: { response: AuthenticationResponseJSON; challenge: string; accountId?: string | undefined },
): Promise<PasskeyRow | undefined> {
  const [stored] = await db.select().from(passkey).where(eq(passkey.id, o.response.id));
  if (!stored || (o.accountId && stored.accountId !== o.accountId)) return undefined;
  const verified = await verifyAuthenticationResponse({
    response: o.response,
    expectedChallenge: o.challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
    credential: {
      id: stored.id,
      publicKey: new Uint8Array(stored.publicKey),
      counter: stored.counter,
      transports: stored.transports as AuthenticatorTransport[],
    },
  }).catch(() => undefined);
  if (!verified?.verified) return undefined;
  const next = verified.authenticationInfo.newCounter;
  const [updated] = await db
    .update(passkey)
    .set({ counter: next, lastUsedAt: new Date() })
    .where(
      and(
        eq(passkey.id, stored.id),
        // Authenticators without a counter send 0 every time; one that counts must count up.
        next === 0 ? eq(passkey.counter, 0) : lt(passkey.counter, next),
      ),
    )
    .returning();
  return updated;
}

export async function renamePasskey(
  db: Db,
  accountId: string,
  id: string,
  name: string,
): Promise<PasskeyRow | undefined> {
  const [row] = await db
    .update(passkey)
    .set({ name })
    .where(and(eq(passkey.id, id), eq(passkey.accountId, accountId)))
    .returning();
  return row;
}

export async function removePasskey(db: Db, accountId: string, id: string): Promise<PasskeyRow | undefined> {
  const [row] = await db
    .delete(passkey)
    .where(and(eq(passkey.id, id), eq(passkey.accountId, accountId)))
    .returning();
  return row;
}
