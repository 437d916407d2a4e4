import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginThrottle } from '../db/schema/idp';
import { normaliseLogin } from './accounts';

/** Failures allowed before a login name has to wait (issue 2: "after 5 failed attempts"). */
export const FREE_ATTEMPTS = 5;
/** First wait, doubling with each further failure, up to the cap. */
export const FIRST_WAIT_SECONDS = 30;
export const MAX_WAIT_SECONDS = 15 * 60;

/**
 * The key a login name is throttled under: a hash, so the table names no one, and the same for
 * known and unknown names, so the throttle itself tells nothing about which names exist.
 */
export function throttleKey(login: string): string {
  return crypto.createHash('sha256').update(normaliseLogin(login)).digest('hex');
}

/** Seconds until the next attempt is allowed, or 0. */
export async function secondsLocked(db: Db, login: string, now = Date.now()): Promise<number> {
  const [row] = await db
    .select()
    .from(loginThrottle)
    .where(eq(loginThrottle.loginKey, throttleKey(login)));
  if (!row?.lockedUntil) return 0;
  const ms = row.lockedUntil.getTime() - now;
  return ms > 0 ? Math.ceil(ms / 1000) : 0;
}

export function waitAfter(failedCount: number): number {
  if (failedCount < FREE_ATTEMPTS) return 0;
  return Math.min(MAX_WAIT_SECONDS, FIRST_WAIT_SECONDS * 2 ** (failedCount - FREE_ATTEMPTS));
}

/** Counts a failure (password or second factor); from the fifth on the name waits before the next try. */
export async function recordFailure(db: Db, login: string, now = Date.now()): Promise<number> {
  const key = throttleKey(login);
  // One statement, so parallel failures cannot lose a count.
  const [row] = await db
    .insert(loginThrottle)
    .values({ loginKey: key, failedCount: 1, updatedAt: new Date(now) })
    .onConflictDoUpdate({
      target: loginThrottle.loginKey,
      set: { failedCount: sql`${loginThrottle.failedCount} + 1`, updatedAt: new Date(now) },
    })
    .returning({ failedCount: loginThrottle.failedCount });
  const failed = row?.failedCount ?? 1;
  const wait = waitAfter(failed);
  if (wait > 0) {
    await db
      .update(loginThrottle)
      .set({ lockedUntil: new Date(now + wait * 1000) })
      .where(eq(loginThrottle.loginKey, key));
  }
  return failed;
}

export async function recordSuccess(db: Db, login: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.loginKey, throttleKey(login)));
}

/** For logs: enough to correlate events of one login name, not enough to read it. */
export function maskedLogin(login: string): string {
  return throttleKey(login).slice(0, 12);
}
