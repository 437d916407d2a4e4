import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startPortal, waitFor } from '../bench/harness';
import { launchBrowser, signInOnProviderPage } from './browser';

/**
 * R10: two tabs share one rotating refresh token (the second tab was opened from the first, which
 * copies session storage). Over several renewals neither tab spends a refresh token the other one
 * already spent, so nobody is signed out and the provider never answers invalid_grant.
 * A portal of its own with 70-second access tokens, so renewals come quickly (every 10 s).
 */
describe('token renewal across tabs', () => {
  let browser: Browser;
  let server: ChildProcess;
  let origin: string;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-renewal-'));

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://localhost:${port}`;
    server = startPortal({ port, dataDir, env: { PORTAL_ACCESS_TOKEN_TTL: '70' } });
    await waitFor(`${origin}/readyz`, 120, () => server.exitCode === null);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    server?.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('renews in both tabs without ever reusing a spent refresh token', { timeout: 180_000 }, async () => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const tokenAnswers: number[] = [];
    const signInPrompts: string[] = [];
    const watch = (page: Page) => {
      page.on('response', async (r) => {
        if (new URL(r.url()).pathname !== '/openid/token') return;
        tokenAnswers.push(r.status());
        if (r.status() !== 200) {
          const sent = new URLSearchParams(r.request().postData() ?? '');
          console.error(
            'token endpoint refused',
            page === first ? 'first tab' : 'second tab',
            sent.get('grant_type'),
            (sent.get('refresh_token') ?? '').slice(0, 8),
            new Date().toISOString(),
            await r.text().catch(() => '?'),
          );
        } else {
          const sent = new URLSearchParams(r.request().postData() ?? '');
          console.error(
            'token endpoint renewed',
            page === first ? 'first tab' : 'second tab',
            (sent.get('refresh_token') ?? '').slice(0, 8),
            new Date().toISOString(),
          );
        }
      });
      page.on('framenavigated', (f) => {
        if (f === page.mainFrame() && new URL(f.url()).pathname.startsWith('/openid/interaction'))
          signInPrompts.push(f.url());
      });
    };
    const first: Page = await context.newPage();
    await first.goto(`${origin}/portal/de/de`);
    await signInOnProviderPage(first, 'employee');
    await first.waitForSelector('.shell-user');
    watch(first);
    const [second] = await Promise.all([
      context.waitForEvent('page'),
      first.evaluate(() => window.open('/portal/de/de/favorite', '_blank')),
    ]);
    watch(second);
    await second.waitForSelector('.shell-user');
    const renewals = () => tokenAnswers.filter((s) => s === 200).length;
    // Each 70-second token is renewed 60 s before it ends: wait for several renewals.
    const deadline = Date.now() + 150_000;
    while (renewals() < 3 && Date.now() < deadline) await first.waitForTimeout(2_000);
    expect(renewals()).toBeGreaterThanOrEqual(3);
    expect(tokenAnswers.filter((s) => s !== 200)).toEqual([]);
    expect(signInPrompts).toEqual([]);
    // Both tabs still work with their tokens.
    for (const page of [first, second]) {
      const status = await page.evaluate(async () => {
        const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
        const { access_token } = JSON.parse(sessionStorage.getItem(key)!);
        return (await fetch('/portal/api/Favorites', { headers: { authorization: `Bearer ${access_token}` } })).status;
      });
      expect(status).toBe(200);
    }
    await context.close();
  });
});
