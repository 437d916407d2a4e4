import axe from 'axe-core';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { currentStep, totpAt } from '../apps/server/src/idp/totp';

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

/**
 * Waits for the provider's sign-in form. When it does not come, the failure says where the page is
 * and what it shows, so a failed run explains itself.
 */
export async function waitForSignInForm(page: Page, timeout = 30_000): Promise<void> {
  try {
    await page.waitForSelector('input[autocomplete="username"]', { timeout });
  } catch (error) {
    const text = await page
      .locator('body')
      .innerText({ timeout: 2_000 })
      .catch(() => '(no body)');
    throw new Error(`no sign-in form at ${page.url()}: ${text.slice(0, 500)}`, { cause: error });
  }
}

/** Signs in through the identity provider's page, as a person would. */
export async function signInOnProviderPage(page: Page, login: string, password = 'portal-demo'): Promise<void> {
  await waitForSignInForm(page);
  await page.fill('input[autocomplete="username"]', login);
  await page.fill('input[autocomplete="current-password"]', password);
  await page.click('button[type="submit"]');
}

/** The demo admin's authenticator secret (seed). */
export const ADMIN_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

/** A TOTP code is accepted once per 30-second step: each sign-in takes a step not used yet (now or the next). */
const usedSteps = new Set<number>();
export async function freshAdminCode(): Promise<string> {
  for (;;) {
    const now = currentStep();
    const step = [now, now + 1].find((s) => !usedSteps.has(s));
    if (step !== undefined) {
      usedSteps.add(step);
      return totpAt(ADMIN_TOTP_SECRET, step);
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/**
 * Answers whatever the provider asks on the current page (password, then the second factor an
 * MFA resource demands, RFC 9470) until `ready` shows; returns what it answered.
 */
export async function answerProviderUntil(
  page: Page,
  login: string,
  ready: string,
): Promise<Array<'password' | 'totp'>> {
  const answered: Array<'password' | 'totp'> = [];
  for (let round = 0; round < 6; round++) {
    const seen = await page.waitForSelector(`input[autocomplete="username"], input[name="totp"], ${ready}`, {
      timeout: 30_000,
    });
    const name = await seen.evaluate((e) => (e as HTMLInputElement).name ?? '');
    const isLogin = await seen.evaluate((e) => e.getAttribute('autocomplete') === 'username');
    if (isLogin) {
      answered.push('password');
      await Promise.all([page.waitForNavigation(), signInOnProviderPage(page, login)]);
    } else if (name === 'totp') {
      answered.push('totp');
      await page.fill('input[name="totp"]', await freshAdminCode());
      await Promise.all([page.waitForNavigation(), page.click('button[type="submit"]')]);
    } else return answered;
  }
  throw new Error(`the provider kept asking ${login} at ${page.url()}`);
}

/**
 * Chromium's virtual authenticator (DevTools WebAuthn domain) on a page, standing in for a
 * laptop's or phone's: resident keys and user verification.
 */
export async function addVirtualAuthenticator(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
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
