import { ALL_RESSOURCES, type PortalRessource, type RessourceInput } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../../../db/client';
import { assertCurrent, type Version } from '../../../http/etag';
import { conflict, invalid, notFound } from '../../../http/problem';
import type { ChangeRunner } from '../../audit/service';
import { stillInUse } from '../shared';
import * as store from './store';

/** Resources of the registry: the code names them by id, and every start writes them again. */
const REGISTRY = new Map<string, (typeof ALL_RESSOURCES)[number]>(ALL_RESSOURCES.map((r) => [r.id, r]));

/** Resources (spec: PortalRessource) and their groups: what a role may be granted. */
export class RessourceService {
  constructor(
    private readonly db: Db,
    private readonly changes: ChangeRunner,
  ) {}

  list(): Promise<PortalRessource[]> {
    return store.listRessources(this.db);
  }

  async get(id: string) {
    return (await store.findRessource(this.db, id)) ?? Promise.reject(notFound('resource'));
  }

  groups() {
    return store.listGroups(this.db);
  }

  async group(id: string) {
    return (await store.findGroup(this.db, id)) ?? Promise.reject(notFound('resource group'));
  }

  create(request: FastifyRequest, input: RessourceInput): Promise<PortalRessource> {
    return this.changes.run(request, async ({ tx, audit }) => {
      await assertGroupExists(tx, input.ressourceGroup.id);
      const id = await store.insertRessource(tx, input);
      const { version: _v, ...created } = (await store.findRessource(tx, id))!;
      await audit({ action: 'create', entity: 'ressource', entityId: id, after: created });
      return created;
    });
  }

  update(request: FastifyRequest, id: string, input: RessourceInput, expected: ReadonlySet<Version>) {
    return this.changes.run(request, async ({ tx, audit }) => {
      const { version, ...before } = (await store.findRessource(tx, id, { lock: true })) ?? throwNotFound();
      assertCurrent(expected, version);
      const registered = REGISTRY.get(id);
      if (registered && (registered.technicalName !== input.technicalName || registered.type !== input.type)) {
        throw conflict('a resource of the registry keeps its technical name and type: the code names it');
      }
      await assertGroupExists(tx, input.ressourceGroup.id);
      await store.updateRessource(tx, id, input);
      const { version: _v, ...after } = (await store.findRessource(tx, id))!;
      await audit({ action: 'update', entity: 'ressource', entityId: id, before, after });
    });
  }

  remove(request: FastifyRequest, id: string, expected: ReadonlySet<Version>, cascade: boolean) {
    return this.changes.run(request, async ({ tx, audit }) => {
      const { version, ...before } = (await store.findRessource(tx, id, { lock: true })) ?? throwNotFound();
      assertCurrent(expected, version);
      if (REGISTRY.has(id)) {
        throw conflict('a resource of the registry cannot be deleted: the code names it; revoke it from roles instead');
      }
      const roles = await store.rolesHolding(tx, id);
      if (roles.length > 0 && !cascade) {
        throw stillInUse(
          `resource ${before.name}`,
          roles.map((r) => ({ kind: 'roles', name: r.name })),
        );
      }
      // The grants go with the resource (foreign key cascade); the trail keeps which roles held it.
      await store.deleteRessource(tx, id);
      await audit({
        action: roles.length > 0 ? 'delete-cascade' : 'delete',
        entity: 'ressource',
        entityId: id,
        before: { ...before, heldBy: roles },
      });
    });
  }
}

function throwNotFound(): never {
  throw notFound('resource');
}

async function assertGroupExists(tx: DbOrTx, groupId: string): Promise<void> {
  if (!(await store.findGroup(tx, groupId))) throw invalid('body.ressourceGroup.id', 'no such resource group');
}
