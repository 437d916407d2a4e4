import { API } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { rows, type Tx } from '../../db/client';
import { HttpProblem } from '../../http/problem';
import type { ChangeRule } from '../audit/service';

/**
 * Who can administer users and roles: a user whose roles grant access type 1 on both the User
 * and the Role API. With those two a person can give anyone any other right back; without
 * anybody holding them, only a database operator could.
 */
const ADMINISTRATION = [API.users.id, API.roles.id];

/** Administration changes are serialized by this lock, so two of them cannot each remove one of the last two. */
const ADMINISTRATION_LOCK = 727_002;

export async function countAdministrators(tx: Tx): Promise<number> {
  const [row] = await rows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from (
          select ur.user_id
            from portal.user_role ur
            join portal.role_ressource_permission g on g.role_id = ur.role_id
           where g.access_type = 1 and g.ressource_id in (${sql.join(
             ADMINISTRATION.map((id) => sql`${id}::uuid`),
             sql`, `,
           )})
           group by ur.user_id
          having count(distinct g.ressource_id) = ${ADMINISTRATION.length}
        ) administrators`,
  );
  return Number(row?.n ?? 0);
}

/**
 * No administration change may leave the portal without an administrator: deleting a user, taking
 * a role away, deleting a role, revoking or lowering a grant, or deleting what a grant needs.
 * Checked after the change in its own transaction, so every path is covered, including ones added
 * later. A portal that has no administrator yet (before the first one is assigned) is not blocked.
 */
export const administratorRemains: ChangeRule<number> = {
  async before(tx) {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADMINISTRATION_LOCK})`);
    return countAdministrators(tx);
  },
  async after(tx, before) {
    if (before > 0 && (await countAdministrators(tx)) === 0) {
      throw new HttpProblem(
        409,
        'last_administrator',
        'the change would leave nobody who can administer users and roles; give someone else that right first',
      );
    }
  },
};
