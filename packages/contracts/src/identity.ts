/**
 * Where the shell signs in when the portal trusts the group's own identity provider instead of
 * its embedded one: the server writes it into the shell's page (`<meta name="portal-identity">`),
 * the shell reads it at start. Without it the shell uses the embedded provider of its own host.
 * Checked by hand, not with zod: this runs in the shell's first download (browser.ts).
 */
export interface ShellIdentity {
  /** The issuer (Keycloak `…/realms/<realm>`, Entra ID `…/<tenant>/v2.0`). */
  readonly authority: string;
  readonly clientId: string;
  /** The scopes the shell asks for (Entra ID: the API's `api://…/portal` and `api://…/crm`). */
  readonly scope: string;
  /** The claim of the ID token that names the person to the portal (`sub`, or Entra ID's `oid`). */
  readonly subjectClaim: 'sub' | 'oid';
}

export const SHELL_IDENTITY_META = 'portal-identity';

const filled = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** The meta element's JSON as a ShellIdentity, or undefined when it is not one. */
export function parseShellIdentity(json: string): ShellIdentity | undefined {
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { authority, clientId, scope, subjectClaim } = value;
  if (!filled(authority) || !/^https?:\/\//.test(authority) || !filled(clientId) || !filled(scope)) return undefined;
  if (subjectClaim !== 'sub' && subjectClaim !== 'oid') return undefined;
  return { authority, clientId, scope, subjectClaim };
}
