/**
 * The CRM area keeps its own hash route (spec §2: `/{locale}/{country}/crm/#/overview?returnUrl=…`),
 * so the shell's 412 handling and links from outside can open a screen directly.
 */
export const CRM_SCREENS = ['overview', 'dealers', 'register', 'profile', 'confirm', 'registrations'] as const;
export type CrmScreen = (typeof CRM_SCREENS)[number];

export interface HashRoute {
  readonly screen: CrmScreen;
  /** The raw return address as given; check it with `safeReturnPath` before using it. */
  readonly returnUrl: string | undefined;
  /** The one-time token of a confirmation link (`#/confirm?token=…`). */
  readonly token?: string | undefined;
}

/** `#/register?returnUrl=%2Fportal%2Fde%2Fde%2Fcanteen` → register with that return address; anything unknown → overview. */
export function parseHashRoute(hash: string): HashRoute {
  const route = hash.replace(/^#/, '').replace(/^\//, '');
  const [path = '', query = ''] = splitOnce(route, '?');
  const screen = (CRM_SCREENS as readonly string[]).includes(path) ? (path as CrmScreen) : 'overview';
  const params = new URLSearchParams(query);
  const returnUrl = params.get('returnUrl') ?? undefined;
  const token = params.get('token') ?? undefined;
  return { screen, returnUrl: returnUrl || undefined, ...(token ? { token } : {}) };
}

/** The hash of a screen, carrying the return address along so every screen can offer the way back. */
export function hashFor(screen: CrmScreen, returnUrl?: string | undefined): string {
  return returnUrl ? `#/${screen}?${new URLSearchParams({ returnUrl })}` : `#/${screen}`;
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + 1)];
}
