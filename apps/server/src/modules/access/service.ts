import { ACCESS_GRANTED, type PortalRessourcePermission } from '@portal/contracts';
import type { Db } from '../../db/client';
import { findUserGrants } from './store';

export interface UserAccess {
  /** The PortalUser id, or null when this subject has never signed in to the portal. */
  readonly userId: string | null;
  /** Resource ids held with access type 1. */
  readonly granted: ReadonlySet<string>;
  /** Every resource permission the user's roles hold, as the shell receives them. */
  readonly permissions: readonly PortalRessourcePermission[];
}

/**
 * Answers "which resources does this user hold" from the database. Changes made by an
 * administrator take effect on the next request (T22): the answer is kept at most `ttlMs`
 * and dropped at once when this process changes roles or grants.
 */
export class AccessService {
  private readonly cache = new Map<string, { at: number; access: Promise<UserAccess> }>();

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 2_000,
  ) {}

  resolve(issuerKey: string, sub: string): Promise<UserAccess> {
    const key = `${issuerKey}\u0000${sub}`;
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.access;
    // Concurrent requests of one user share the same database round trip.
    const access = this.load(issuerKey, sub);
    this.cache.set(key, { at: Date.now(), access });
    access.catch(() => this.cache.delete(key));
    if (this.cache.size > 5_000) this.cache.delete(this.cache.keys().next().value!);
    return access;
  }

  invalidate(): void {
    this.cache.clear();
  }

  private async load(issuerKey: string, sub: string): Promise<UserAccess> {
    const found = await findUserGrants(this.db, issuerKey, sub);
    const granted = new Set<string>();
    const permissions: PortalRessourcePermission[] = [];
    for (const row of found) {
      if (!row.ressource_id || row.access_type === null) continue;
      permissions.push({
        ressource: row.ressource_id,
        accessType: row.access_type,
        permissionSet: row.permission_set_id,
      });
      // A grant through a permission set with conditions opens the route; which rows it shows is
      // the data module's filter on those conditions.
      if (row.access_type === ACCESS_GRANTED) granted.add(row.ressource_id);
    }
    return { userId: found[0]?.user_id ?? null, granted, permissions };
  }
}
