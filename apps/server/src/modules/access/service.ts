import { ACCESS_GRANTED, type PortalRessourcePermission } from '@portal/contracts';
import type { Bus } from '../../cluster/index';
import type { Db } from '../../db/client';
import { allHold } from './conditions';
import { findUserGrants, findUserGrantsById, type GrantRow } from './store';
import { type GrantCondition, type Subject, userConditions } from './subject';

/** One resource permission a user holds through one of their roles. */
export interface Grant {
  readonly roleId: string;
  readonly ressourceId: string;
  readonly accessType: number;
  readonly permissionSetId: string;
  readonly conditions: readonly GrantCondition[];
  /** Access type 1 and every condition on the user holds: the grant opens the resource. */
  readonly applies: boolean;
}

export interface UserAccess {
  /** The PortalUser id, or null when this subject has never signed in to the portal. */
  readonly userId: string | null;
  /** The person was deactivated (SCIM active=false or deleted): the guard refuses their tokens. */
  readonly disabled: boolean;
  /** Resource ids held through a grant that applies. */
  readonly granted: ReadonlySet<string>;
  /** Every resource permission the user's roles hold, as the shell receives them. */
  readonly permissions: readonly PortalRessourcePermission[];
  readonly grants: readonly Grant[];
  /** What conditions may test about the user. */
  readonly subject: Subject;
}

interface CachedAccess {
  at: number;
  access: Promise<UserAccess>;
  /** The answer once it has arrived, for callers that must not wait. */
  settled?: UserAccess;
}

const cacheKey = (issuerKey: string, sub: string) => `${issuerKey}\u0000${sub}`;

const NOBODY: Subject = { org: null, attributes: {}, claims: {} };

/**
 * Answers "which resources does this user hold" from the database. Changes made by an
 * administrator take effect on the next request (T22): the answer is kept at most `ttlMs`
 * and dropped at once when any process changes roles or grants (shareChangesThrough).
 */
export class AccessService {
  private readonly cache = new Map<string, CachedAccess>();
  private bus: Bus | undefined;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 2_000,
  ) {}

  resolve(issuerKey: string, sub: string): Promise<UserAccess> {
    const key = cacheKey(issuerKey, sub);
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.access;
    // Concurrent requests of one user share the same database round trip.
    const access = findUserGrants(this.db, issuerKey, sub).then(accessFrom);
    const entry: CachedAccess = { at: Date.now(), access };
    this.cache.set(key, entry);
    access.then(
      (settled) => {
        entry.settled = settled;
      },
      () => {
        if (this.cache.get(key) === entry) this.cache.delete(key);
      },
    );
    if (this.cache.size > 5_000) this.cache.delete(this.cache.keys().next().value!);
    return access;
  }

  /** The answer `resolve` would give at once, when one is known and fresh; else undefined. */
  cached(issuerKey: string, sub: string): UserAccess | undefined {
    const hit = this.cache.get(cacheKey(issuerKey, sub));
    return hit && Date.now() - hit.at < this.ttlMs ? hit.settled : undefined;
  }

  /** Any user's access by PortalUser id, uncached: for administrators asking why. */
  async resolveUser(userId: string): Promise<UserAccess> {
    return accessFrom(await findUserGrantsById(this.db, userId));
  }

  /** Drops every cached answer when a change notice arrives from any process, or notices may have been missed. */
  shareChangesThrough(bus: Bus): void {
    this.bus = bus;
    bus.subscribe('access', () => this.cache.clear());
    bus.onReconnect(() => this.cache.clear());
  }

  /** After a committed change of roles or grants: dropped here at once, and in every other process. */
  invalidate(): void {
    this.cache.clear();
    // Without the notice the other processes still drop their answers within ttlMs.
    this.bus?.publish('access', '').catch(() => undefined);
  }
}

function json<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

export function accessFrom(found: GrantRow[]): UserAccess {
  const first = found[0];
  if (!first)
    return { userId: null, disabled: false, granted: new Set(), permissions: [], grants: [], subject: NOBODY };
  const subject: Subject = {
    org: first.org,
    attributes: json(first.attributes),
    claims: {
      email: first.email,
      given_name: first.first_name,
      family_name: first.last_name,
      department: first.department,
      preferred_username: first.username,
      sub: first.open_id_user_id,
    },
  };
  const grants: Grant[] = [];
  const granted = new Set<string>();
  const permissions: PortalRessourcePermission[] = [];
  for (const row of found) {
    if (!row.ressource_id || row.access_type === null || !row.permission_set_id || !row.role_id) continue;
    const conditions = json(row.conditions ?? []);
    const onUser = userConditions(conditions, subject);
    const applies = row.access_type === ACCESS_GRANTED && allHold(onUser.conditions, onUser.record);
    grants.push({
      roleId: row.role_id,
      ressourceId: row.ressource_id,
      accessType: row.access_type,
      permissionSetId: row.permission_set_id,
      conditions,
      applies,
    });
    // A grant whose user conditions do not hold is reported as evaluated without access (type 0),
    // so the shell's menu shows exactly what the guard lets through.
    permissions.push({
      ressource: row.ressource_id,
      accessType: applies ? row.access_type : 0,
      permissionSet: row.permission_set_id,
    });
    if (applies) granted.add(row.ressource_id);
  }
  return { userId: first.user_id, disabled: Boolean(first.disabled), granted, permissions, grants, subject };
}

// What other modules and the shared ERP gateway may use of access control: this file is the module's entry.
export { actingFor, logOtherUsersObject, requireResource } from './acting';
export { anyAllHoldFilter, type Condition, holds, likePattern } from './conditions';
export { mayShowRow, visibilityOf } from './row-filter';
export { isDataCondition, lookupValue, type Subject } from './subject';
