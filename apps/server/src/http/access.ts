import type { RessourceDefinition } from '@portal/contracts';

/**
 * What a route needs, declared where the route is (route `config.access`):
 * - `public`: no token (health, sign-in pages, public CRM forms);
 * - `signedIn`: a valid token and nothing more (sign-in bookkeeping such as loginOpenId);
 * - `resource`: a valid token and the resource with access type 1, at the resource's level of sign-in;
 * - `directory`: a SCIM directory's own bearer token (modules/scim), checked by that mount, never by
 *   the API guard (which refuses such a route).
 * A route that declares nothing is refused at run time, and a test fails on it (T19).
 */
export type Access =
  | { readonly public: true }
  | { readonly signedIn: true }
  | { readonly resource: RessourceDefinition }
  | { readonly directory: true };

export const PUBLIC: Access = { public: true };
export const SIGNED_IN: Access = { signedIn: true };
export const DIRECTORY: Access = { directory: true };
export const needs = (resource: RessourceDefinition): Access => ({ resource });

export function describeAccess(access: Access | undefined): string {
  if (!access) return 'undeclared';
  if ('public' in access) return 'public';
  if ('signedIn' in access) return 'signed-in';
  if ('directory' in access) return 'directory';
  return `resource ${access.resource.technicalName}`;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}
