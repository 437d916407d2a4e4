import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { JSONWebKeySet } from 'jose';
import type { PortalConfig } from '../config';
import type { Database } from '../db/client';

/** The embedded OpenID Connect provider, mounted at /openid on every configured origin. */
export interface IdentityProvider {
  register(app: FastifyInstance): Promise<void>;
  /** Public signing keys: the current one and retired ones whose tokens may still be alive. */
  publicJwks(): Promise<JSONWebKeySet>;
  close(): Promise<void>;
}

export interface IdentityProviderDeps {
  config: PortalConfig;
  database: Database;
  log: FastifyBaseLogger;
}

export async function createIdentityProvider(_deps: IdentityProviderDeps): Promise<IdentityProvider> {
  throw new Error('embedded identity provider: not built yet');
}
