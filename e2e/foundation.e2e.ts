import { UI } from '@portal/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, launchBrowser, newPage, portalOrigin, signInOnProviderPage } from './browser';

describe('the portal from npm start', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('prints the portal address, the identity provider and the demo accounts', () => {
    const output = inject('startOutput');
    expect(output).toContain(`${portalOrigin()}/portal/`);
    expect(output).toContain(`${portalOrigin()}/openid`);
    for (const login of ['admin', 'employee', 'sales', 'kitchen', 'partner', 'specialist'])
      expect(output).toContain(login);
    expect(output).toContain('portal-demo');
  });

  it('serves the shell, the discovery document and readiness', async () => {
    const shell = await fetch(`${portalOrigin()}/portal/`);
    expect(shell.status).toBe(200);
    expect(await shell.text()).toContain('<div id="root">');

    const discovery = await (await fetch(`${portalOrigin()}/openid/.well-known/openid-configuration`)).json();
    expect(discovery.issuer).toBe(`${portalOrigin()}/openid`);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);

    expect((await fetch(`${portalOrigin()}/readyz`)).status).toBe(200);
  });

  it('employee signs in through the sign-in page with code and PKCE, and loginOpenId returns their permissions', async () => {
    const { context, page } = await newPage(browser);
    try {
      const authorizeRequests: URL[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === '/openid/auth') authorizeRequests.push(url);
      });
      const loginResult = page.waitForResponse((r) => r.url().endsWith('/portal/api/Auth/loginOpenId'));

      await page.goto(`${portalOrigin()}/portal/`);
      await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
      await signInOnProviderPage(page, 'employee');

      const response = await loginResult;
      expect(response.status()).toBe(200);
      const body = await response.json();
      const granted = body.permissions
        .filter((p: { accessType: number }) => p.accessType === 1)
        .map((p: { ressource: string }) => p.ressource);
      expect(granted).toContain(UI.canteen.id);
      expect(granted).not.toContain(UI.security.id);

      await expect.poll(() => page.getByRole('heading', { name: 'Willkommen, Eva Beispiel' }).count()).toBe(1);

      const authorize = authorizeRequests[0]!;
      expect(authorize.searchParams.get('response_type')).toBe('code');
      expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
      expect(authorize.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);

      // Tokens are kept in this tab's session storage, never in local storage (T18).
      const stored = await page.evaluate(() => ({
        session: Object.keys(sessionStorage),
        local: Object.keys(localStorage),
      }));
      expect(stored.session.some((k) => k.startsWith('oidc.user:'))).toBe(true);
      expect(stored.local.filter((k) => k.startsWith('oidc.'))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the sign-in page has no accessibility violations', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto(`${portalOrigin()}/portal/`);
      await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
      await page.waitForSelector('input[autocomplete="username"]');
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the sign-in page on a brand host carries that brand', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto(`${portalOrigin('arbonia.localhost')}/portal/`);
      await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
      await page.waitForSelector('input[autocomplete="username"]');
      expect(new URL(page.url()).host).toBe(`arbonia.localhost:${inject('port')}`);
      expect(await page.content()).toMatch(/Arbonia/i);
    } finally {
      await context.close();
    }
  });
});
