import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { account } from '../db/schema/idp';

export type AccountRow = typeof account.$inferSelect;

/** Login names are compared case-insensitively and without surrounding blanks. */
export function normaliseLogin(login: string): string {
  return login.trim().toLowerCase().normalize('NFKC');
}

export async function findAccountByLogin(db: Db, login: string): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(account)
    .where(eq(account.login, normaliseLogin(login)));
  return row;
}

export async function findAccountById(db: Db, id: string): Promise<AccountRow | undefined> {
  // Subjects are UUIDs; anything else cannot be ours (and would make PostgreSQL raise).
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return undefined;
  const [row] = await db.select().from(account).where(eq(account.id, id));
  return row;
}

/** Every claim an account can give; the provider filters them by the granted scopes. */
export function accountClaims(row: AccountRow): Record<string, unknown> {
  const name = [row.givenName, row.familyName].filter(Boolean).join(' ') || row.login;
  return {
    sub: row.id,
    email: row.email,
    email_verified: true,
    name,
    given_name: row.givenName,
    family_name: row.familyName,
    preferred_username: row.login,
    locale: row.locale,
    department: row.department,
  };
}

/** The profile claims an access token carries, so the API needs no second look-up (loginOpenId). */
export function accessTokenProfileClaims(row: AccountRow): Record<string, unknown> {
  const { sub: _sub, email_verified: _verified, locale: _locale, ...rest } = accountClaims(row);
  return rest;
}

/** Scope → claims, for ID token and userinfo. */
export const SCOPE_CLAIMS = {
  openid: ['sub'],
  email: ['email', 'email_verified'],
  profile: ['name', 'given_name', 'family_name', 'preferred_username', 'locale', 'department'],
} as const;
