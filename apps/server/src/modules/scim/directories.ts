import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { PortalConfig } from '../../config';
import type { Db, Tx } from '../../db/client';
import { EMBEDDED_ISSUER_KEY } from '../../db/seed-data';
import { assertCurrent, type Version } from '../../http/etag';
import { invalid, notFound } from '../../http/problem';
import type { ChangeRunner } from '../audit/service';
import type { DirectoryInput } from './directory-schemas';
import * as store from './store';

/** Where the directories reach the portal (app.ts mounts the SCIM routes there). */
export const SCIM_PREFIX = '/portal/scim/v2';

/** The SHA-256 of a directory's token, as stored: the token itself is shown once and never kept. */
export function tokenHash(token: string): string {
  return crypto.createHash('sha256').update(token, 'utf8').digest('hex');
}

/** 32 random bytes, base64url: what a directory sends as `Authorization: Bearer …`. */
function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export interface DirectoryView {
  id: string;
  name: string;
  issuer: string;
  roleMapping: Record<string, string>;
  /** Whether a token is in force (false once revoked, until the next rotation). */
  tokenActive: boolean;
  tokenIssuedAt: string | null;
  scimUrl: string;
  createdAt: string;
}

const view = (row: store.DirectoryRow): DirectoryView => ({
  id: row.id,
  name: row.name,
  issuer: row.issuer,
  roleMapping: row.roleMapping,
  tokenActive: row.tokenHash !== null,
  tokenIssuedAt: row.tokenIssuedAt?.toISOString() ?? null,
  scimUrl: SCIM_PREFIX,
  createdAt: row.createdAt.toISOString(),
});

/** What the audit trail keeps of a directory: never the token, not even its hash. */
const audited = ({ tokenHash: _hash, ...rest }: store.DirectoryRow) => rest;

/**
 * The directories an administrator connects (Entra ID, Okta, Keycloak): each with its issuer, its
 * group → role mapping and its bearer token, which is shown once, stored as its SHA-256, rotated
 * (the old one is refused from then on) or revoked. Every change is audited.
 */
export class DirectoryService {
  constructor(
    private readonly db: Db,
    private readonly changes: ChangeRunner,
    private readonly config: PortalConfig,
  ) {}

  async list(): Promise<DirectoryView[]> {
    return (await store.listDirectories(this.db)).map(view);
  }

  async get(id: string): Promise<{ directory: DirectoryView; version: Version }> {
    const row = await store.directoryById(this.db, id);
    if (!row) throw notFound('directory');
    return { directory: view(row), version: row.version };
  }

  create(request: FastifyRequest, input: DirectoryInput): Promise<{ directory: DirectoryView; token: string }> {
    return this.changes.run(request, async ({ tx, audit }) => {
      const issuer = this.issuerKey(input.issuer);
      for (const [group, role] of Object.entries(input.roleMapping)) {
        if (!(await store.roleIdByName(tx, role)))
          throw invalid(`body.roleMapping.${group}`, `there is no role ${role}`);
      }
      const token = newToken();
      const row = await store.insertDirectory(tx, {
        name: input.name,
        issuer,
        roleMapping: input.roleMapping,
        tokenHash: tokenHash(token),
      });
      await audit({ action: 'scim.directory.create', entity: 'scim_directory', entityId: row.id, after: audited(row) });
      return { directory: view(row), token };
    });
  }

  rotate(
    request: FastifyRequest,
    id: string,
    expected?: ReadonlySet<Version>,
  ): Promise<{ directory: DirectoryView; token: string }> {
    return this.changes.run(request, async ({ tx, audit }) => {
      const before = await this.locked(tx, id, expected);
      const token = newToken();
      const row = await store.setDirectoryToken(tx, id, tokenHash(token));
      await audit({
        action: 'scim.directory.rotate-token',
        entity: 'scim_directory',
        entityId: id,
        before: audited(before),
        after: audited(row),
      });
      return { directory: view(row), token };
    });
  }

  revoke(request: FastifyRequest, id: string, expected?: ReadonlySet<Version>): Promise<void> {
    return this.changes.run(request, async ({ tx, audit }) => {
      const before = await this.locked(tx, id, expected);
      const row = await store.setDirectoryToken(tx, id, null);
      await audit({
        action: 'scim.directory.revoke-token',
        entity: 'scim_directory',
        entityId: id,
        before: audited(before),
        after: audited(row),
      });
    });
  }

  private async locked(tx: Tx, id: string, expected?: ReadonlySet<Version>) {
    const row = await store.directoryById(tx, id, true);
    if (!row) throw notFound('directory');
    assertCurrent(expected, row.version);
    return row;
  }

  /**
   * The key the directory's users are stored under, as the token verifier names their issuer: an
   * issuer the portal accepts (PORTAL_OIDC_ISSUER), the first one when none is named.
   */
  private issuerKey(issuer: string | undefined): string {
    const chosen = issuer ?? this.config.issuers[0]!;
    if (!this.config.issuers.includes(chosen)) {
      throw invalid(
        'body.issuer',
        `the portal accepts no tokens of ${chosen}; accepted: ${this.config.issuers.join(', ')}`,
      );
    }
    return this.config.embeddedIdp ? EMBEDDED_ISSUER_KEY : chosen;
  }
}
