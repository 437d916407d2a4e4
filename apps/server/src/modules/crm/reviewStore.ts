import type { RegistrationEntry } from '@portal/contracts';
import { and, asc, count, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { crmContact } from '../../db/schema';
import type { ContactRow } from './contacts';

/** Confirmed registrations, oldest first, optionally of one status; a page of them and the count. */
export async function findRegistrations(
  db: DbOrTx,
  query: { status?: number | undefined; page: number; pageSize: number },
): Promise<{ items: ContactRow[]; total: number }> {
  const filters: SQL[] = [isNotNull(crmContact.confirmedAt)];
  if (query.status !== undefined) filters.push(eq(crmContact.userStatus, query.status));
  const where = and(...filters);
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(crmContact).where(where);
  const items = await db
    .select()
    .from(crmContact)
    .where(where)
    .orderBy(asc(crmContact.createdAt), asc(crmContact.userId))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { items, total: Number(n) };
}

/** A confirmed registration, locked for the decision that follows in the same transaction. */
export async function lockRegistration(db: DbOrTx, userId: string): Promise<ContactRow | undefined> {
  const [row] = await db
    .select()
    .from(crmContact)
    .where(and(eq(crmContact.userId, userId), isNotNull(crmContact.confirmedAt)))
    .for('update');
  return row;
}

export async function setStatus(db: DbOrTx, userId: string, status: number, decidedBy: string | null): Promise<number> {
  const [row] = await db
    .update(crmContact)
    .set({
      userStatus: status,
      decidedAt: new Date(),
      decidedBy,
      updatedAt: new Date(),
      version: sql`${crmContact.version} + 1`,
    })
    .where(eq(crmContact.userId, userId))
    .returning({ version: crmContact.version });
  return row?.version ?? 0;
}

export function entryOf(row: ContactRow): RegistrationEntry {
  return {
    userId: row.userId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    registrationType: row.registrationType as RegistrationEntry['registrationType'],
    accountName: row.accountName,
    postalCode: row.postalCode,
    city: row.city,
    country: row.country,
    language: row.language,
    userStatus: row.userStatus,
    confirmedAt: (row.confirmedAt ?? row.createdAt).toISOString(),
    consentText: row.consentText,
    consentAt: row.consentAt?.toISOString() ?? null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    version: row.version,
  };
}
