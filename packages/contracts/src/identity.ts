import { z } from 'zod';

/**
 * Where the shell signs in when the portal trusts the group's own identity provider instead of
 * its embedded one: the server writes it into the shell's page (`<meta name="portal-identity">`),
 * the shell reads it at start. Without it the shell uses the embedded provider of its own host.
 */
export const shellIdentitySchema = z.object({
  /** The issuer (Keycloak `…/realms/<realm>`, Entra ID `…/<tenant>/v2.0`). */
  authority: z.string().url(),
  clientId: z.string().min(1),
  /** The scopes the shell asks for (Entra ID: the API's `api://…/portal` and `api://…/crm`). */
  scope: z.string().min(1),
  /** The claim of the ID token that names the person to the portal (`sub`, or Entra ID's `oid`). */
  subjectClaim: z.enum(['sub', 'oid']),
});

export type ShellIdentity = z.infer<typeof shellIdentitySchema>;

export const SHELL_IDENTITY_META = 'portal-identity';
