import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rows } from '../../db/client';
import type { GrantCondition } from './subject';

export interface GrantRow {
  user_id: string;
  org: number | null;
  email: string;
  first_name: string;
  last_name: string;
  department: string;
  username: string;
  open_id_user_id: string;
  /** The person was deactivated (SCIM): every token of theirs is refused. */
  disabled: boolean;
  attributes: Record<string, string> | string;
  role_id: string | null;
  ressource_id: string | null;
  access_type: number | null;
  permission_set_id: string | null;
  conditions: GrantCondition[] | string | null;
}

/**
 * The user, what conditions may test about them, and every resource permission their roles hold
 * with the conditions of its permission set, in one round trip.
 */
function grantsWhere(where: SQL): SQL {
  return sql`select u.id as user_id, u.org, u.email, u.first_name, u.last_name, u.department, u.username, u.open_id_user_id,
          u.disabled_at is not null as disabled,
          (select coalesce(json_object_agg(a.key, a.value), '{}'::json) from portal.user_attribute a where a.user_id = u.id) as attributes,
          g.role_id, g.ressource_id, g.access_type, g.permission_set_id, g.conditions
        from portal.portal_user u
        left join lateral (
          select ur.role_id, rrp.ressource_id, rrp.access_type, rrp.permission_set_id,
            (select coalesce(json_agg(json_build_object('attribute', pm.technical_name, 'lookup', pm.variable_lookup,
                      'type', d.type, 'operator', d.operator, 'value', d.value) order by d.id), '[]'::json)
               from portal.permission_set_detail d join portal.permission pm on pm.id = d.permission_id
              where d.permission_set_id = rrp.permission_set_id) as conditions
          from portal.user_role ur
          join portal.role_ressource_permission rrp on rrp.role_id = ur.role_id
          where ur.user_id = u.id
        ) g on true
        where ${where}`;
}

export function findUserGrants(db: DbOrTx, issuerKey: string, sub: string): Promise<GrantRow[]> {
  return rows<GrantRow>(db, grantsWhere(sql`u.issuer = ${issuerKey} and u.open_id_user_id = ${sub}`));
}

export function findUserGrantsById(db: DbOrTx, userId: string): Promise<GrantRow[]> {
  return rows<GrantRow>(db, grantsWhere(sql`u.id = ${userId}`));
}
