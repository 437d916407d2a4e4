import type { PortalUser, Role, UserCreate, UserInput, Username, UserPage } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { PortalConfig } from '../../../config';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { EMBEDDED_ISSUER_KEY } from '../../../db/seed-data';
import { assertCurrent, type Version } from '../../../http/etag';
import { conflict, invalid, notFound } from '../../../http/problem';
import type { ChangeRunner } from '../../audit/service';
import { assertOrgExists } from '../roles/service';
import { findRole } from '../roles/store';
import * as store from './store';

const withoutVersion = <T extends { version: number }>({ version: _v, ...rest }: T) => rest;

/** Users (spec: PortalUser) and the roles they hold. Favourites and parameters live in their own modules. */
export class UserService {
  constructor(
    private readonly db: Db,
    private readonly config: PortalConfig,
    private readonly changes: ChangeRunner,
  ) {}

  async search(query: string, page: number, pageSize: number): Promise<UserPage> {
    return { ...(await store.searchUsers(this.db, query, page, pageSize)), page, pageSize };
  }

  async get(id: string) {
    return (await store.findUser(this.db, id)) ?? Promise.reject(notFound('user'));
  }

  usernames(): Promise<Username[]> {
    return store.usernames(this.db);
  }

  async roles(userId: string): Promise<Role[]> {
    await this.get(userId);
    return store.rolesOf(this.db, userId);
  }

  create(request: FastifyRequest, input: UserCreate): Promise<PortalUser> {
    const { issuer, roles = [], brand: _brand, locale: _locale, openIdUserId, ...rest } = input;
    // Without a subject the person is invited instead (onboarding.ts); the route sends them there.
    if (!openIdUserId) throw invalid('body.openIdUserId', 'required');
    const fields = { ...rest, openIdUserId };
    const issuerKey = this.issuerKeyOf(issuer);
    return this.changes.run(request, async ({ tx, audit }) => {
      await assertOrgExists(tx, fields.org);
      const created = await store.insertUser(tx, issuerKey, fields);
      const assigned = await assignRoles(tx, created.id, roles);
      await audit({
        action: 'create',
        entity: 'user',
        entityId: created.id,
        after: assigned.length > 0 ? { ...created, roles: assigned } : created,
      });
      return created;
    });
  }

  update(request: FastifyRequest, id: string, input: UserInput, expected: ReadonlySet<Version>): Promise<void> {
    return this.changes.run(request, async ({ tx, audit }) => {
      const before = await locked(tx, id, expected);
      await assertOrgExists(tx, input.org);
      await store.updateUser(tx, id, input);
      const after = withoutVersion((await store.findUser(tx, id))!);
      await audit({ action: 'update', entity: 'user', entityId: id, before: withoutVersion(before), after });
    });
  }

  remove(request: FastifyRequest, id: string, expected: ReadonlySet<Version>, self: string | null): Promise<void> {
    return this.changes.run(request, async ({ tx, audit }) => {
      const before = await locked(tx, id, expected);
      if (id === self) throw conflict('administrators cannot delete their own user');
      const roles = await store.rolesOf(tx, id);
      // Favourites, parameters and role assignments go with the user (foreign key cascade).
      await store.deleteUser(tx, id);
      await audit({
        action: 'delete',
        entity: 'user',
        entityId: id,
        before: { ...withoutVersion(before), roles: roles.map((r) => ({ id: r.id, name: r.name })) },
      });
    });
  }

  /** POST /api/User/{userId}/role: 201 when the user did not hold the role yet, 200 when they did. */
  assignRole(request: FastifyRequest, userId: string, roleId: string) {
    return this.changes.run(request, async ({ tx, audit }) => {
      await locked(tx, userId, undefined);
      const found = await findRole(tx, roleId);
      if (!found) throw invalid('body.roleId', 'no such role');
      const added = await store.addRole(tx, userId, roleId);
      if (added) {
        await store.bumpUser(tx, userId);
        await audit({
          action: 'assign-role',
          entity: 'user',
          entityId: userId,
          after: { role: { id: roleId, name: found.name } },
        });
      }
      return { role: withoutVersion(found), added };
    });
  }

  unassignRole(request: FastifyRequest, userId: string, roleId: string, expected?: ReadonlySet<Version>) {
    return this.changes.run(request, async ({ tx, audit }) => {
      await locked(tx, userId, expected);
      const found = await findRole(tx, roleId);
      if (!(await store.removeRole(tx, userId, roleId))) throw notFound('role of this user');
      await store.bumpUser(tx, userId);
      await audit({
        action: 'unassign-role',
        entity: 'user',
        entityId: userId,
        before: { role: { id: roleId, name: found?.name ?? '' } },
      });
    });
  }

  /** The key users of an issuer are stored under: every host of the embedded provider shares one (T3). */
  private issuerKeyOf(issuer: string | undefined): string {
    if (issuer === undefined) return this.config.embeddedIdp ? EMBEDDED_ISSUER_KEY : this.config.issuers[0]!;
    if (!this.config.issuers.includes(issuer)) throw invalid('body.issuer', 'not an issuer this portal accepts');
    return this.config.embeddedIdp ? EMBEDDED_ISSUER_KEY : issuer;
  }
}

/** The user, locked for the change's transaction; 404 when missing, 412 when If-Match names another version. */
export async function locked(tx: DbOrTx, id: string, expected: ReadonlySet<Version> | undefined) {
  const found = await store.findUser(tx, id, { lock: true });
  if (!found) throw notFound('user');
  assertCurrent(expected, found.version);
  return found;
}

/** Assigns the roles a new user is created with; an unknown role refuses the whole creation. */
export async function assignRoles(tx: Tx, userId: string, roleIds: readonly string[]) {
  const assigned: Array<{ id: string; name: string }> = [];
  for (const [index, roleId] of [...new Set(roleIds)].entries()) {
    const found = await findRole(tx, roleId);
    if (!found) throw invalid(`body.roles.${index}`, 'no such role');
    await store.addRole(tx, userId, roleId);
    assigned.push({ id: roleId, name: found.name });
  }
  return assigned;
}
