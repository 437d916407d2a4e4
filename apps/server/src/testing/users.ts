import { ACR_MFA, ACR_PASSWORD } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import * as t from '../db/schema/index';
import { EMBEDDED_ISSUER_KEY } from '../db/seed-data';
import { DEMO_ACCOUNTS } from '../idp/demo-accounts';
import type { TestApp } from './app';
import { mintAccessToken } from './tokens';

export type DemoLogin = 'admin' | 'employee' | 'sales' | 'kitchen' | 'partner' | 'specialist' | 'plant' | 'hr';

export function demoSub(login: DemoLogin): string {
  return DEMO_ACCOUNTS.find((a) => a.login === login)!.sub;
}

/** The PortalUser id the seed gave a demo account. */
export async function demoUserId(app: TestApp, login: DemoLogin): Promise<string> {
  const [row] = await app.database.db
    .select({ id: t.portalUser.id })
    .from(t.portalUser)
    .where(and(eq(t.portalUser.issuer, EMBEDDED_ISSUER_KEY), eq(t.portalUser.openIdUserId, demoSub(login))));
  return row!.id;
}

/** A bearer header for a demo account, at the password level or (for admin) after the second factor. */
export async function bearer(
  app: TestApp,
  login: DemoLogin,
  options: { mfa?: boolean } = {},
): Promise<Record<string, string>> {
  const token = await mintAccessToken(app.database, { sub: demoSub(login), acr: options.mfa ? ACR_MFA : ACR_PASSWORD });
  return { authorization: `Bearer ${token}` };
}

/** A user who signed in to the portal but holds no role: every resource is refused to them. */
export async function userWithoutRoles(app: TestApp): Promise<{ id: string; headers: Record<string, string> }> {
  const sub = crypto.randomUUID();
  const headers = { authorization: `Bearer ${await mintAccessToken(app.database, { sub })}` };
  const response = await app.app.inject({
    method: 'POST',
    url: '/portal/api/Auth/loginOpenId',
    headers,
    payload: { sub },
  });
  if (response.statusCode !== 200) throw new Error(`loginOpenId answered ${response.statusCode}: ${response.body}`);
  return { id: response.json().user.id, headers };
}
