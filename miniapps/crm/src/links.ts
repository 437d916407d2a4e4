/**
 * Addresses that come from outside (a `returnUrl` in the hash, a dealer's website in the CRM) and
 * end up in a link. Only what is checked here is ever put into an `href`.
 */

/** Where the portal's pages live (the shell's base path): the way back leads to one of them. */
const PORTAL_PAGES = '/portal/';
const PORTAL_API = '/portal/api/';

/**
 * The return address as a path on this site, or undefined. Only same-origin paths pass: no other
 * host (`//evil.example`, `https://evil.example`), no backslash tricks (`/\evil.example`, which
 * browsers read as `//`), no `javascript:` or other schemes: never an open redirect. And only the
 * portal's pages, as the shell's 412 handling sends them: not the API or the identity provider's
 * endpoints (a sign-out), even when written with dot segments.
 */
export function safeReturnPath(raw: string | undefined, origin: string): string | undefined {
  if (!raw?.startsWith('/') || raw.startsWith('//')) return undefined;
  // Browsers treat `\` like `/` and drop tabs and line breaks in addresses: refuse both outright.
  if (raw.includes('\\') || [...raw].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return undefined;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(origin).origin) return undefined;
  if (!`${url.pathname}/`.startsWith(PORTAL_PAGES) || url.pathname.startsWith(PORTAL_API)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A dealer's website as a link target: only http(s) addresses (CRM data may hold anything). */
export function safeWebsite(raw: string | null | undefined): string | undefined {
  if (!raw) return undefined;
  const text = raw.trim();
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
  } catch {
    return undefined;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
}
