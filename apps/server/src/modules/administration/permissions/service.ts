import type { PermissionInput, PortalPermission } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { assertCurrent, type Version } from '../../../http/etag';
import { conflict, notFound } from '../../../http/problem';
import type { ChangeRunner } from '../../audit/service';
import { stillInUse } from '../shared';
import * as store from './store';

/**
 * Permissions (spec: PortalPermission) are the attributes a permission-set condition may test:
 * `technicalName` names the attribute, `variableLookup` says where a user's value comes from.
 */
export class PermissionService {
  constructor(
    private readonly db: Db,
    private readonly changes: ChangeRunner,
  ) {}

  list(): Promise<PortalPermission[]> {
    return store.listPermissions(this.db);
  }

  async get(id: string) {
    return (await store.findPermission(this.db, id)) ?? Promise.reject(notFound('permission'));
  }

  async setsUsing(id: string) {
    await this.get(id);
    return store.setsUsing(this.db, id);
  }

  create(request: FastifyRequest, input: PermissionInput): Promise<PortalPermission> {
    return this.changes.run(request, async ({ tx, audit }) => {
      const created = await store.insertPermission(tx, input);
      await audit({ action: 'create', entity: 'permission', entityId: created.id, after: created });
      return created;
    });
  }

  update(request: FastifyRequest, id: string, input: PermissionInput, expected: ReadonlySet<Version>): Promise<void> {
    return this.changes.run(request, async ({ tx, audit }) => {
      const before = await store.findPermission(tx, id, { lock: true });
      if (!before) throw notFound('permission');
      assertCurrent(expected, before.version);
      if (before.technicalName !== input.technicalName && (await store.setsUsing(tx, id)).length > 0) {
        // Data modules map attributes by name: renaming one under existing conditions would change what they filter.
        throw conflict('the technical name of a permission that permission sets use cannot change');
      }
      await store.updatePermission(tx, id, input);
      const { version: _v, ...old } = before;
      await audit({ action: 'update', entity: 'permission', entityId: id, before: old, after: { id, ...input } });
    });
  }

  remove(request: FastifyRequest, id: string, expected: ReadonlySet<Version>, cascade: boolean): Promise<void> {
    return this.changes.run(request, async ({ tx, audit }) => {
      const before = await store.findPermission(tx, id, { lock: true });
      if (!before) throw notFound('permission');
      assertCurrent(expected, before.version);
      const sets = await store.setsUsing(tx, id);
      if (sets.length > 0 && !cascade) {
        throw stillInUse(
          `permission ${before.name}`,
          sets.map((s) => ({ kind: 'permissionSets', name: s.name })),
        );
      }
      await store.removeFromSets(
        tx,
        id,
        sets.map((s) => s.id),
      );
      await store.deletePermission(tx, id);
      const { version: _v, ...old } = before;
      await audit({
        action: cascade && sets.length > 0 ? 'delete-cascade' : 'delete',
        entity: 'permission',
        entityId: id,
        before: { ...old, usedBy: sets },
      });
    });
  }
}
