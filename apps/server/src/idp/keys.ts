import crypto from 'node:crypto';
import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import { calculateJwkThumbprint, type JSONWebKeySet, type JWK } from 'jose';
import type { Database, Db, DbOrTx } from '../db/client';
import { cookieKey, secret, signingKey } from '../db/schema/idp';
import { isSealed, type MasterKeys, needsSealing, open, type Sealed, seal } from './envelope';

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
/** T13: sessions (and the refresh tokens behind them) end 14 days after sign-in. */
export const SESSION_LIFETIME_SECONDS = 14 * 24 * 60 * 60;
/** A retired cookie key still verifies the cookies of every session it signed, until the session ended. */
export const RETIRED_COOKIE_KEY_RETENTION_SECONDS = SESSION_LIFETIME_SECONDS + KEY_RELOAD_SECONDS + 60;

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

/**
 * A signing key as stored: the public JWK in clear (published, no secret), the private one sealed
 * under the master key. Rows of older releases hold the private JWK itself; `sealStoredKeys`
 * seals them at start, and reading still accepts them meanwhile (a rolling upgrade).
 */
interface StoredSigningKey {
  readonly public: JWK;
  readonly sealed: Sealed;
}

const signingKeyContext = (kid: string) => `idp.signing_key:${kid}`;
const cookieKeyContext = (id: string) => `idp.cookie_key:${id}`;

function isStoredSigningKey(value: unknown): value is StoredSigningKey {
  return typeof value === 'object' && value !== null && isSealed((value as { sealed?: unknown }).sealed);
}

async function sealSigningKey(master: MasterKeys, jwk: JWK): Promise<StoredSigningKey> {
  return { public: toPublicJwk(jwk), sealed: await seal(master, JSON.stringify(jwk), signingKeyContext(jwk.kid!)) };
}

async function openSigningKey(master: MasterKeys, row: { kid: string; privateJwk: unknown }): Promise<JWK> {
  const stored = row.privateJwk;
  if (isStoredSigningKey(stored))
    return JSON.parse(await open(master, stored.sealed, signingKeyContext(row.kid))) as JWK;
  return stored as JWK;
}

function publicPart(stored: unknown): JWK {
  return isStoredSigningKey(stored) ? stored.public : toPublicJwk(stored as JWK);
}

/** Creates the first signing key when there is none (first start). */
export async function ensureSigningKey(db: Db, master: MasterKeys): Promise<void> {
  const [current] = await db
    .select({ kid: signingKey.kid })
    .from(signingKey)
    .where(isNull(signingKey.retiredAt))
    .limit(1);
  if (current) return;
  const { kid, jwk } = await newRsaKey();
  await db
    .insert(signingKey)
    .values({ kid, alg: ALG, privateJwk: await sealSigningKey(master, jwk) })
    .onConflictDoNothing();
}

/** Keys as the provider wants them. Two servers starting at once may both create a key: the newest wins. */
export async function loadSigningKeys(db: Db, master: MasterKeys): Promise<SigningKeys> {
  await deleteExpiredKeys(db);
  const rows = byCurrentFirst(await db.select().from(signingKey));
  const active = rows.filter((r) => r.retiredAt === null);
  const current = active[0];
  if (!current) throw new Error('no current signing key; call ensureSigningKey first');
  const privateJwks = await Promise.all(
    rows.map(async (r) => {
      const jwk = await openSigningKey(master, r);
      // Only the current key signs; the others are published so tokens they signed still verify.
      return r.kid === current.kid ? jwk : { ...jwk, key_ops: ['verify'] };
    }),
  );
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
    keys: rows.filter((r) => !r.retiredAt || r.retiredAt.getTime() > horizon).map((r) => publicPart(r.privateJwk)),
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
export async function rotateSigningKeys(
  database: Database,
  master: MasterKeys,
): Promise<{ kid: string; retired: string[] }> {
  const { kid, jwk } = await newRsaKey();
  const stored = await sealSigningKey(master, jwk);
  const retired = await database.db.transaction(async (tx) => {
    const old = await tx
      .update(signingKey)
      .set({ retiredAt: new Date() })
      .where(isNull(signingKey.retiredAt))
      .returning({ kid: signingKey.kid });
    await tx.insert(signingKey).values({ kid, alg: ALG, privateJwk: stored });
    return old.map((o) => o.kid);
  });
  await deleteExpiredKeys(database.db);
  return { kid, retired };
}

/** Cookie keys as oidc-provider wants them: the current one first (it signs), retired ones after (they verify). */
export interface CookieKeys {
  readonly ids: string[];
  readonly keys: string[];
}

/** Creates the first cookie key when there is none (first start). */
export async function ensureCookieKey(db: Db, master: MasterKeys): Promise<void> {
  const [current] = await db.select({ id: cookieKey.id }).from(cookieKey).where(isNull(cookieKey.retiredAt)).limit(1);
  if (current) return;
  await insertCookieKey(db, master);
}

async function insertCookieKey(db: DbOrTx, master: MasterKeys): Promise<string> {
  const id = crypto.randomUUID();
  const value = crypto.randomBytes(32).toString('base64url');
  await db.insert(cookieKey).values({ id, sealedKey: await seal(master, value, cookieKeyContext(id)) });
  return id;
}

/** Shared by every provider and kept across restarts, so sessions stay valid. Two servers may both create one: the newest signs. */
export async function loadCookieKeys(db: Db, master: MasterKeys): Promise<CookieKeys> {
  const horizon = new Date(Date.now() - RETIRED_COOKIE_KEY_RETENTION_SECONDS * 1000);
  await db.delete(cookieKey).where(and(isNotNull(cookieKey.retiredAt), lt(cookieKey.retiredAt, horizon)));
  const rows = [...(await db.select().from(cookieKey))].sort(
    (a, b) =>
      Number(a.retiredAt !== null) - Number(b.retiredAt !== null) ||
      b.createdAt.getTime() - a.createdAt.getTime() ||
      a.id.localeCompare(b.id),
  );
  if (!rows[0] || rows[0].retiredAt) throw new Error('no current cookie key; call ensureCookieKey first');
  const keys = await Promise.all(rows.map((r) => open(master, r.sealedKey as Sealed, cookieKeyContext(r.id))));
  return { ids: rows.map((r) => r.id), keys };
}

/**
 * Cookie key rotation (the `keys:rotate-cookies` command), as for signing keys: a new key signs
 * from now on, the previous ones are retired and still verify the cookies of sessions they signed
 * for RETIRED_COOKIE_KEY_RETENTION_SECONDS. Running servers switch within KEY_RELOAD_SECONDS.
 */
export async function rotateCookieKeys(
  database: Database,
  master: MasterKeys,
): Promise<{ id: string; retired: string[] }> {
  return database.db.transaction(async (tx) => {
    const old = await tx
      .update(cookieKey)
      .set({ retiredAt: new Date() })
      .where(isNull(cookieKey.retiredAt))
      .returning({ id: cookieKey.id });
    const id = await insertCookieKey(tx, master);
    return { id, retired: old.map((o) => o.id) };
  });
}

/**
 * At start: seals what older releases kept in plaintext (private signing keys, the cookie-key list
 * in idp.secret) and reseals what a previous master key sealed, so after one start every key in
 * the database is sealed under the current PORTAL_MASTER_KEY. Row locks keep concurrent starts apart.
 */
export async function sealStoredKeys(database: Database, master: MasterKeys): Promise<{ sealed: number }> {
  return database.db.transaction(async (tx) => {
    let sealed = 0;
    for (const row of await tx.select().from(signingKey).for('update')) {
      if (isStoredSigningKey(row.privateJwk) && !needsSealing(master, row.privateJwk.sealed)) continue;
      const jwk = await openSigningKey(master, row);
      await tx
        .update(signingKey)
        .set({ privateJwk: await sealSigningKey(master, { ...jwk, kid: row.kid }) })
        .where(eq(signingKey.kid, row.kid));
      sealed++;
    }
    const [legacy] = await tx.select().from(secret).where(eq(secret.name, 'cookie_keys')).for('update');
    if (legacy) {
      // The old list: the first key signed, the others verified. Kept in that order, the first current.
      const values = JSON.parse(legacy.value) as string[];
      const now = Date.now();
      for (const [index, value] of values.entries()) {
        const id = crypto.randomUUID();
        await tx.insert(cookieKey).values({
          id,
          sealedKey: await seal(master, value, cookieKeyContext(id)),
          createdAt: new Date(now - index),
          retiredAt: index === 0 ? null : new Date(now),
        });
        sealed++;
      }
      await tx.delete(secret).where(eq(secret.name, 'cookie_keys'));
    }
    for (const row of await tx.select().from(cookieKey).for('update')) {
      if (!needsSealing(master, row.sealedKey)) continue;
      const value = await open(master, row.sealedKey as Sealed, cookieKeyContext(row.id));
      await tx
        .update(cookieKey)
        .set({ sealedKey: await seal(master, value, cookieKeyContext(row.id)) })
        .where(eq(cookieKey.id, row.id));
      sealed++;
    }
    return { sealed };
  });
}
