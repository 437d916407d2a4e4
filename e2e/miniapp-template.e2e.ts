import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../bench/harness';
import { serverArguments } from '../scripts/lib.mjs';
import { axeViolations, launchBrowser, newPage, signInOnProviderPage } from './browser';

/**
 * A new mini-app added to a running portal, as a developer would add one (docs/miniapps.md): the
 * template copied into a new folder of the mini-app directory, its placeholders replaced, only
 * that mini-app built, the running portal told to reload (SIGHUP). No shell or server build, no
 * file outside its folder changed. This file starts its own portal on a temporary mini-app
 * directory that holds the repository's built mini-apps (linked) and the new one.
 */
const root = path.resolve(import.meta.dirname, '..');
const NAME = 'hello';
const TITLES = { de: 'Hallo Welt', en: 'Hello world', cs: 'Ahoj světe', fr: 'Bonjour le monde', it: 'Ciao mondo' };

let server: ChildProcess | undefined;
let origin = '';
let miniAppsDir = '';
let dataDir = '';
let output = '';
let buildMs = 0;
let gitBefore = '';

const gitStatus = () =>
  execFileSync('git', ['status', '--porcelain', '--untracked-files=all'], { cwd: root, encoding: 'utf8' });

/** Copies the template and fills in what docs/miniapps.md says to fill in. */
function addFromTemplate(dir: string): void {
  const target = path.join(dir, NAME);
  fs.cpSync(path.join(root, 'templates', 'miniapp'), target, { recursive: true });
  for (const file of ['package.json', 'vite.config.ts', 'index.html']) {
    const p = path.join(target, file);
    fs.writeFileSync(p, fs.readFileSync(p, 'utf8').replaceAll('NAME', NAME));
  }
  const manifestFile = path.join(target, 'miniapp.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8').replaceAll('NAME', NAME));
  manifest.resources[0].id = crypto.randomUUID();
  manifest.resources[0].name = 'Hallo';
  // Who may open it: here the sales resource, which the sales account holds and the employee does not.
  manifest.permissions = ['ui.sales'];
  manifest.routes[0].permissions = ['ui.sales'];
  manifest.routes[0].title = TITLES;
  fs.writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, ms = 90_000): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (server?.exitCode != null) throw new Error(`the portal exited (${server.exitCode}):\n${output}`);
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what}: not within ${ms} ms\n${output}`);
}

const routeNames = async () =>
  ((await (await fetch(`${origin}/portal/api/MiniApps/routes`)).json()) as Array<{ name: string }>).map((r) => r.name);

async function signIn(page: Page, login: string, locale = 'de') {
  await page.goto(`${origin}/portal/${locale}/de`);
  await signInOnProviderPage(page, login);
  await page.waitForSelector('.shell-user');
}

describe('a mini-app made from the template joins the running portal', () => {
  let browser: Browser;

  beforeAll(async () => {
    gitBefore = gitStatus();
    miniAppsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-miniapps-'));
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-template-e2e-'));
    // The mini-app directory of an installation: the built mini-apps, and what they build with.
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(miniAppsDir, 'node_modules'));
    fs.symlinkSync(path.join(root, 'miniapps', 'vite.shared.ts'), path.join(miniAppsDir, 'vite.shared.ts'));
    for (const folder of fs.readdirSync(path.join(root, 'miniapps'))) {
      const dir = path.join(root, 'miniapps', folder);
      if (fs.existsSync(path.join(dir, 'miniapp.json'))) fs.symlinkSync(dir, path.join(miniAppsDir, folder));
    }
    const port = await freePort();
    origin = `http://localhost:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      PORTAL_DATA_DIR: dataDir,
      PORTAL_MINIAPPS_DIR: miniAppsDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    };
    delete env.DATABASE_URL;
    // A fresh portal migrates and seeds its database first: on a busy machine that takes minutes,
    // and its plugins may miss their start time; such a start is tried again (twice at most).
    for (let attempt = 1; ; attempt++) {
      output = '';
      server = spawn(process.execPath, serverArguments(), { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
      server.stdout?.on('data', (d) => {
        output += d;
      });
      server.stderr?.on('data', (d) => {
        output += d;
      });
      try {
        await waitFor('ready', async () => ((await fetch(`${origin}/readyz`)).ok ? true : undefined), 280_000);
        break;
      } catch (error) {
        if (attempt === 3 || server.exitCode === null || !output.includes('did not start in time')) throw error;
      }
    }
    browser = await launchBrowser();
  }, 900_000);

  afterAll(async () => {
    await browser?.close();
    if (server && server.exitCode === null) {
      const exit = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await exit;
    }
    fs.rmSync(miniAppsDir, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is built on its own and picked up on SIGHUP, without a restart', async () => {
    expect(await routeNames()).not.toContain(NAME);
    addFromTemplate(miniAppsDir);
    const started = Date.now();
    // As a developer's shell runs it: not inside the test runner's environment (under VITEST the
    // federation plugin leaves out the remote entry).
    const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST')));
    execFileSync(path.join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], {
      cwd: path.join(miniAppsDir, NAME),
      env: { ...env, NODE_ENV: 'production' },
      stdio: 'pipe',
    });
    buildMs = Date.now() - started;
    process.stdout.write(`miniapp-template.e2e: the new mini-app built in ${buildMs} ms\n`);
    expect(fs.existsSync(path.join(miniAppsDir, NAME, 'dist', 'remoteEntry.js'))).toBe(true);

    const pid = server?.pid;
    if (!pid) throw new Error('no portal process');
    process.kill(pid, 'SIGHUP');
    await waitFor('the new route', async () => ((await routeNames()).includes(NAME) ? true : undefined), 10_000);
  }, 180_000);

  it('appears in the menu and the search of a permitted user, and opens', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, 'sales');
      // Listed under the area its manifest names (Service), whose heading opens it.
      await page.locator('#shell-navigation').getByRole('button', { name: 'Service', exact: true }).click();
      await page.locator('#shell-navigation').getByRole('link', { name: TITLES.de }).waitFor();
      await page.keyboard.press('Control+K');
      await page.getByRole('combobox', { name: 'Seite suchen' }).fill('hallo');
      await expect
        .poll(() => page.getByRole('listbox', { name: 'Seite suchen' }).getByRole('option').allInnerTexts())
        .toEqual([expect.stringContaining(TITLES.de)]);
      await page.getByRole('combobox', { name: 'Seite suchen' }).press('Enter');
      await page.waitForURL((u) => u.pathname === `/portal/de/de/${NAME}`);
      await page.waitForSelector(`[data-miniapp="${NAME}"][data-state="mounted"]`, { timeout: 30_000 });
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('has its texts in five languages', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, 'sales');
      for (const [locale, title] of Object.entries(TITLES)) {
        await page.goto(`${origin}/portal/${locale}/de/${NAME}`);
        await expect.poll(() => page.locator('#page-title').innerText(), { timeout: 20_000 }).toBe(title);
        await page.waitForSelector(`[data-miniapp="${NAME}"][data-state="mounted"]`, { timeout: 30_000 });
        // The mini-app asks the shell for its route's title: the same language.
        await expect.poll(() => page.locator(`[data-miniapp="${NAME}"]`).innerText()).toContain(title);
      }
    } finally {
      await context.close();
    }
  });

  it('is gated for a user without its resource: not in menu or search, its code never requested', async () => {
    const { context, page } = await newPage(browser);
    try {
      const requested: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes(`/portaluiv3/${NAME}/`)) requested.push(r.url());
      });
      await signIn(page, 'employee');
      await page.waitForSelector('#shell-navigation');
      // Every entry of the menu, the closed areas' too.
      await page.locator('#shell-navigation a').first().waitFor({ state: 'attached' });
      expect(await page.locator('#shell-navigation a').allTextContents()).not.toContain(TITLES.de);
      await page.keyboard.press('Control+K');
      await page.getByRole('combobox', { name: 'Seite suchen' }).fill('hallo');
      await expect
        .poll(() => page.getByRole('listbox', { name: 'Seite suchen' }).getByRole('option').allInnerTexts())
        .toEqual([]);
      await page.keyboard.press('Escape');
      await page.goto(`${origin}/portal/de/de/${NAME}`);
      await page.waitForURL((u) => u.pathname === '/portal/de/de');
      await expect
        .poll(() => page.locator('[role="alert"]').innerText())
        .toContain(`Sie haben keine Berechtigung für „${TITLES.de}“`);
      expect(requested).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('changed no file outside its folder', () => {
    expect(gitStatus()).toBe(gitBefore);
    expect(fs.readdirSync(path.join(miniAppsDir, NAME)).sort()).toEqual(
      expect.arrayContaining(['dist', 'miniapp.json', 'package.json', 'src', 'vite.config.ts']),
    );
  });
});
