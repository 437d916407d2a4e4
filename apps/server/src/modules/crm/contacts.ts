import type { UserData } from '@portal/contracts';
import { and, count, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { crmContact, crmRegistrationAttempt, portalUser } from '../../db/schema';

export type ContactRow = typeof crmContact.$inferSelect;
export type NewContact = typeof crmContact.$inferInsert;

export async function findContact(db: DbOrTx, userId: string): Promise<ContactRow | undefined> {
  const [row] = await db.select().from(crmContact).where(eq(crmContact.userId, userId));
  return row;
}

/** Whether another user's contact holds this address (compared without case). */
export async function emailHeldByOther(db: DbOrTx, email: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: crmContact.userId })
    .from(crmContact)
    .where(and(sql`lower(${crmContact.email}) = lower(${email})`, ne(crmContact.userId, userId)));
  return row !== undefined;
}

/** A new contact; nothing when the user has one or the address is taken (the unique keys decide). */
export async function insertContact(db: DbOrTx, contact: NewContact): Promise<boolean> {
  const inserted = await db
    .insert(crmContact)
    .values(contact)
    .onConflictDoNothing()
    .returning({ id: crmContact.userId });
  return inserted.length > 0;
}

export async function updateContact(
  db: DbOrTx,
  userId: string,
  changes: Partial<Omit<NewContact, 'userId' | 'serial'>>,
): Promise<boolean> {
  const updated = await db
    .update(crmContact)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(crmContact.userId, userId))
    .returning({ id: crmContact.userId });
  return updated.length > 0;
}

export async function attemptsSince(db: DbOrTx, emailKey: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(crmRegistrationAttempt)
    .where(and(eq(crmRegistrationAttempt.emailKey, emailKey), gt(crmRegistrationAttempt.attemptedAt, since)));
  return Number(row?.n ?? 0);
}

export async function recordAttempt(db: DbOrTx, emailKey: string): Promise<void> {
  await db.insert(crmRegistrationAttempt).values({ emailKey });
}

export async function portalUserOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      email: portalUser.email,
      username: portalUser.username,
      firstName: portalUser.firstName,
      lastName: portalUser.lastName,
    })
    .from(portalUser)
    .where(eq(portalUser.id, userId));
  return row;
}

export function userDataOf(row: ContactRow): UserData {
  return {
    openIdUserId: row.openIdUserId,
    login: row.login,
    email: row.email,
    domain: row.domain,
    accountId: row.accountId,
    serial: row.serial,
    salutation: row.salutation,
    firstName: row.firstName,
    lastName: row.lastName,
    telephone: row.telephone,
    street: row.street,
    postalCode: row.postalCode,
    city: row.city,
    language: row.language,
    country: row.country,
    appearsInResourceSearchHeating: row.appearsInResourceSearchHeating,
    appearsInResourceSearchSanitary: row.appearsInResourceSearchSanitary,
    targetGroup: row.targetGroup,
    websiteUrl: row.websiteUrl,
    telephoneAccount: row.telephoneAccount,
    accountName: row.accountName,
    accountInfo: row.accountInfo,
    newsletter: row.newsletter,
  };
}

/**
 * Makes room for a new end-customer registration: the user's own unconfirmed one (a lost mail is
 * replaced by registering again), and another user's unconfirmed one of the same address whose
 * link has expired (nobody can hold an address they never confirmed).
 */
export async function dropUnconfirmed(db: DbOrTx, userId: string, email: string, linkHours: number): Promise<void> {
  await db
    .delete(crmContact)
    .where(
      and(
        isNull(crmContact.confirmedAt),
        or(
          eq(crmContact.userId, userId),
          and(
            sql`lower(${crmContact.email}) = lower(${email})`,
            lt(crmContact.createdAt, new Date(Date.now() - linkHours * 3_600_000)),
          ),
        ),
      ),
    );
}

/** The registration counts from now on (double opt-in); a second call changes nothing. */
export async function markConfirmed(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(crmContact)
    .set({ confirmedAt: new Date(), updatedAt: new Date(), version: sql`${crmContact.version} + 1` })
    .where(and(eq(crmContact.userId, userId), isNull(crmContact.confirmedAt)));
}
