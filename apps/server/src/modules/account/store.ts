import { and, eq, like, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { account, oidcPayload } from '../../db/schema/idp';

/** The embedded provider's records of one account, as the security page reads and changes them. */
export type AccountRecord = typeof account.$inferSelect;

export async function setPasswordHash(tx: DbOrTx, accountId: string, passwordHash: string): Promise<void> {
  await tx.update(account).set({ passwordHash }).where(eq(account.id, accountId));
}

/** Sets (or with null removes) the TOTP secret; a new secret starts with no step used. */
export async function setTotpSecret(tx: DbOrTx, accountId: string, secret: string | null): Promise<void> {
  await tx.update(account).set({ totpSecret: secret, totpLastStep: null }).where(eq(account.id, accountId));
}

export interface StoredSession {
  id: string;
  model: string;
  payload: { loginTs?: number; acr?: string; accountId?: string };
  expiresAt: Date | null;
}

/** The provider sessions (one per brand host and browser) of an account that have not expired. */
export async function findSessions(db: Db, accountId: string): Promise<StoredSession[]> {
  const rows = await db
    .select({
      id: oidcPayload.id,
      model: oidcPayload.model,
      payload: oidcPayload.payload,
      expiresAt: oidcPayload.expiresAt,
    })
    .from(oidcPayload)
    .where(
      and(
        like(oidcPayload.model, 'Session%'),
        sql`${oidcPayload.payload}->>'accountId' = ${accountId}`,
        sql`(${oidcPayload.expiresAt} is null or ${oidcPayload.expiresAt} > now())`,
      ),
    );
  return rows as StoredSession[];
}
