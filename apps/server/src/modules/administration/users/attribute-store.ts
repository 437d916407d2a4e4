import { ATTRIBUTE_LOOKUP, type UserAttribute } from '@portal/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { permission, portalUser, userAttribute } from '../../../db/schema/index';
import { displayName } from '../shared';

const setter = alias(portalUser, 'setter');

function selectAttributes(db: DbOrTx) {
  return db
    .select({
      key: userAttribute.key,
      value: userAttribute.value,
      setAt: userAttribute.setAt,
      setById: setter.id,
      setByFirstName: setter.firstName,
      setByLastName: setter.lastName,
      setByUsername: setter.username,
    })
    .from(userAttribute)
    .leftJoin(setter, eq(setter.id, userAttribute.setBy));
}

interface Row {
  key: string;
  value: string;
  setAt: Date;
  setById: string | null;
  setByFirstName: string | null;
  setByLastName: string | null;
  setByUsername: string | null;
}

const asAttribute = (r: Row): UserAttribute => ({
  key: r.key,
  value: r.value,
  setAt: r.setAt.toISOString(),
  setBy:
    r.setById === null
      ? null
      : {
          id: r.setById,
          name: displayName({
            firstName: r.setByFirstName ?? '',
            lastName: r.setByLastName ?? '',
            username: r.setByUsername ?? '',
          }),
        },
});

export async function listAttributes(db: DbOrTx, userId: string): Promise<UserAttribute[]> {
  const found = await selectAttributes(db).where(eq(userAttribute.userId, userId)).orderBy(asc(userAttribute.key));
  return found.map(asAttribute);
}

export async function findAttribute(db: DbOrTx, userId: string, key: string): Promise<UserAttribute | undefined> {
  const [row] = await selectAttributes(db).where(and(eq(userAttribute.userId, userId), eq(userAttribute.key, key)));
  return row && asAttribute(row);
}

/** Whether some permission reads this attribute (`attribute:<key>`): only those may be assigned. */
export async function isReadByAPermission(db: DbOrTx, key: string): Promise<boolean> {
  const [row] = await db
    .select({ id: permission.id })
    .from(permission)
    .where(eq(permission.variableLookup, `${ATTRIBUTE_LOOKUP}${key}`))
    .limit(1);
  return row !== undefined;
}

export async function upsertAttribute(
  db: DbOrTx,
  userId: string,
  key: string,
  value: string,
  setBy: string | null,
): Promise<void> {
  await db
    .insert(userAttribute)
    .values({ userId, key, value, setBy })
    .onConflictDoUpdate({
      target: [userAttribute.userId, userAttribute.key],
      set: { value, setBy, setAt: sql`now()` },
    });
}

export async function deleteAttribute(db: DbOrTx, userId: string, key: string): Promise<boolean> {
  const deleted = await db
    .delete(userAttribute)
    .where(and(eq(userAttribute.userId, userId), eq(userAttribute.key, key)))
    .returning({ key: userAttribute.key });
  return deleted.length > 0;
}
