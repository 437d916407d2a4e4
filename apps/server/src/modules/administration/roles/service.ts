import type { PortalUser, Role, RoleInput, RoleRessourcePermission } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../../../db/client';
import { assertCurrent, type Version } from '../../../http/etag';
import { invalid, notFound } from '../../../http/problem';
import type { ChangeRunner } from '../../audit/service';
import { displayName, stillInUse } from '../shared';
import * as store from './store';

const withoutVersion = <T extends { version: number }>({ version: _v, ...rest }: T) => rest;

export interface GrantKey {
  readonly roleId: string;
  readonly ressourceId: string;
  readonly permissionSetId: string;
}

/**
 * Roles (spec: Role) with their resource permissions and the users holding them. Changing what a
 * role grants gives the role a new version, so an administrator editing the same role from a
 * stale read is told (412) instead of overwriting it.
 */
export class RoleService {
  constructor(
    private readonly db: Db,
    private readonly changes: ChangeRunner,
  ) {}

  list(): Promise<Role[]> {
    return store.listRoles(this.db);
  }

  async get(id: string) {
    return (await store.findRole(this.db, id)) ?? Promise.reject(notFound('role'));
  }

  /** The grid of one role, with the role's ETag: changing a grant changes the role. */
  async grants(id: string): Promise<{ version: number; grants: RoleRessourcePermission[] }> {
    const { version } = await this.get(id);
    return { version, grants: await store.grantsOf(this.db, id) };
  }

  async users(id: string): Promise<PortalUser[]> {
    await this.get(id);
    return store.usersHolding(this.db, id);
  }

  create(request: FastifyRequest, input: RoleInput): Promise<Role> {
    return this.changes.run(request, async ({ tx, audit }) => {
      await assertOrgExists(tx, input.org);
      const created = await store.insertRole(tx, input);
      await audit({ action: 'create', entity: 'role', entityId: created.id, after: created });
      return created;
    });
  }

  update(request: FastifyRequest, id: string, input: RoleInput, expected: ReadonlySet<Version>): Promise<void> {
    return this.changes.run(request, async ({ tx, audit }) => {
      const before = await locked(tx, id, expected);
      await assertOrgExists(tx, input.org);
      await store.updateRole(tx, id, input);
      await audit({
        action: 'update',
        entity: 'role',
        entityId: id,
        before: withoutVersion(before),
        after: { id, ...input },
      });
    });
  }

  remove(request: FastifyRequest, id: string, expected: ReadonlySet<Version>, cascade: boolean): Promise<void> {
    return this.changes.run(request, async ({ tx, audit }) => {
      const before = await locked(tx, id, expected);
      const holders = await store.usersHolding(tx, id);
      if (holders.length > 0 && !cascade) {
        throw stillInUse(
          `role ${before.name}`,
          holders.map((u) => ({ kind: 'users', name: displayName(u) })),
        );
      }
      const grants = await store.grantsOf(tx, id);
      await store.releaseHolders(tx, id);
      // The role's grants go with it (foreign key cascade); the trail keeps them.
      await store.deleteRole(tx, id);
      await audit({
        action: holders.length > 0 ? 'delete-cascade' : 'delete',
        entity: 'role',
        entityId: id,
        before: {
          ...withoutVersion(before),
          heldBy: holders.map((u) => ({ id: u.id, name: displayName(u) })),
          grants: grants.map((g) => ({
            ressource: g.ressource.id,
            permissionSet: g.permissionSet.id,
            accessType: g.accessType,
          })),
        },
      });
    });
  }

  /** POST /api/Role/{roleId}/ResourcePermission/…: grants (or changes the access type of) one resource. */
  grant(request: FastifyRequest, key: GrantKey, accessType: number, expected?: ReadonlySet<Version>) {
    return this.changes.run(request, async ({ tx, audit }) => {
      await locked(tx, key.roleId, expected);
      if (!(await store.exists(tx, 'ressource', key.ressourceId))) throw notFound('resource');
      if (!(await store.exists(tx, 'permissionSet', key.permissionSetId))) throw notFound('permission set');
      const { created, previous } = await store.upsertGrant(tx, { ...key, accessType });
      await store.bumpRole(tx, key.roleId);
      const grant = { ressource: key.ressourceId, permissionSet: key.permissionSetId };
      await audit({
        action: 'grant',
        entity: 'role',
        entityId: key.roleId,
        before: created ? null : { ...grant, accessType: previous },
        after: { ...grant, accessType },
      });
      return created;
    });
  }

  revoke(request: FastifyRequest, key: GrantKey, expected?: ReadonlySet<Version>): Promise<void> {
    return this.changes.run(request, async ({ tx, audit }) => {
      await locked(tx, key.roleId, expected);
      const accessType = await store.deleteGrant(tx, key);
      if (accessType === undefined) throw notFound('resource permission');
      await store.bumpRole(tx, key.roleId);
      await audit({
        action: 'revoke',
        entity: 'role',
        entityId: key.roleId,
        before: { ressource: key.ressourceId, permissionSet: key.permissionSetId, accessType },
        after: null,
      });
    });
  }
}

async function locked(tx: DbOrTx, id: string, expected: ReadonlySet<Version> | undefined) {
  const found = await store.findRole(tx, id, { lock: true });
  if (!found) throw notFound('role');
  assertCurrent(expected, found.version);
  return found;
}

export async function assertOrgExists(tx: DbOrTx, org: number | null): Promise<void> {
  if (org !== null && !(await store.exists(tx, 'org', org))) throw invalid('body.org', 'no such org');
}
