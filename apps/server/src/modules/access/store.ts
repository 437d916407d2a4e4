import { sql } from 'drizzle-orm';
import { type DbOrTx, rows } from '../../db/client';

export interface GrantRow {
  user_id: string;
  ressource_id: string | null;
  access_type: number | null;
  permission_set_id: string | null;
  conditional: boolean | null;
}

/** The user stored under (issuer, subject) and every resource permission their roles hold, in one round trip. */
export function findUserGrants(db: DbOrTx, issuerKey: string, sub: string): Promise<GrantRow[]> {
  return rows<GrantRow>(
    db,
    sql`select u.id as user_id, rrp.ressource_id, rrp.access_type, rrp.permission_set_id,
          exists (select 1 from portal.permission_set_detail d where d.permission_set_id = rrp.permission_set_id) as conditional
        from portal.portal_user u
        left join portal.user_role ur on ur.user_id = u.id
        left join portal.role_ressource_permission rrp on rrp.role_id = ur.role_id
        where u.issuer = ${issuerKey} and u.open_id_user_id = ${sub}`,
  );
}
