import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { account } from '../db/schema/idp';
import { auditOperatorChange } from '../modules/audit/service';
import { revokeAccountGrants } from './revocations';

/** The operator command that takes the demo accounts' sign-in away (cli.ts, `npm run accounts:remove-demo`). */
export const REMOVE_DEMO_COMMAND = 'accounts:remove-demo';

/**
 * What a removed demo account keeps instead of its password hash: no scrypt record, so no
 * password matches it, even if someone sets the account enabled again by hand.
 */
const NO_PASSWORD = 'removed-demo-account';

/** The login names of demo accounts that can still sign in (published password and TOTP secret). */
export async function demoAccountsThatCanSignIn(db: Db): Promise<string[]> {
  const rows = await db
    .select({ login: account.login })
    .from(account)
    .where(and(eq(account.demo, true), eq(account.disabled, false)))
    .orderBy(account.login);
  return rows.map((r) => r.login);
}

/**
 * T14: production does not start while anyone can sign in with a published demo password. The
 * message says how to remove them; the database, not the configuration, decides, because a
 * database seeded in development may be the one production is pointed at.
 */
export async function refuseDemoAccounts(db: Db): Promise<void> {
  const logins = await demoAccountsThatCanSignIn(db);
  if (logins.length === 0) return;
  throw new Error(
    `Refusing to start: NODE_ENV=production and ${logins.length} demo account(s) can sign in with the published ` +
      `password (${logins.join(', ')}). Remove them with \`npm run ${REMOVE_DEMO_COMMAND}\` ` +
      `(on a server: \`node apps/server/dist/cli.js ${REMOVE_DEMO_COMMAND}\`) with the same configuration, ` +
      'then start again.',
  );
}

/**
 * Takes sign-in away from every demo account: disabled, password and second factor gone, and
 * every grant of theirs revoked, so a session or token from before ends too (the API refuses a
 * revoked grant's access tokens within seconds). Audited per account; idempotent: a second run
 * finds nothing to do and records nothing. Returns the login names it disabled.
 */
export async function removeDemoAccounts(db: Db, keepRevokedSeconds: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    const demo = await tx
      .select({ id: account.id, login: account.login, totpSecret: account.totpSecret })
      .from(account)
      .where(and(eq(account.demo, true), eq(account.disabled, false)))
      .orderBy(account.login)
      .for('update');
    if (demo.length === 0) return [];
    const ids = demo.map((a) => a.id);
    await tx
      .update(account)
      .set({ disabled: true, passwordHash: NO_PASSWORD, totpSecret: null })
      .where(inArray(account.id, ids));

    await revokeAccountGrants(tx, ids, keepRevokedSeconds);

    for (const a of demo) {
      await auditOperatorChange(tx, REMOVE_DEMO_COMMAND, {
        action: 'remove-demo-sign-in',
        entity: 'account',
        entityId: a.id,
        before: { login: a.login, demo: true, disabled: false, password: true, secondFactor: Boolean(a.totpSecret) },
        after: { login: a.login, demo: true, disabled: true, password: false, secondFactor: false },
      });
    }
    return demo.map((a) => a.login);
  });
}
