import crypto from 'node:crypto';
import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import { calculateJwkThumbprint, type JSONWebKeySet, type JWK } from 'jose';
import type { Database, Db } from '../db/client';
import { secret, signingKey } from '../db/schema/idp';

/** ID tokens live this long; access tokens at most as long (PORTAL_ACCESS_TOKEN_TTL ≤ 3600). */
export const ID_TOKEN_TTL_SECONDS = 3600;
/** How often a running server looks for a rotated key. */
export const KEY_RELOAD_SECONDS = 60;
/**
 * A retired key stays published until every token it could have signed has expired: the longest
 * token lifetime, plus the time a running server may still sign with it before it notices the
 * rotation, plus clock tolerance.
 */
export const RETIRED_KEY_RETENTION_SECONDS = ID_TOKEN_TTL_SECONDS + KEY_RELOAD_SECONDS + 60;

const ALG = 'RS256';

export interface SigningKeys {
  /** Private JWKs, current key first; retired ones may only verify (key_ops ['verify']). */
  readonly privateJwks: JWK[];
  readonly currentKid: string;
}

async function newRsaKey(): Promise<{ kid: string; jwk: JWK }> {
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const exported = privateKey.export({ format: 'jwk' }) as JWK;
  const kid = await calculateJwkThumbprint(exported);
  return { kid, jwk: { ...exported, kid, alg: ALG, use: 'sig' } };
}

/** Creates the first signing key when there is none (first start). */
export async function ensureSigningKey(db: Db): Promise<void> {
  const [current] = await db
    .select({ kid: signingKey.kid })
    .from(signingKey)
    .where(isNull(signingKey.retiredAt))
    .limit(1);
  if (current) return;
  const { kid, jwk } = await newRsaKey();
  await db.insert(signingKey).values({ kid, alg: ALG, privateJwk: jwk }).onConflictDoNothing();
}

/** Keys as the provider wants them. Two servers starting at once may both create a key: the newest wins. */
export async function loadSigningKeys(db: Db): Promise<SigningKeys> {
  await deleteExpiredKeys(db);
  const rows = byCurrentFirst(await db.select().from(signingKey));
  const active = rows.filter((r) => r.retiredAt === null);
  const current = active[0];
  if (!current) throw new Error('no current signing key; call ensureSigningKey first');
  const privateJwks = rows.map((r) => {
    const jwk = r.privateJwk as JWK;
    // Only the current key signs; the others are published so tokens they signed still verify.
    return r.kid === current.kid ? jwk : { ...jwk, key_ops: ['verify'] };
  });
  return { privateJwks, currentKid: current.kid };
}

type KeyRow = typeof signingKey.$inferSelect;

/** Current (not retired) keys first, newest first within each group. */
function byCurrentFirst(rows: KeyRow[]): KeyRow[] {
  return [...rows].sort(
    (a, b) =>
      Number(a.retiredAt !== null) - Number(b.retiredAt !== null) ||
      b.createdAt.getTime() - a.createdAt.getTime() ||
      a.kid.localeCompare(b.kid),
  );
}

export function toPublicJwk(jwk: JWK): JWK {
  const { kty, n, e, crv, x, y, kid, alg, use } = jwk;
  return Object.fromEntries(
    Object.entries({ kty, n, e, crv, x, y, kid, alg, use }).filter(([, v]) => v !== undefined),
  ) as JWK;
}

/** Every key a token of ours may carry: the current one and retired ones still within retention. */
export async function publicJwks(db: Db): Promise<JSONWebKeySet> {
  const rows = byCurrentFirst(await db.select().from(signingKey));
  const horizon = Date.now() - RETIRED_KEY_RETENTION_SECONDS * 1000;
  return {
    keys: rows
      .filter((r) => !r.retiredAt || r.retiredAt.getTime() > horizon)
      .map((r) => toPublicJwk(r.privateJwk as JWK)),
  };
}

async function deleteExpiredKeys(db: Db): Promise<void> {
  const horizon = new Date(Date.now() - RETIRED_KEY_RETENTION_SECONDS * 1000);
  await db.delete(signingKey).where(and(isNotNull(signingKey.retiredAt), lt(signingKey.retiredAt, horizon)));
}

/**
 * Key rotation (the `keys:rotate` command): a new key becomes current, the previous ones are
 * retired and stay published for RETIRED_KEY_RETENTION_SECONDS, then are deleted. Running
 * servers switch to the new key within KEY_RELOAD_SECONDS, at the latest on restart.
 */
export async function rotateSigningKeys(database: Database): Promise<{ kid: string; retired: string[] }> {
  const { kid, jwk } = await newRsaKey();
  const retired = await database.db.transaction(async (tx) => {
    const old = await tx
      .update(signingKey)
      .set({ retiredAt: new Date() })
      .where(isNull(signingKey.retiredAt))
      .returning({ kid: signingKey.kid });
    await tx.insert(signingKey).values({ kid, alg: ALG, privateJwk: jwk });
    return old.map((o) => o.kid);
  });
  await deleteExpiredKeys(database.db);
  return { kid, retired };
}

/** Cookie signing keys, shared by every provider and kept across restarts so sessions stay valid. */
export async function cookieKeys(db: Db): Promise<string[]> {
  const name = 'cookie_keys';
  await db
    .insert(secret)
    .values({ name, value: JSON.stringify([crypto.randomBytes(32).toString('base64url')]) })
    .onConflictDoNothing();
  const [row] = await db.select().from(secret).where(eq(secret.name, name));
  return JSON.parse(row!.value) as string[];
}
