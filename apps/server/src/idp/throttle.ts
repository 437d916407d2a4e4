import crypto from 'node:crypto';
import net from 'node:net';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { signInThrottle } from '../db/schema/idp';
import { normaliseLogin } from './accounts';

/**
 * The sign-in throttle (T16). Every attempt, password or second-factor code, is counted before it
 * is checked, in one statement, so parallel attempts cannot all pass a check that none has
 * counted yet; the counts live in the database, so every server process sees the same ones.
 *
 * Two counts per attempt (ASVS 5.0 §6.3, NIST SP 800-63B §5.2.2):
 * - per login name and source address, tight: the spec's "after 5 failed attempts" wait, up to a
 *   quarter of an hour. It slows whoever is guessing, not the account's owner elsewhere.
 * - per login name from anywhere, looser: twenty attempts, then a wait that doubles from one
 *   second up to one minute, so guessing from many addresses is slowed too, while nobody can
 *   lock the owner out for longer than a minute at a time.
 * A sign-in that succeeds starts both counts of its name again.
 */
export interface ThrottlePolicy {
  /** Attempts counted before a wait is needed. */
  readonly free: number;
  /** The wait after the last free attempt, doubling with each further attempt, up to the cap. */
  readonly firstWaitSeconds: number;
  readonly maxWaitSeconds: number;
}

export const PER_SOURCE: ThrottlePolicy = { free: 5, firstWaitSeconds: 30, maxWaitSeconds: 15 * 60 };
export const PER_ACCOUNT: ThrottlePolicy = { free: 20, firstWaitSeconds: 1, maxWaitSeconds: 60 };
/** A count nobody has added to for this long starts again. */
export const FORGET_AFTER_SECONDS = 24 * 60 * 60;

export type Claim = { readonly admitted: true } | { readonly admitted: false; readonly retryAfterSeconds: number };

/**
 * Where attempts are counted. The database holds them today; a store with an atomic increment
 * (Redis INCR with an expiry) could take its place behind this interface.
 */
export interface SignInThrottle {
  /** Counts one attempt at `login` from `source`; refused (not to be checked) while either count must wait. */
  claim(login: string, source: string): Promise<Claim>;
  /** The attempt succeeded: both counts of the name start again. */
  succeeded(login: string, source: string): Promise<void>;
}

/** Seconds to wait after the attempt with this number (1 = the first). */
export function waitAfter(attempts: number, policy: ThrottlePolicy = PER_SOURCE): number {
  if (attempts < policy.free) return 0;
  return Math.min(policy.maxWaitSeconds, policy.firstWaitSeconds * 2 ** (attempts - policy.free));
}

/**
 * The key a login name is throttled under: a hash, so the table names no one, and the same for
 * known and unknown names, so the throttle itself tells nothing about which names exist.
 */
export function throttleKey(login: string): string {
  return crypto.createHash('sha256').update(normaliseLogin(login)).digest('hex');
}

/**
 * The source an attempt is counted for: the client's address (`request.ip`, which honours
 * PORTAL_TRUST_PROXY). An IPv6 client usually holds a whole /64, so it counts as one source.
 */
export function sourceOf(ip: string): string {
  const address = ip.replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
  if (mapped) return mapped;
  if (net.isIPv6(address)) return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
  return address;
}

/** The eight 16-bit groups of an IPv6 address, without leading zeros. */
function ipv6Groups(address: string): string[] {
  const parse = (part: string) =>
    part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [Number.parseInt(g, 16).toString(16)])) : [];
  const [head = '', tail] = address.split('::');
  const front = parse(head);
  if (tail === undefined) return front;
  const back = parse(tail);
  return [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
}

function bucketsOf(login: string, source: string): { pair: string; account: string } {
  const name = throttleKey(login);
  return {
    pair: `source:${crypto
      .createHash('sha256')
      .update(`${name}\u0000${sourceOf(source)}`)
      .digest('hex')}`,
    account: `account:${name}`,
  };
}

/** Thrown inside the claim's transaction to undo its count. */
class Refused extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('sign-in attempt must wait');
  }
}

export class DatabaseThrottle implements SignInThrottle {
  constructor(private readonly db: Db) {}

  async claim(login: string, source: string): Promise<Claim> {
    const { pair, account } = bucketsOf(login, source);
    try {
      return await this.db.transaction(async (tx) => {
        // Source first: a source that must wait never adds to the name's count, so one address
        // cannot make the owner wait. The name's count second, and if it refuses, the source's
        // count is undone with the transaction: the owner is not charged for attempts never checked.
        const bySource = await countAttempt(tx, pair, PER_SOURCE);
        if (!bySource.admitted) return bySource;
        const byAccount = await countAttempt(tx, account, PER_ACCOUNT);
        if (!byAccount.admitted) throw new Refused(byAccount.retryAfterSeconds);
        return byAccount;
      });
    } catch (error) {
      if (error instanceof Refused) return { admitted: false, retryAfterSeconds: error.retryAfterSeconds };
      throw error;
    }
  }

  async succeeded(login: string, source: string): Promise<void> {
    const { pair, account } = bucketsOf(login, source);
    await this.db.delete(signInThrottle).where(sql`${signInThrottle.bucket} in ${[pair, account]}`);
  }
}

/**
 * One attempt on one count, in one statement: while the count must wait, the attempt is refused
 * and nothing is added; otherwise it is added, and the row stays locked by this transaction until
 * the wait it earns is stored, so a parallel attempt sees both or neither.
 */
async function countAttempt(tx: Tx, bucket: string, policy: ThrottlePolicy): Promise<Claim> {
  const t = signInThrottle;
  const waiting = sql`coalesce(${t.lockedUntil} > now(), false)`;
  const forgotten = sql`${t.updatedAt} < now() - make_interval(secs => ${FORGET_AFTER_SECONDS})`;
  const [row] = await tx
    .insert(t)
    .values({ bucket, attempts: 1, admitted: true, updatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: t.bucket,
      set: {
        admitted: sql`not ${waiting}`,
        attempts: sql`case when ${waiting} then ${t.attempts} when ${forgotten} then 1 else ${t.attempts} + 1 end`,
        lockedUntil: sql`case when ${waiting} then ${t.lockedUntil} end`,
        updatedAt: sql`case when ${waiting} then ${t.updatedAt} else now() end`,
      },
    })
    .returning({
      admitted: t.admitted,
      attempts: t.attempts,
      retryAfter: sql<string | number>`ceil(extract(epoch from ${t.lockedUntil} - now()))`,
    });
  if (!row) throw new Error('the sign-in throttle counted nothing');
  if (!row.admitted) return { admitted: false, retryAfterSeconds: Math.max(1, Number(row.retryAfter)) };
  const wait = waitAfter(row.attempts, policy);
  if (wait > 0) {
    await tx
      .update(t)
      .set({ lockedUntil: sql`now() + make_interval(secs => ${wait})` })
      .where(eq(t.bucket, bucket));
  }
  return { admitted: true };
}

/** Counts nobody added to for a day are forgotten anyway; this only keeps the table small. */
export async function purgeForgottenAttempts(db: Db): Promise<void> {
  await db
    .delete(signInThrottle)
    .where(lt(signInThrottle.updatedAt, sql`now() - make_interval(secs => ${FORGET_AFTER_SECONDS})`));
}

/** For logs: enough to correlate events of one login name, not enough to read it. */
export function maskedLogin(login: string): string {
  return throttleKey(login).slice(0, 12);
}
