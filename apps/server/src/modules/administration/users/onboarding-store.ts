import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { accountToken, portalUser } from '../../../db/schema/index';

/** Sets or clears the deactivation of a portal user (their tokens are refused while it is set). */
export async function setUserDisabled(db: DbOrTx, id: string, disabled: boolean): Promise<void> {
  await db
    .update(portalUser)
    .set({
      disabledAt: disabled ? sql`coalesce(${portalUser.disabledAt}, now())` : null,
      updatedAt: new Date(),
      version: sql`${portalUser.version} + 1`,
    })
    .where(eq(portalUser.id, id));
}

export async function userDisabled(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ at: portalUser.disabledAt }).from(portalUser).where(eq(portalUser.id, id));
  return Boolean(row?.at);
}

/** The site and language of the account's last link of this kind, for a link sent again. */
export async function lastLinkSite(
  db: DbOrTx,
  accountId: string,
  purpose: 'invitation' | 'password-reset' | 'factor-reset',
): Promise<{ brand: string; locale: string } | undefined> {
  const [row] = await db
    .select({ brand: accountToken.brand, locale: accountToken.locale })
    .from(accountToken)
    .where(and(eq(accountToken.accountId, accountId), eq(accountToken.purpose, purpose)))
    .orderBy(desc(accountToken.createdAt))
    .limit(1);
  return row;
}

/** The issuer key the user signs in with (portal_user.issuer). */
export async function issuerOf(db: DbOrTx, id: string): Promise<string | undefined> {
  const [row] = await db.select({ issuer: portalUser.issuer }).from(portalUser).where(eq(portalUser.id, id));
  return row?.issuer;
}
