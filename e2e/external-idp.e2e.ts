import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXTERNAL_OTP,
  EXTERNAL_PASSWORD,
  ExternalIdp,
  type ExternalShape,
} from '../apps/server/src/testing/external-idp';
import { freePort, startPortal, waitFor } from '../bench/harness';
import { launchBrowser, newPage } from './browser';

/**
 * Issue 19 §1: the portal signs people in through the group's own identity provider. Beside a
 * portal of its own, a second, independent OpenID provider (its own port, keys and sign-in page)
 * issues Keycloak-shaped or Entra-ID-shaped tokens; the portal is configured only through
 * PORTAL_OIDC_ISSUERS. In Chromium the shell signs in there, calls the APIs, and when the
 * administration demands a second factor, steps up there (acr_values "2" for Keycloak, the claims
 * challenge for Entra ID's authentication context c1).
 */
// Token profiles do not touch the database's kind: CI runs this once, in the embedded pass, to keep within its time.
describe.skipIf(Boolean(process.env.DATABASE_URL)).each<ExternalShape>(['keycloak', 'entra'])(
  'signing in through the group’s own provider (%s)',
  (shape) => {
    let browser: Browser;
    let server: ChildProcess;
    let origin: string;
    let idp: ExternalIdp;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-e2e-${shape}-`));

    beforeAll(async () => {
      const port = await freePort();
      origin = `http://localhost:${port}`;
      idp = new ExternalIdp({
        shape,
        redirectUris: [`${origin}/portal/auth/loginCallback`],
        postLogoutRedirectUris: [`${origin}/portal/auth/logoutCallback`],
      });
      await idp.start();
      server = startPortal({ port, dataDir, env: { PORTAL_OIDC_ISSUERS: JSON.stringify([idp.profile()]) } });
      await waitFor(`${origin}/readyz`, 120, () => server.exitCode === null);
      browser = await launchBrowser();
    });

    afterAll(async () => {
      await browser?.close();
      server?.kill('SIGTERM');
      await idp?.stop();
      await new Promise((r) => setTimeout(r, 500));
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('signs in there, calls the APIs, and steps up there for the administration', { timeout: 120_000 }, async () => {
      const { context, page } = await newPage(browser);
      const api: Array<{ path: string; status: number }> = [];
      const authorizations: URL[] = [];
      page.on('response', (r) => {
        const url = new URL(r.url());
        if (url.origin === origin && url.pathname.startsWith('/portal/api/'))
          api.push({ path: url.pathname, status: r.status() });
      });
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (url.origin === idp.origin && url.pathname === `${idp.mount}/auth`) authorizations.push(url);
      });
      try {
        await page.goto(`${origin}/portal/de/de/security/roles`);
        // The group's sign-in page, not the portal's.
        await page.waitForSelector('input[autocomplete="username"]');
        expect(new URL(page.url()).origin).toBe(idp.origin);
        expect(authorizations[0]?.searchParams.get('client_id')).toBe(idp.clientId);
        await page.fill('input[autocomplete="username"]', 'anna');
        await page.fill('input[autocomplete="current-password"]', EXTERNAL_PASSWORD);
        await Promise.all([page.waitForNavigation(), page.click('button[type="submit"]')]);

        // The administration asks for a second factor: back at the provider, which asks only for the code.
        await page.waitForSelector('input[name="otp"]', { timeout: 30_000 });
        const stepUp = authorizations.at(-1)!;
        if (shape === 'keycloak') expect(stepUp.searchParams.get('acr_values')).toBe('2');
        else {
          expect(JSON.parse(stepUp.searchParams.get('claims') ?? '{}')).toEqual({
            access_token: { acrs: { essential: true, value: 'c1' } },
          });
        }
        await page.fill('input[name="otp"]', EXTERNAL_OTP);
        await Promise.all([page.waitForNavigation(), page.click('button[type="submit"]')]);

        await page.getByRole('button', { name: 'Mitarbeiter öffnen' }).waitFor({ timeout: 30_000 });
        expect(new URL(page.url()).pathname).toBe('/portal/de/de/security/roles');
        expect(await page.locator('.shell-user').innerText()).toContain('Anna');
        // Signed in to the portal (loginOpenId), refused once for the missing factor, then served.
        expect(api).toContainEqual({ path: '/portal/api/Auth/loginOpenId', status: 200 });
        expect(api).toContainEqual({ path: '/portal/api/Role', status: 401 });
        expect(api.filter((c) => c.path === '/portal/api/Role').at(-1)?.status).toBe(200);
      } finally {
        await context.close();
      }
    });
  },
);
