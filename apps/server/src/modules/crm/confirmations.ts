import crypto from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { crmRegistrationConfirmation } from '../../db/schema';

/**
 * One-time links of the double opt-in. The token goes only into the mail; the database keeps its
 * SHA-256, so a copy of the database confirms nobody.
 */
const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** A new link's token, valid for `hours`. */
export async function issue(db: DbOrTx, userId: string, hours: number): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await db.insert(crmRegistrationConfirmation).values({
    tokenHash: hashOf(token),
    userId,
    expiresAt: new Date(Date.now() + hours * 3_600_000),
  });
  return token;
}

/**
 * The user a token confirms, marking it used; undefined when it is unknown or expired. A token
 * used before names its user again (a retried request), as long as it has not expired.
 */
export async function redeem(db: DbOrTx, token: string): Promise<string | undefined> {
  const hash = hashOf(token);
  const [row] = await db
    .select()
    .from(crmRegistrationConfirmation)
    .where(and(eq(crmRegistrationConfirmation.tokenHash, hash), gt(crmRegistrationConfirmation.expiresAt, new Date())))
    .for('update');
  if (!row) return undefined;
  await db
    .update(crmRegistrationConfirmation)
    .set({ usedAt: new Date() })
    .where(and(eq(crmRegistrationConfirmation.tokenHash, hash), isNull(crmRegistrationConfirmation.usedAt)));
  return row.userId;
}
