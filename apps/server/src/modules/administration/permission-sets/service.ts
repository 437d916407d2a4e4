import type { PermissionSetDetailInput, PermissionSetInput, PortalPermissionSet } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../../../db/client';
import { UNRESTRICTED_PERMISSION_SET_ID } from '../../../db/seed-data';
import { assertCurrent, type Version } from '../../../http/etag';
import { conflict, invalid, notFound } from '../../../http/problem';
import type { ChangeRunner } from '../../audit/service';
import { stillInUse } from '../shared';
import * as store from './store';

const withoutVersion = <T extends { version: number }>({ version: _v, ...rest }: T) => rest;

/**
 * Permission sets (spec: PortalPermissionSet) hold conditions (details) that a grant through the
 * set must meet; docs/permissions.md describes what they mean. Operators are checked when a set
 * is saved (zod refuses an unknown one with 400), never first at evaluation.
 */
export class PermissionSetService {
  constructor(
    private readonly db: Db,
    private readonly changes: ChangeRunner,
  ) {}

  list(): Promise<PortalPermissionSet[]> {
    return store.listSets(this.db);
  }

  async get(id: string) {
    return (await store.findSet(this.db, id)) ?? Promise.reject(notFound('permission set'));
  }

  async rolesUsing(id: string) {
    await this.get(id);
    return store.rolesUsing(this.db, id);
  }

  async ressourcesUsing(id: string) {
    await this.get(id);
    return store.ressourcesUsing(this.db, id);
  }

  create(request: FastifyRequest, input: PermissionSetInput): Promise<PortalPermissionSet> {
    return this.changes.run(request, async ({ tx, audit }) => {
      await assertPermissionsExist(tx, input.permissionDetails, 'body.permissionDetails');
      const id = await store.insertSet(tx, { name: input.name, description: input.description });
      await store.replaceDetails(tx, id, input.permissionDetails);
      const created = withoutVersion((await store.findSet(tx, id))!);
      await audit({ action: 'create', entity: 'permissionSet', entityId: id, after: created });
      return created;
    });
  }

  update(request: FastifyRequest, id: string, input: PermissionSetInput, expected: ReadonlySet<Version>) {
    return this.changes.run(request, async ({ tx, audit }) => {
      const before = await this.locked(tx, id, expected);
      guardUnrestricted(id, input.permissionDetails.length > 0);
      await assertPermissionsExist(tx, input.permissionDetails, 'body.permissionDetails');
      await store.updateSet(tx, id, { name: input.name, description: input.description });
      await store.replaceDetails(tx, id, input.permissionDetails);
      const after = withoutVersion((await store.findSet(tx, id))!);
      await audit({ action: 'update', entity: 'permissionSet', entityId: id, before: withoutVersion(before), after });
    });
  }

  remove(request: FastifyRequest, id: string, expected: ReadonlySet<Version>, cascade: boolean) {
    return this.changes.run(request, async ({ tx, audit }) => {
      const before = await this.locked(tx, id, expected);
      guardUnrestricted(id, true);
      const roles = await store.rolesUsing(tx, id);
      if (roles.length > 0 && !cascade) {
        throw stillInUse(
          `permission set ${before.name}`,
          roles.map((r) => ({ kind: 'roles', name: r.name })),
        );
      }
      const ressources = await store.ressourcesUsing(tx, id);
      await store.removeGrantsThrough(
        tx,
        id,
        roles.map((r) => r.id),
      );
      await store.deleteSet(tx, id);
      await audit({
        action: roles.length > 0 ? 'delete-cascade' : 'delete',
        entity: 'permissionSet',
        entityId: id,
        before: {
          ...withoutVersion(before),
          usedBy: { roles: roles.map((r) => ({ id: r.id, name: r.name })), ressources: ressources.map((r) => r.id) },
        },
      });
    });
  }

  /** POST /api/PermissionSets/{id}/permissions: adds one condition. Takes an optional If-Match. */
  addDetail(request: FastifyRequest, id: string, detail: PermissionSetDetailInput, expected?: ReadonlySet<Version>) {
    return this.changes.run(request, async ({ tx, audit }) => {
      const before = await this.locked(tx, id, expected);
      guardUnrestricted(id, true);
      await assertPermissionsExist(tx, [detail], 'body', true);
      await store.insertDetail(tx, id, detail);
      await store.bumpSet(tx, id);
      const after = withoutVersion((await store.findSet(tx, id))!);
      await audit({
        action: 'add-condition',
        entity: 'permissionSet',
        entityId: id,
        before: withoutVersion(before),
        after,
      });
      return after;
    });
  }

  /** DELETE /api/PermissionSets/{id}/permissions/{permissionId}: removes the set's conditions on that permission. */
  removeDetails(request: FastifyRequest, id: string, permissionId: string, expected?: ReadonlySet<Version>) {
    return this.changes.run(request, async ({ tx, audit }) => {
      const before = await this.locked(tx, id, expected);
      if ((await store.deleteDetailsOf(tx, id, permissionId)) === 0) throw notFound('condition on this permission');
      await store.bumpSet(tx, id);
      const after = withoutVersion((await store.findSet(tx, id))!);
      await audit({
        action: 'remove-condition',
        entity: 'permissionSet',
        entityId: id,
        before: withoutVersion(before),
        after,
      });
    });
  }

  private async locked(tx: DbOrTx, id: string, expected: ReadonlySet<Version> | undefined) {
    const found = await store.findSet(tx, id, { lock: true });
    if (!found) throw notFound('permission set');
    assertCurrent(expected, found.version);
    return found;
  }
}

/** The seeded set "without conditions" backs the default grants; conditions on it would change every role. */
function guardUnrestricted(id: string, changesMeaning: boolean): void {
  if (id === UNRESTRICTED_PERMISSION_SET_ID && changesMeaning) {
    throw conflict('the unrestricted permission set stays without conditions; create a new set instead');
  }
}

async function assertPermissionsExist(
  tx: DbOrTx,
  details: ReadonlyArray<{ permissionId: string }>,
  path: string,
  single = false,
): Promise<void> {
  const existing = await store.existingPermissions(
    tx,
    details.map((d) => d.permissionId),
  );
  details.forEach((d, i) => {
    if (!existing.has(d.permissionId)) {
      throw invalid(single ? `${path}.permissionId` : `${path}.${i}.permissionId`, 'no such permission');
    }
  });
}
