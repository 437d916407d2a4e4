import type { PortalUserParameter, UserParameterInput } from '@portal/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { userParameter } from '../../db/schema/index';

const columns = {
  userParametersId: userParameter.userParametersId,
  userId: userParameter.userId,
  name: userParameter.name,
  type: userParameter.type,
  value: userParameter.value,
};

type Row = Omit<PortalUserParameter, 'type'> & { type: string };
const asParameter = (row: Row) => row as PortalUserParameter;

export async function listParameters(db: DbOrTx, userId: string): Promise<PortalUserParameter[]> {
  const found = await db
    .select(columns)
    .from(userParameter)
    .where(eq(userParameter.userId, userId))
    .orderBy(asc(userParameter.name));
  return found.map(asParameter);
}

export async function findParameter(db: DbOrTx, id: string): Promise<PortalUserParameter | undefined> {
  const [row] = await db.select(columns).from(userParameter).where(eq(userParameter.userParametersId, id));
  return row && asParameter(row);
}

/** One parameter per user and name: saving a name again replaces its value. */
export async function upsertParameter(
  db: DbOrTx,
  userId: string,
  input: UserParameterInput,
): Promise<{ parameter: PortalUserParameter; created: boolean }> {
  const [row] = await db
    .insert(userParameter)
    .values({ userId, ...input })
    .onConflictDoUpdate({
      target: [userParameter.userId, userParameter.name],
      set: { type: input.type, value: input.value, updatedAt: new Date() },
    })
    .returning({ ...columns, created: sql<boolean>`(xmax = 0)` });
  const { created, ...parameter } = row!;
  return { parameter: asParameter(parameter), created };
}

export async function deleteParameter(db: DbOrTx, id: string, userId: string): Promise<boolean> {
  const deleted = await db
    .delete(userParameter)
    .where(and(eq(userParameter.userParametersId, id), eq(userParameter.userId, userId)))
    .returning({ id: userParameter.userParametersId });
  return deleted.length > 0;
}
