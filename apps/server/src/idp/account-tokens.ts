import crypto from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { account, accountToken } from '../db/schema/idp';

export type TokenPurpose = 'invitation' | 'password-reset' | 'factor-reset';
export type AccountTokenRow = typeof accountToken.$inferSelect;

/** How long each link works (issue 19 §2: "expires"). */
export const TOKEN_LIFETIME_HOURS: Readonly<Record<TokenPurpose, number>> = {
  invitation: 72,
  'password-reset': 2,
  'factor-reset': 72,
};

/** The stored form of a link's token: its SHA-256 (the token is 32 random bytes, so no salt is needed). */
export function tokenHash(token: string): string {
  return crypto.createHash('sha256').update(token).digest('base64url');
}

/**
 * Issues a one-time link's token for the account; an older unused link of the same kind stops
 * working. Returns the token, which is known only to the mail it goes into.
 */
export async function issueToken(
  tx: DbOrTx,
  accountId: string,
  purpose: TokenPurpose,
  site: { locale: string; brand: string },
): Promise<string> {
  await tx
    .update(accountToken)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountToken.accountId, accountId), eq(accountToken.purpose, purpose), isNull(accountToken.usedAt)));
  const token = crypto.randomBytes(32).toString('base64url');
  await tx.insert(accountToken).values({
    accountId,
    purpose,
    tokenHash: tokenHash(token),
    locale: site.locale,
    brand: site.brand,
    expiresAt: sql`now() + make_interval(hours => ${TOKEN_LIFETIME_HOURS[purpose]})`,
  });
  return token;
}

/** The link's row while it is unused and unexpired (locked for the caller's transaction if asked). */
export async function findUsableToken(
  tx: DbOrTx,
  token: string,
  options: { lock?: boolean } = {},
): Promise<AccountTokenRow | undefined> {
  if (!/^[\w-]{20,100}$/.test(token)) return undefined;
  const query = tx
    .select()
    .from(accountToken)
    .where(
      and(
        eq(accountToken.tokenHash, tokenHash(token)),
        isNull(accountToken.usedAt),
        gt(accountToken.expiresAt, sql`now()`),
      ),
    );
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function setPendingTotpSecret(tx: DbOrTx, id: string, secret: string): Promise<void> {
  await tx.update(accountToken).set({ pendingTotpSecret: secret }).where(eq(accountToken.id, id));
}

export async function setPendingPassword(tx: DbOrTx, id: string, passwordHash: string): Promise<void> {
  await tx.update(accountToken).set({ pendingPasswordHash: passwordHash }).where(eq(accountToken.id, id));
}

/** Uses the link up: true when this call did (so a link raced twice works once). */
export async function consumeToken(tx: DbOrTx, id: string): Promise<boolean> {
  const used = await tx
    .update(accountToken)
    .set({ usedAt: sql`now()`, pendingTotpSecret: null, pendingPasswordHash: null })
    .where(and(eq(accountToken.id, id), isNull(accountToken.usedAt)))
    .returning({ id: accountToken.id });
  return used.length === 1;
}

/** Every unused link of the account stops working (disabled person). */
export async function revokeTokens(tx: DbOrTx, accountId: string): Promise<void> {
  await tx
    .update(accountToken)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountToken.accountId, accountId), isNull(accountToken.usedAt)));
}

/**
 * How many links of this kind the account was sent since `hours` ago: the reset mails' throttle.
 * It locks the account's row for the rest of the transaction first: requests that arrive together
 * (each answered before its mail is decided) would otherwise all count the same links on the
 * PostgreSQL server and all pass the throttle.
 */
export async function tokensIssuedSince(tx: DbOrTx, accountId: string, purpose: TokenPurpose, hours: number) {
  await tx.select({ id: account.id }).from(account).where(eq(account.id, accountId)).for('update');
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(accountToken)
    .where(
      and(
        eq(accountToken.accountId, accountId),
        eq(accountToken.purpose, purpose),
        gt(accountToken.createdAt, sql`now() - make_interval(hours => ${hours})`),
      ),
    );
  return Number(row?.n ?? 0);
}
