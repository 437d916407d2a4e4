import { gt, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Bus } from '../cluster/index';
import type { Db, DbOrTx } from '../db/client';
import { account, oidcPayload, revokedGrant } from '../db/schema/index';

/** The access-token claim carrying the token's grant id. */
export const GRANT_ID_CLAIM = 'gid';

/** How soon another process of the portal learns of a revocation when a change notice was lost. */
export const REVOCATION_REFRESH_MS = 5_000;

/** Stores a revocation for the other processes: kept while an access token of the grant can live. */
export async function storeRevokedGrant(db: DbOrTx, grantId: string, keepSeconds: number): Promise<void> {
  await db
    .insert(revokedGrant)
    .values({ grantId, expiresAt: sql`now() + make_interval(secs => ${keepSeconds})` })
    .onConflictDoNothing();
}

/**
 * Ends every sign-in of these embedded accounts: their sessions, grants, codes and refresh tokens
 * are deleted, and each grant is stored as revoked, so the API refuses the grants' access tokens
 * (at once in a process that also calls RevokedGrants.revoke with the ids returned, within
 * seconds elsewhere). Run it in the transaction that disables the accounts. Returns the grant ids.
 */
export async function revokeAccountGrants(
  tx: DbOrTx,
  accountIds: readonly string[],
  keepSeconds: number,
): Promise<string[]> {
  if (accountIds.length === 0) return [];
  // Every artefact of the provider names its account: sessions, grants, codes, tokens.
  const ofAccounts = sql`${oidcPayload.payload}->>'accountId' in ${accountIds}`;
  const found = await tx
    .selectDistinct({
      grantId: sql<string>`coalesce(${oidcPayload.grantId}, case when ${oidcPayload.model} like 'Grant%' then ${oidcPayload.id} end)`,
    })
    .from(oidcPayload)
    .where(ofAccounts);
  const grantIds = found.map((g) => g.grantId).filter((id): id is string => Boolean(id));
  for (const grantId of grantIds) await storeRevokedGrant(tx, grantId, keepSeconds);
  await tx.delete(oidcPayload).where(ofAccounts);
  return grantIds;
}

/** Sets the embedded accounts' sign-in off or on again (a disabled account cannot sign in, idp/interactions.ts). */
export async function setAccountsDisabled(tx: DbOrTx, accountIds: readonly string[], disabled: boolean): Promise<void> {
  if (accountIds.length === 0) return;
  await tx
    .update(account)
    .set({ disabled })
    .where(inArray(account.id, [...accountIds]));
}

/**
 * Grants the provider revoked, so the API refuses their access tokens at once (T12, T13).
 *
 * The API verifies JWT access tokens without asking the provider. When the provider revokes a
 * grant (an authorization code or a rotated refresh token used twice), its refresh tokens die in
 * the provider's store, but an access token already issued would live on until it expires. The
 * tokens carry their grant id (GRANT_ID_CLAIM); a revoked one is kept here for as long as any of
 * its access tokens can be alive. This process knows at once; the others as soon as the change
 * notice arrives (shareThrough), and from the table every few seconds should one be lost.
 * Expired rows go with the provider's other expired records (purgeExpired).
 */
export class RevokedGrants {
  private known = new Set<string>();
  /** Revoked here or told by another process, with when their tokens are all gone: kept even if the table misses them. */
  private readonly local = new Map<string, number>();
  private readonly timer: NodeJS.Timeout;
  private bus: Bus | undefined;

  constructor(
    private readonly db: Db,
    /** The longest an access token lives past its grant's revocation: its lifetime and the clock tolerance. */
    private readonly keepSeconds: number,
    private readonly log: FastifyBaseLogger,
  ) {
    this.timer = setInterval(() => {
      this.refresh().catch((err) => log.warn({ err }, 'revoked grants could not be read; keeping the known ones'));
    }, REVOCATION_REFRESH_MS);
    this.timer.unref();
  }

  /** Learns of revocations in other processes the moment they are stored. */
  shareThrough(bus: Bus): void {
    this.bus = bus;
    bus.subscribe('revoked_grant', (grantId) => {
      if (!grantId) return;
      // Kept as if revoked here too, so a table read that began before the row was stored keeps it.
      this.known.add(grantId);
      if (!this.local.has(grantId)) this.local.set(grantId, Date.now() + this.keepSeconds * 1000);
    });
    bus.onReconnect(() => {
      this.refresh().catch((err) => this.log.warn({ err }, 'revoked grants could not be read; keeping the known ones'));
    });
  }

  has(grantId: string): boolean {
    return this.known.has(grantId);
  }

  /** True when the access token with these claims belongs to a revoked grant. */
  refuses(claims: Readonly<Record<string, unknown>>): boolean {
    const grantId = claims[GRANT_ID_CLAIM];
    return typeof grantId === 'string' && this.known.has(grantId);
  }

  /** Records a revocation: effective in this process before the call returns, stored for the others. */
  revoke(grantId: string): Promise<void> {
    this.known.add(grantId);
    this.local.set(grantId, Date.now() + this.keepSeconds * 1000);
    return storeRevokedGrant(this.db, grantId, this.keepSeconds)
      .then(() => this.bus?.publish('revoked_grant', grantId))
      .then(
        () => undefined,
        (err: unknown) => this.log.error({ err, grantId }, 'a revoked grant could not be stored'),
      );
  }

  /** Reads every revocation still in force; the ones whose tokens have all expired are forgotten. */
  async refresh(): Promise<void> {
    const rows = await this.db
      .select({ grantId: revokedGrant.grantId })
      .from(revokedGrant)
      .where(gt(revokedGrant.expiresAt, sql`now()`));
    const now = Date.now();
    for (const [grantId, until] of this.local) if (until < now) this.local.delete(grantId);
    this.known = new Set([...rows.map((r) => r.grantId), ...this.local.keys()]);
  }

  close(): void {
    clearInterval(this.timer);
  }
}
