import axe from 'axe-core';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** Debian's Chromium; nothing downloads a browser of its own here. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      '--disable-dev-shm-usage',
    ],
  });
}

/** The portal on a brand host: `localhost` or `<brand>.localhost` (both resolve to 127.0.0.1 in Chromium). */
export function portalOrigin(host = 'localhost'): string {
  return `http://${host}:${inject('port')}`;
}

export async function newPage(
  browser: Browser,
  options: { locale?: string; mobile?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    locale: options.locale ?? 'de-DE',
    ...(options.mobile ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  return { context, page };
}

/** Signs in through the identity provider's page, as a person would. */
export async function signInOnProviderPage(page: Page, login: string, password = 'portal-demo'): Promise<void> {
  await page.waitForSelector('input[autocomplete="username"]');
  await page.fill('input[autocomplete="username"]', login);
  await page.fill('input[autocomplete="current-password"]', password);
  await page.click('button[type="submit"]');
}

/** axe-core violations on the current page (injected through the debugging protocol, so CSP stays on). */
export async function axeViolations(
  page: Page,
): Promise<Array<{ id: string; impact: string | null; nodes: string[] }>> {
  await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      nodes: v.nodes.map((n) => n.html.slice(0, 120)),
    }));
  });
}

/** Opens a portal address, signs in on the provider's page when asked, and waits for the shell. */
export async function openSignedIn(page: Page, url: string, login: string): Promise<void> {
  await page.goto(url);
  await page.waitForSelector('input[autocomplete="username"], .shell-user');
  if (await page.locator('input[autocomplete="username"]').count()) await signInOnProviderPage(page, login);
  await page.waitForSelector('.shell-user');
}

/** Opens a page of the calculators mini-app as the specialist, signing in when the portal asks. */
export async function openCalculatorsSignedIn(page: Page, path: string): Promise<void> {
  await page.goto(`${portalOrigin()}${path}`);
  await page.waitForSelector('input[autocomplete="username"], .shell-user');
  if (await page.locator('input[autocomplete="username"]').count()) await signInOnProviderPage(page, 'specialist');
  await page.waitForSelector('[data-miniapp="calculators"][data-state="mounted"]', { timeout: 30_000 });
}
