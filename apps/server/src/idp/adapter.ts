import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/client';
import { oidcPayload, revokedGrant } from '../db/schema/idp';

/**
 * oidc-provider's storage in PostgreSQL (idp.oidc_payload), so sessions, grants, codes, refresh
 * tokens and interactions survive a restart (R11). One table for every model and every brand
 * host; each host's artefacts carry its name in the model column (`RefreshToken@arbonia.localhost`),
 * because each host is its own issuer: a code or refresh token of one host is unknown to the others.
 */
export function createAdapterClass(db: Db, namespace?: string): new (model: string) => Adapter {
  return class PostgresAdapter implements Adapter {
    private readonly model: string;

    constructor(model: string) {
      this.model = namespace ? `${model}@${namespace}` : model;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      const row = {
        payload,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt,
      };
      await db
        .insert(oidcPayload)
        .values({ model: this.model, id, ...row })
        .onConflictDoUpdate({ target: [oidcPayload.model, oidcPayload.id], set: row });
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return this.findWhere(eq(oidcPayload.id, id));
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.findWhere(eq(oidcPayload.uid, uid));
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return this.findWhere(eq(oidcPayload.userCode, userCode));
    }

    async consume(id: string): Promise<void> {
      await db
        .update(oidcPayload)
        .set({ consumedAt: new Date() })
        .where(and(eq(oidcPayload.model, this.model), eq(oidcPayload.id, id)));
    }

    async destroy(id: string): Promise<void> {
      await db.delete(oidcPayload).where(and(eq(oidcPayload.model, this.model), eq(oidcPayload.id, id)));
    }

    /** Revoking a grant removes every artefact of it, whatever its model (codes, refresh tokens, ...). */
    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(oidcPayload).where(eq(oidcPayload.grantId, grantId));
    }

    private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select({ payload: oidcPayload.payload, consumedAt: oidcPayload.consumedAt })
        .from(oidcPayload)
        .where(
          and(
            eq(oidcPayload.model, this.model),
            condition,
            or(isNull(oidcPayload.expiresAt), gt(oidcPayload.expiresAt, sql`now()`)),
          ),
        )
        .limit(1);
      if (!row) return undefined;
      const payload = row.payload as AdapterPayload;
      // The library detects reuse (codes, rotated refresh tokens) by this field.
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    }
  };
}

/** Expired artefacts are never read again (find filters them); this only keeps the table small. */
export async function purgeExpired(db: Db): Promise<void> {
  await db.delete(oidcPayload).where(lt(oidcPayload.expiresAt, sql`now()`));
  await db.delete(revokedGrant).where(lt(revokedGrant.expiresAt, sql`now()`));
}
