import type { z } from 'zod';
import type { PortalConfig } from '../../config';
import { type Db, sqlState, type Tx } from '../../db/client';
import { EMBEDDED_ISSUER_KEY } from '../../db/seed-data';
import { assertCurrent, type Version } from '../../http/etag';
import { type RevokedGrants, revokeAccountGrants, setAccountsDisabled } from '../../idp/revocations';
import type { AccessService } from '../access/service';
import { administratorRemains } from '../administration/service';
import { type Actor, type Change, insertAuditEntry } from '../audit/service';
import { ScimError, scimNotFound } from './errors';
import { matches, parseFilter, pinned, type ScimFilter } from './filter';
import { applyPatch } from './patch';
import {
  type BaseUrl,
  groupResource,
  profileOf,
  project,
  storedAttributes,
  userResource,
  writableGroup,
  writableUser,
} from './representation';
import {
  LIST_RESPONSE,
  type ScimGroupInput,
  type ScimListQuery,
  type ScimPatchInput,
  type ScimUserInput,
  scimGroupInput,
  scimUserInput,
} from './schemas';
import * as store from './store';

/** Who calls: the directory its token names, the request (for the audit trail) and the base URL of its answers. */
export interface ScimCaller {
  readonly directory: store.DirectoryRow;
  readonly requestId: string;
  readonly base: BaseUrl;
}

export interface Resource {
  readonly body: Record<string, unknown>;
  readonly version: Version;
}

/** At most this many resources in one page (ServiceProviderConfig `filter.maxResults`). */
export const MAX_RESULTS = 200;

interface Scope {
  readonly tx: Tx;
  audit(change: Change): Promise<void>;
  /** Grants of the embedded provider revoked in this change: refused in this process after the commit. */
  readonly revoked: string[];
}

/**
 * SCIM 2.0 provisioning (RFC 7644) for one directory at a time: its users become portal users of
 * the directory's issuer (subject = externalId, else userName), its groups map to portal roles,
 * and a user it deactivates or deletes loses every session and token at once.
 */
export class ScimService {
  constructor(
    private readonly db: Db,
    private readonly accessService: AccessService,
    private readonly config: PortalConfig,
    private readonly revokedGrants: RevokedGrants | undefined,
  ) {}

  // Users

  listUsers(caller: ScimCaller, query: ScimListQuery): Promise<Record<string, unknown>> {
    return listed(
      query,
      (filter) =>
        store.selectUsers(this.db, caller.directory.id, {
          userName: filter && pinned(filter, 'userName'),
          externalId: filter && pinned(filter, 'externalId'),
        }),
      (ids) => store.groupsOfUsers(this.db, ids),
      (row, groups) => userResource(row, groups, caller.base),
    );
  }

  async getUser(caller: ScimCaller, id: string): Promise<Resource> {
    const row = await store.userById(this.db, caller.directory.id, id);
    if (!row) throw scimNotFound('user');
    return this.userAnswer(this.db, caller, row);
  }

  createUser(caller: ScimCaller, input: ScimUserInput): Promise<Resource> {
    return this.change(caller, async (scope) => {
      const row = await this.writeUser(scope, caller.directory, undefined, input);
      await scope.audit({
        action: 'scim.user.create',
        entity: 'scim_user',
        entityId: row.id,
        after: writableUser(row),
      });
      return this.userAnswer(scope.tx, caller, row);
    });
  }

  replaceUser(
    caller: ScimCaller,
    id: string,
    input: ScimUserInput,
    expected?: ReadonlySet<Version>,
  ): Promise<Resource> {
    return this.change(caller, async (scope) => {
      const before = await this.lockedUser(scope.tx, caller, id, expected);
      const row = await this.writeUser(scope, caller.directory, before, input);
      await scope.audit({
        action: 'scim.user.replace',
        entity: 'scim_user',
        entityId: row.id,
        before: writableUser(before),
        after: writableUser(row),
      });
      return this.userAnswer(scope.tx, caller, row);
    });
  }

  patchUser(caller: ScimCaller, id: string, patch: ScimPatchInput, expected?: ReadonlySet<Version>): Promise<Resource> {
    return this.change(caller, async (scope) => {
      const before = await this.lockedUser(scope.tx, caller, id, expected);
      const input = validated(scimUserInput, applyPatch(writableUser(before), patch.Operations));
      const row = await this.writeUser(scope, caller.directory, before, input);
      await scope.audit({
        action: before.active && !row.active ? 'scim.user.deactivate' : 'scim.user.patch',
        entity: 'scim_user',
        entityId: row.id,
        before: writableUser(before),
        after: writableUser(row),
      });
      return this.userAnswer(scope.tx, caller, row);
    });
  }

  /** The directory no longer provisions the user: the portal user stays, deactivated, without the directory's roles. */
  deleteUser(caller: ScimCaller, id: string, expected?: ReadonlySet<Version>): Promise<void> {
    return this.change(caller, async (scope) => {
      const before = await this.lockedUser(scope.tx, caller, id, expected);
      await store.dropGovernedRoles(scope.tx, caller.directory.id, before.userId);
      await store.deleteUser(scope.tx, before.id);
      const { issuer, subject } = await store.disablePortalUser(scope.tx, before.userId);
      await this.endSignIn(scope, issuer, subject);
      await scope.audit({
        action: 'scim.user.delete',
        entity: 'scim_user',
        entityId: before.id,
        before: writableUser(before),
      });
    });
  }

  // Groups

  listGroups(caller: ScimCaller, query: ScimListQuery): Promise<Record<string, unknown>> {
    return listed(
      query,
      (filter) =>
        store.selectGroups(this.db, caller.directory.id, { displayName: filter && pinned(filter, 'displayName') }),
      (ids) => store.membersOfGroups(this.db, ids),
      (row, members) => groupResource(row, members, caller.base),
    );
  }

  async getGroup(caller: ScimCaller, id: string): Promise<Resource> {
    const row = await store.groupById(this.db, caller.directory.id, id);
    if (!row) throw scimNotFound('group');
    return this.groupAnswer(this.db, caller, row);
  }

  createGroup(caller: ScimCaller, input: ScimGroupInput): Promise<Resource> {
    return this.change(caller, async (scope) => {
      const members = await this.memberIds(scope.tx, caller.directory.id, input);
      const row = await store.insertGroup(scope.tx, {
        directoryId: caller.directory.id,
        displayName: input.displayName,
        externalId: input.externalId ?? null,
        roleId: await roleFor(scope.tx, caller.directory, input.displayName),
      });
      await store.setMembers(scope.tx, row.id, members);
      await store.syncRoles(scope.tx, caller.directory.id, [...members]);
      const answer = await this.groupAnswer(scope.tx, caller, row);
      await scope.audit({
        action: 'scim.group.create',
        entity: 'scim_group',
        entityId: row.id,
        after: auditedGroup(row, members),
      });
      return answer;
    });
  }

  replaceGroup(
    caller: ScimCaller,
    id: string,
    input: ScimGroupInput,
    expected?: ReadonlySet<Version>,
  ): Promise<Resource> {
    return this.change(caller, async (scope) => {
      const before = await this.lockedGroup(scope.tx, caller, id, expected);
      return this.writeGroup(scope, caller, before, input, 'scim.group.replace');
    });
  }

  patchGroup(
    caller: ScimCaller,
    id: string,
    patch: ScimPatchInput,
    expected?: ReadonlySet<Version>,
  ): Promise<Resource> {
    return this.change(caller, async (scope) => {
      const before = await this.lockedGroup(scope.tx, caller, id, expected);
      const members = (await store.membersOfGroups(scope.tx, [before.id])).get(before.id) ?? [];
      const patched = applyPatch(writableGroup(before, members, caller.base), patch.Operations);
      return this.writeGroup(scope, caller, before, validated(scimGroupInput, patched), 'scim.group.patch');
    });
  }

  deleteGroup(caller: ScimCaller, id: string, expected?: ReadonlySet<Version>): Promise<void> {
    return this.change(caller, async (scope) => {
      const before = await this.lockedGroup(scope.tx, caller, id, expected);
      const members = await store.memberIdsOfGroup(scope.tx, before.id);
      await store.deleteGroup(scope.tx, before.id);
      await store.syncRoles(scope.tx, caller.directory.id, members, before.roleId ? [before.roleId] : []);
      await scope.audit({
        action: 'scim.group.delete',
        entity: 'scim_group',
        entityId: before.id,
        before: auditedGroup(before, new Set(members)),
      });
    });
  }

  // The parts

  private async writeGroup(
    scope: Scope,
    caller: ScimCaller,
    before: store.GroupRow,
    input: ScimGroupInput,
    action: string,
  ): Promise<Resource> {
    const members = await this.memberIds(scope.tx, caller.directory.id, input);
    const formerMembers = await store.memberIdsOfGroup(scope.tx, before.id);
    const row = await store.updateGroup(scope.tx, before.id, {
      displayName: input.displayName,
      externalId: input.externalId ?? null,
      roleId: await roleFor(scope.tx, caller.directory, input.displayName),
    });
    const changed = await store.setMembers(scope.tx, row.id, members);
    const remapped = row.roleId !== before.roleId;
    // A group mapped to another role changes every member's roles; otherwise only those who joined or left.
    const affected = remapped ? [...new Set([...formerMembers, ...members])] : changed;
    await store.syncRoles(scope.tx, caller.directory.id, affected, remapped && before.roleId ? [before.roleId] : []);
    await scope.audit({
      action,
      entity: 'scim_group',
      entityId: row.id,
      before: auditedGroup(before, new Set(formerMembers)),
      after: auditedGroup(row, members),
    });
    return this.groupAnswer(scope.tx, caller, row);
  }

  /** Members must be users of the same directory; nested groups are not offered. */
  private async memberIds(tx: Tx, directoryId: string, input: ScimGroupInput): Promise<Set<string>> {
    const wanted = [...new Set((input.members ?? []).map((m) => m.value))];
    const found = await store.existingUserIds(tx, directoryId, wanted);
    const unknown = wanted.filter((id) => !found.has(id));
    if (unknown.length > 0) {
      throw new ScimError(
        400,
        `members are not users of this directory: ${unknown.slice(0, 5).join(', ')}`,
        'invalidValue',
      );
    }
    return found;
  }

  private async writeUser(
    scope: Scope,
    directory: store.DirectoryRow,
    before: store.UserRow | undefined,
    input: ScimUserInput,
  ): Promise<store.UserRow> {
    const subject = input.externalId ?? input.userName;
    const active = input.active ?? true;
    const profile = profileOf(input);
    const holder = await store.portalUserBySubject(scope.tx, directory.issuer, subject);
    const values = {
      userName: input.userName,
      externalId: input.externalId ?? null,
      active,
      resource: storedAttributes(input),
    };
    let row: store.UserRow;
    if (before) {
      if (holder && holder.id !== before.userId) throw uniqueness('another portal user signs in with this subject');
      await store.updatePortalUser(scope.tx, before.userId, { subject, profile, disabled: !active });
      row = await store.updateUser(scope.tx, before.id, values);
    } else {
      if (holder?.provisioned) throw uniqueness('a user with this subject is provisioned already');
      // A person who signed in before the directory knew them keeps their portal user (favourites, parameters).
      const userId = holder?.id ?? (await store.insertPortalUser(scope.tx, directory.issuer, subject, profile));
      await store.updatePortalUser(scope.tx, userId, { subject, profile, disabled: !active });
      row = await store.insertUser(scope.tx, { directoryId: directory.id, userId, ...values });
    }
    const wasActive = before ? before.active : true;
    if (wasActive && !active) await this.endSignIn(scope, directory.issuer, subject);
    if (!wasActive && active) await this.allowSignIn(scope, directory.issuer, subject);
    return row;
  }

  /**
   * A deactivated person's sign-in ends now. The guard refuses their tokens (portal_user.disabled_at);
   * when they sign in through the embedded provider, its account is disabled and every grant,
   * session and refresh token of theirs revoked (idp/revocations.ts).
   */
  private async endSignIn(scope: Scope, issuer: string, subject: string): Promise<void> {
    if (issuer !== EMBEDDED_ISSUER_KEY || !store.isId(subject)) return;
    await setAccountsDisabled(scope.tx, [subject], true);
    const keep = this.config.accessTokenTtl + this.config.clockTolerance;
    scope.revoked.push(...(await revokeAccountGrants(scope.tx, [subject], keep)));
  }

  private async allowSignIn(scope: Scope, issuer: string, subject: string): Promise<void> {
    if (issuer === EMBEDDED_ISSUER_KEY && store.isId(subject)) await setAccountsDisabled(scope.tx, [subject], false);
  }

  private async lockedUser(tx: Tx, caller: ScimCaller, id: string, expected?: ReadonlySet<Version>) {
    const row = await store.userById(tx, caller.directory.id, id, true);
    if (!row) throw scimNotFound('user');
    assertCurrent(expected, row.version);
    return row;
  }

  private async lockedGroup(tx: Tx, caller: ScimCaller, id: string, expected?: ReadonlySet<Version>) {
    const row = await store.groupById(tx, caller.directory.id, id, true);
    if (!row) throw scimNotFound('group');
    assertCurrent(expected, row.version);
    return row;
  }

  private async userAnswer(db: Db | Tx, caller: ScimCaller, row: store.UserRow): Promise<Resource> {
    const groups = (await store.groupsOfUsers(db, [row.id])).get(row.id) ?? [];
    return { body: userResource(row, groups, caller.base), version: row.version };
  }

  private async groupAnswer(db: Db | Tx, caller: ScimCaller, row: store.GroupRow): Promise<Resource> {
    const members = (await store.membersOfGroups(db, [row.id])).get(row.id) ?? [];
    return { body: groupResource(row, members, caller.base), version: row.version };
  }

  /**
   * One provisioning change: one transaction with its audit entries, never leaving the portal
   * without an administrator (a group mapped to the administrators' role), then the cached
   * permissions dropped and revoked grants refused in this process at once.
   */
  private async change<T>(caller: ScimCaller, work: (scope: Scope) => Promise<T>): Promise<T> {
    const actor: Actor = {
      id: null,
      sub: `scim:${caller.directory.id}`,
      name: `SCIM ${caller.directory.name}`,
      requestId: caller.requestId,
    };
    const revoked: string[] = [];
    try {
      const result = await this.db.transaction(async (tx) => {
        const administrators = await administratorRemains.before(tx);
        const out = await work({ tx, revoked, audit: (change) => insertAuditEntry(tx, actor, change) });
        await administratorRemains.after(tx, administrators);
        return out;
      });
      await Promise.all(revoked.map((grantId) => this.revokedGrants?.revoke(grantId)));
      return result;
    } catch (error) {
      if (sqlState(error) === '23505') throw uniqueness('a resource with this name exists already');
      throw error;
    } finally {
      this.accessService.invalidate();
    }
  }
}

/** The role a group maps to: the directory's mapping for its name, else the role of the same name. */
async function roleFor(tx: Tx, directory: store.DirectoryRow, displayName: string): Promise<string | null> {
  const mapped = Object.entries(directory.roleMapping).find(
    ([group]) => group.toLowerCase() === displayName.toLowerCase(),
  );
  return (await store.roleIdByName(tx, mapped ? mapped[1] : displayName)) ?? null;
}

function auditedGroup(row: store.GroupRow, members: ReadonlySet<string>) {
  return { displayName: row.displayName, externalId: row.externalId, roleId: row.roleId, members: [...members].sort() };
}

const uniqueness = (detail: string) => new ScimError(409, detail, 'uniqueness');

/** A patched resource must still be one a PUT would accept. */
function validated<S extends z.ZodObject>(schema: S, value: Record<string, unknown>): z.output<S> {
  // Attribute names are case-insensitive (RFC 7643 §2.1): RFC 7644's own PATCH example writes "nickname".
  const names = new Map(Object.keys(schema.shape).map((name) => [name.toLowerCase(), name]));
  const canonical = Object.fromEntries(Object.entries(value).map(([k, v]) => [names.get(k.toLowerCase()) ?? k, v]));
  const result = schema.safeParse(canonical);
  if (result.success) return result.data;
  const detail = result.error.issues
    .map((i) => `${i.path.map(String).join('.') || 'resource'}: ${i.message}`)
    .join('; ');
  throw new ScimError(400, `the patched resource is not valid: ${detail}`.slice(0, 500), 'invalidValue');
}

/**
 * A list (RFC 7644 §3.4.2): the rows the filter may match (the store narrows by a value the filter
 * pins), represented with their groups or members, filtered, then one page of them.
 */
async function listed<Row extends { id: string }, Ref>(
  query: ScimListQuery,
  select: (filter: ScimFilter | undefined) => Promise<Row[]>,
  related: (ids: string[]) => Promise<Map<string, Ref[]>>,
  represent: (row: Row, refs: Ref[]) => Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const filter = query.filter ? parseFilter(query.filter) : undefined;
  const rows = await select(filter);
  const refs = await related(rows.map((r) => r.id));
  const resources = rows.map((row) => represent(row, refs.get(row.id) ?? []));
  return page(filter ? resources.filter((r) => matches(r, filter)) : resources, query);
}

/** A ListResponse page (RFC 7644 §3.4.2): 1-based startIndex, count capped at MAX_RESULTS. */
function page(resources: Record<string, unknown>[], query: ScimListQuery): Record<string, unknown> {
  const count = Math.min(MAX_RESULTS, Math.max(0, query.count ?? MAX_RESULTS));
  const slice = resources.slice(query.startIndex - 1, query.startIndex - 1 + count);
  return {
    schemas: [LIST_RESPONSE],
    totalResults: resources.length,
    startIndex: query.startIndex,
    itemsPerPage: slice.length,
    Resources: slice.map((r) => project(r, query)),
  };
}
