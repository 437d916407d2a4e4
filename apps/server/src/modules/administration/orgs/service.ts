import { API, type Org, type OrgInput } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { notFound } from '../../../http/problem';
import { requireResource } from '../../access/service';
import type { ChangeRunner } from '../../audit/service';
import { displayName, stillInUse } from '../shared';
import * as store from './store';

/**
 * Orgs (spec: Org): every employee reads them (API.orgs); changing them is role administration,
 * so it also needs API.roles at its level of sign-in.
 */
export class OrgService {
  constructor(
    private readonly db: Db,
    private readonly changes: ChangeRunner,
  ) {}

  list(visibility?: 'public' | 'private'): Promise<Org[]> {
    return store.listOrgs(this.db, visibility);
  }

  create(request: FastifyRequest, input: OrgInput) {
    requireResource(request, API.roles);
    return this.changes.run(request, async ({ tx, audit }) => {
      const created = await store.insertOrg(tx, input);
      await audit({ action: 'create', entity: 'org', entityId: created.id, after: created });
      return created;
    });
  }

  update(request: FastifyRequest, id: number, input: OrgInput): Promise<void> {
    requireResource(request, API.roles);
    return this.changes.run(request, async ({ tx, audit }) => {
      const before = await store.findOrg(tx, id, { lock: true });
      if (!before) throw notFound('org');
      await store.updateOrg(tx, id, input);
      await audit({ action: 'update', entity: 'org', entityId: id, before, after: { id, ...input } });
    });
  }

  remove(request: FastifyRequest, id: number, cascade: boolean): Promise<void> {
    requireResource(request, API.roles);
    return this.changes.run(request, async ({ tx, audit }) => {
      const before = await store.findOrg(tx, id, { lock: true });
      if (!before) throw notFound('org');
      const { users, roles } = await store.membersOf(tx, id);
      if ((users.length > 0 || roles.length > 0) && !cascade) {
        throw stillInUse(`org ${before.name}`, [
          ...users.map((u) => ({ kind: 'users', name: displayName(u) })),
          ...roles.map((r) => ({ kind: 'roles', name: r.name })),
        ]);
      }
      await store.detachMembers(tx, id);
      await store.deleteOrg(tx, id);
      await audit({
        action: users.length + roles.length > 0 ? 'delete-cascade' : 'delete',
        entity: 'org',
        entityId: id,
        before: { ...before, users: users.map((u) => u.id), roles: roles.map((r) => r.id) },
      });
    });
  }
}
