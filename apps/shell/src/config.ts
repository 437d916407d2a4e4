import { parseShellIdentity, SHELL_IDENTITY_META, type ShellIdentity } from '@portal/contracts';

/** Base addresses of spec §7, derived from the current host. */
export const origin = window.location.origin;

export const baseUrls = {
  portal: `${origin}/portal`,
  crm: `${origin}/webcrmapi`,
  production: `${origin}/portalapiproduction`,
  identity: `${origin}/openid`,
} as const;

export const BASE_PATH = '/portal';

/**
 * The group's own identity provider, when the server's page names one (a meta element the server
 * writes from PORTAL_OIDC_ISSUERS); undefined for the embedded provider of this host.
 */
export const identity: ShellIdentity | undefined = readIdentity();

function readIdentity(): ShellIdentity | undefined {
  const content = document.querySelector(`meta[name="${SHELL_IDENTITY_META}"]`)?.getAttribute('content');
  if (!content) return undefined;
  const parsed = parseShellIdentity(content);
  if (!parsed) console.error('the page names no usable identity provider', content);
  return parsed;
}

/** The claim of the ID token that names the person to the portal (Entra ID: `oid`). */
export const subjectClaim = identity?.subjectClaim ?? 'sub';
