import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerProviderUntil, axeViolations, launchBrowser, newPage, portalOrigin } from './browser';

/**
 * Opens a portal address and answers whatever the provider asks on the way (password, then the
 * second factor the administration API demands, RFC 9470), until `ready` shows.
 */
async function openSignedIn(page: Page, url: string, login: string, ready: string): Promise<void> {
  await page.goto(url);
  await answerProviderUntil(page, login, ready);
}

const security = (screen: string) => `${portalOrigin()}/portal/de/de/security/${screen}`;

/** The API resources the reporting page reads, granted with its menu entry. */
const REPORTING_APIS = ['api.reporting', 'api.reportingMetadata'];

/** The role's card in the roles screen. */
const roleCard = (page: Page, role: string) =>
  page.locator('section.p-card', { has: page.getByRole('heading', { name: `Rolle: ${role}` }) });

async function expectNoAxeViolations(page: Page, where: string) {
  const violations = await axeViolations(page);
  expect(violations, `${where}: ${JSON.stringify(violations, null, 1)}`).toEqual([]);
}

describe('security mini-app', () => {
  let browser: Browser;
  let admin: { context: BrowserContext; page: Page };
  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await newPage(browser);
    await openSignedIn(admin.page, security('users'), 'admin', 'table[aria-labelledby="users-heading"]');
  });
  afterAll(async () => {
    await admin?.context.close();
    await browser?.close();
  });

  it('admin grants Mitarbeiter a resource; employee, already signed in, sees the menu entry; the trail shows it', async () => {
    const { page } = admin;
    // The users list first: axe finds nothing to complain about.
    await page.locator('table[aria-labelledby="users-heading"] tbody tr').first().waitFor();
    await expectNoAxeViolations(page, 'users list');

    const employee = await newPage(browser);
    try {
      await openSignedIn(employee.page, `${portalOrigin()}/portal/de/de`, 'employee', '#shell-navigation');
      expect(await employee.page.locator('#shell-navigation').innerText()).not.toContain('Reporting');

      await page.getByRole('link', { name: 'Rollen' }).click();
      await page.getByRole('button', { name: 'Mitarbeiter öffnen' }).click();
      const card = roleCard(page, 'Mitarbeiter');
      const row = card.locator('tr[data-resource="ui.reporting"]');
      await row.waitFor();
      await expectNoAxeViolations(page, 'role grid');

      await row.getByLabel(/^Zugriffsart: Reporting/).selectOption('1');
      // The page is offered only with the data it reads: the reporting API resources go with it.
      for (const api of REPORTING_APIS)
        await card
          .locator(`tr[data-resource="${api}"]`)
          .getByLabel(/^Zugriffsart/)
          .selectOption('1');
      await card.getByRole('button', { name: 'Änderungen speichern (3)' }).click();
      await expect
        .poll(() => page.locator('[role="status"]').allInnerTexts())
        .toContainEqual(expect.stringContaining('Gespeichert.'));
      await expect.poll(() => row.getAttribute('data-dirty')).toBeNull();
      expect(await row.getByLabel(/^Zugriffsart: Reporting/).inputValue()).toBe('1');

      // The employee's tab comes back into view: the shell reads the permission list again.
      await employee.page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await expect
        .poll(() => employee.page.locator('#shell-navigation').innerText(), { timeout: 15_000 })
        .toContain('Reporting');

      await page.getByRole('link', { name: 'Änderungsprotokoll' }).click();
      const first = page.locator('table[aria-labelledby="audit-heading"] tbody tr').first();
      await first.waitFor();
      // Ids read as names once the names are loaded.
      await expect.poll(() => first.innerText()).toContain('Rolle: Mitarbeiter');
      expect(await first.innerText()).toContain('grant');
      // One entry per grant of the save: the menu entry's among them.
      const grants = page.locator('table[aria-labelledby="audit-heading"] tbody tr[data-action="grant"]');
      await expect.poll(() => grants.filter({ hasText: /\bReporting\b/ }).count()).toBeGreaterThan(0);
      await expect.poll(() => first.getAttribute('data-entity')).toBe('role');
      // Filtered to roles, the entry is still there; filtered to users, it is not.
      await page.getByLabel('Objekt').selectOption('user');
      await page.getByRole('button', { name: 'Filtern' }).click();
      await expect
        .poll(() => page.locator('table[aria-labelledby="audit-heading"] tbody tr[data-action="grant"]').count())
        .toBe(0);
      await page.getByLabel('Objekt').selectOption('role');
      await page.getByRole('button', { name: 'Filtern' }).click();
      await page.locator('table[aria-labelledby="audit-heading"] tbody tr[data-action="grant"]').first().waitFor();
      await expectNoAxeViolations(page, 'audit list');

      // Revoked again, so the other browser tests meet the seeded employee.
      await page.getByRole('link', { name: 'Rollen' }).click();
      await page.getByRole('button', { name: 'Mitarbeiter öffnen' }).click();
      const again = roleCard(page, 'Mitarbeiter').locator('tr[data-resource="ui.reporting"]');
      await again.getByLabel(/^Zugriffsart: Reporting/).selectOption('none');
      for (const api of REPORTING_APIS)
        await roleCard(page, 'Mitarbeiter')
          .locator(`tr[data-resource="${api}"]`)
          .getByLabel(/^Zugriffsart/)
          .selectOption('none');
      await roleCard(page, 'Mitarbeiter').getByRole('button', { name: 'Änderungen speichern (3)' }).click();
      await expect.poll(() => again.getByLabel(/^Zugriffsart: Reporting/).inputValue()).toBe('none');
      await expect.poll(() => again.getAttribute('data-dirty')).toBeNull();
      await employee.page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await expect
        .poll(() => employee.page.locator('#shell-navigation').innerText(), { timeout: 15_000 })
        .not.toContain('Reporting');
    } finally {
      await employee.context.close();
    }
  }, 120_000);

  it('with no user opened the users list takes the full width and shows every column', async () => {
    const { page } = admin;
    await openSignedIn(page, security('users'), 'admin', 'table[aria-labelledby="users-heading"]');
    const table = page.locator('table[aria-labelledby="users-heading"]');
    await table.locator('tbody tr').first().waitFor();
    const region = page.locator('.p-table-region', { has: table });
    // Nothing scrolls out of sight: the region is as wide as its table, and the list as wide as the screen.
    const widths = await region.evaluate((r) => ({
      region: r.clientWidth,
      table: r.scrollWidth,
      screen: (r.closest('.p-split') as HTMLElement).clientWidth,
    }));
    expect(widths.table).toBeLessThanOrEqual(widths.region);
    expect(widths.region).toBeGreaterThan(widths.screen * 0.9);
    expect(await table.getByRole('columnheader', { name: 'Organisation' }).isVisible()).toBe(true);

    // With a user opened, the detail takes its column beside the list.
    await page.getByRole('button', { name: 'Eva Beispiel öffnen' }).click();
    await page
      .getByRole('heading', { name: /Eva Beispiel/ })
      .first()
      .waitFor();
    const opened = await region.evaluate((r) => r.clientWidth / (r.closest('.p-split') as HTMLElement).clientWidth);
    expect(opened).toBeLessThan(0.6);
  }, 90_000);

  it('admin assigns an attribute in the user’s detail, who set it is shown, and it can be removed again', async () => {
    const { page } = admin;
    await openSignedIn(page, security('users'), 'admin', 'table[aria-labelledby="users-heading"]');
    await page.getByRole('button', { name: 'Eva Beispiel öffnen' }).click();
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Zugewiesene Attribute' }) });
    const table = section.locator('table');
    // The demo employee's country, as the seed assigned it: not set by an administrator.
    await expect.poll(() => table.innerText()).toContain('country');
    expect(await table.innerText()).toContain('nicht von einem Administrator');

    await section.getByLabel('Attribut', { exact: true }).selectOption('plant');
    await section.getByLabel('Wert', { exact: true }).fill('W7');
    await section.getByRole('button', { name: 'Attribut setzen' }).click();
    const plant = table.locator('tr', { hasText: 'plant' });
    await expect.poll(() => plant.innerText()).toContain('W7');
    expect(await plant.innerText()).toContain('Alex Admin');
    await expectNoAxeViolations(page, 'user attributes');

    await section.getByRole('button', { name: 'Attribut plant entfernen' }).click();
    await expect.poll(() => table.locator('tr', { hasText: 'plant' }).count()).toBe(0);
  }, 90_000);

  it('after assigning a role the admin edits the same user and it is saved, not refused as changed by another', async () => {
    const { page } = admin;
    await openSignedIn(page, security('users'), 'admin', 'table[aria-labelledby="users-heading"]');
    await page.getByRole('button', { name: 'Eva Beispiel öffnen' }).click();
    const roles = page.locator('section:not(.p-card)', {
      has: page.getByRole('heading', { name: 'Rollen', exact: true }),
    });
    const choice = roles.getByLabel('Rolle', { exact: true });
    await choice.locator('option').nth(1).waitFor({ state: 'attached' });
    const role = (await choice.locator('option').nth(1).innerText()).trim();
    await choice.selectOption({ label: role });
    await roles.getByRole('button', { name: 'Rolle zuweisen' }).click();
    await expect.poll(() => roles.locator('ul').innerText()).toContain(role);

    const department = `Montage ${Date.now()}`;
    await page.getByRole('button', { name: 'Bearbeiten' }).click();
    const dialog = page.getByRole('dialog', { name: 'Benutzer bearbeiten' });
    await dialog.getByLabel('Abteilung').fill(department);
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(() => page.locator('section.p-card dl').first().innerText()).toContain(department);
    expect(await page.getByText('Ein anderer Administrator hat dies geändert').count()).toBe(0);

    await roles.getByRole('button', { name: `Rolle ${role} entfernen` }).click();
    await expect.poll(() => roles.locator('ul').innerText()).not.toContain(role);
  }, 90_000);

  it('in the users list a name sits like the other cells, and the pager keeps previous and next on one line', async () => {
    const { page } = admin;
    try {
      for (const width of [1280, 390, 320]) {
        await page.setViewportSize({ width, height: 800 });
        await openSignedIn(page, security('users'), 'admin', 'table[aria-labelledby="users-heading"]');
        const row = page.locator('table[aria-labelledby="users-heading"] tbody tr').first();
        await row.waitFor();
        // Where the first line of a cell's text begins, and how it is set.
        const text = (cell: number) =>
          row
            .locator('td')
            .nth(cell)
            .evaluate((td) => {
              const range = document.createRange();
              range.selectNodeContents(document.createTreeWalker(td, NodeFilter.SHOW_TEXT).nextNode() as Text);
              const line = range.getClientRects()[0] as DOMRect;
              const box = td.getBoundingClientRect();
              const shown = td.querySelector('button') ?? td;
              return {
                left: line.left - box.left,
                top: line.top - box.top,
                weight: getComputedStyle(shown).fontWeight,
              };
            });
        const [name, username] = [await text(0), await text(1)];
        expect(name.left, `${width}px: the name starts where the other cells' text does`).toBeCloseTo(username.left, 0);
        expect(name.top, `${width}px: the name is at the top like its neighbours`).toBeCloseTo(username.top, 0);
        expect(name.weight, `${width}px: the name is not bolder than its neighbours`).toBe(username.weight);

        const pager = page.locator('nav.p-pager');
        const previous = await pager.getByRole('button', { name: 'Zurück' }).boundingBox();
        const next = await pager.getByRole('button', { name: 'Weiter' }).boundingBox();
        const nav = await pager.boundingBox();
        expect(next?.y, `${width}px: Weiter on the line of Zurück`).toBeCloseTo(previous?.y ?? -1, 0);
        expect((next?.x ?? 0) + (next?.width ?? 0), `${width}px: Weiter inside the pager`).toBeLessThanOrEqual(
          (nav?.x ?? 0) + (nav?.width ?? 0) + 0.5,
        );
      }
    } finally {
      await page.setViewportSize({ width: 1280, height: 720 });
    }
  }, 120_000);

  it('the only administrator is told why they cannot step down or delete their own user, and nothing changes', async () => {
    const { page } = admin;
    await openSignedIn(page, security('users'), 'admin', 'table[aria-labelledby="users-heading"]');
    await page.getByLabel('Name, Benutzername oder E-Mail').fill('admin');
    await page.getByRole('button', { name: 'Suchen', exact: true }).click();
    await page.getByRole('button', { name: 'Alex Admin öffnen' }).click();

    const removeRole = page.getByRole('button', { name: 'Rolle Administrator entfernen' });
    await removeRole.click();
    await expect
      .poll(() => page.locator('[role="alert"]').allInnerTexts())
      .toContainEqual(expect.stringContaining('danach könnte niemand mehr Benutzer und Rollen verwalten'));
    await expect.poll(() => removeRole.isVisible()).toBe(true);

    // The refusal of a delete stays on screen with the server's reason until it is closed.
    await page.locator('.p-card__actions').getByRole('button', { name: 'Löschen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Löschen' }).click();
    const refusal = page.getByRole('dialog').filter({ hasText: 'administrators cannot delete their own user' });
    await refusal.waitFor();
    await new Promise((r) => setTimeout(r, 500));
    expect(await refusal.isVisible()).toBe(true);
    await expectNoAxeViolations(page, 'refused delete');
    await refusal.getByRole('button', { name: 'Schließen' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await removeRole.isVisible()).toBe(true);

    // From the user's card to their effective access: the screen opens with that user chosen.
    await page.locator('.p-card__actions').getByRole('button', { name: 'Effektive Berechtigungen' }).click();
    await expect.poll(() => new URL(page.url()).search).toContain('userId=');
    const chosen = page.getByRole('combobox', { name: 'Benutzer' });
    await expect.poll(async () => chosen.locator('option:checked').textContent()).toBe('Alex Admin');
    await page.locator('table tbody tr').first().waitFor();
  }, 90_000);

  it('role types show by name, not as bare numbers', async () => {
    const { page } = admin;
    await page.goto(security('roles'));
    const roles = page.locator('table[aria-labelledby="roles-heading"]');
    const rowOf = (name: string) =>
      roles.locator('tbody tr', { has: page.getByRole('button', { name: `${name} öffnen`, exact: true }) });
    await rowOf('Mitarbeiter').waitFor();
    expect(await rowOf('Mitarbeiter').innerText()).toContain('Gruppe (intern)');
    expect(await rowOf('Partner').innerText()).toContain('Extern');
    const typeColumn = await roles.locator('tbody tr td:nth-child(3)').allInnerTexts();
    expect(typeColumn.filter((text) => /^\d+$/.test(text.trim()))).toEqual([]);
    await expectNoAxeViolations(page, 'roles list');
  });

  it('the resources list is paged and sorts by a column, instead of one very long page', async () => {
    const { page } = admin;
    await page.goto(security('resources'));
    const table = page.locator('table[aria-labelledby="resources-heading"]');
    await table.locator('tbody tr').first().waitFor();
    expect(await table.locator('tbody tr').count()).toBe(25);
    const pager = page.getByRole('navigation', { name: 'Seiten' });
    expect(await pager.innerText()).toMatch(/Seite 1 von [2-9]/);
    // All 71 resources on one page took 6,700 px; a page of 25 takes about half of that.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(3500);
    await expectNoAxeViolations(page, 'resources list');

    await pager.getByRole('button', { name: 'Weiter' }).click();
    await expect.poll(() => pager.innerText()).toMatch(/Seite 2 von/);

    const header = table.getByRole('columnheader', { name: /Technischer Name/ });
    await header.getByRole('button').click();
    expect(await header.getAttribute('aria-sort')).toBe('ascending');
    expect(await pager.innerText()).toMatch(/Seite 1 von/);
    const names = await table.locator('tbody tr td:nth-child(2)').allInnerTexts();
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' })),
    );
    // A filter that finds nothing says so (and is not an error).
    await page.getByLabel('Ressourcen filtern').fill('gibt-es-nicht');
    await page.getByText('Keine Einträge.').waitFor();
    expect(
      await page
        .locator('section', { has: page.locator('#resources-heading') })
        .getByRole('alert')
        .count(),
    ).toBe(0);
  });

  it('two administrators edit the same role: the second is told and sees the first one’s change', async () => {
    const first = admin.page;
    await first.goto(security('roles'));
    await first.getByRole('button', { name: 'Neue Rolle' }).click();
    const dialog = first.getByRole('dialog', { name: 'Neue Rolle' });
    await dialog.getByLabel('Name').fill('Prüfrolle');
    await dialog.getByLabel('Beschreibung').fill('Wie angelegt');
    await dialog.getByRole('button', { name: 'Speichern', exact: true }).click();
    const mine = roleCard(first, 'Prüfrolle');
    await mine.getByLabel('Beschreibung').waitFor();

    const second = await newPage(browser);
    try {
      await openSignedIn(second.page, security('roles'), 'admin', 'table[aria-labelledby="roles-heading"]');
      await second.page.getByRole('button', { name: 'Prüfrolle öffnen' }).click();
      const theirs = roleCard(second.page, 'Prüfrolle');
      await expect.poll(() => theirs.getByLabel('Beschreibung').inputValue()).toBe('Wie angelegt');

      // The first administrator saves a new description …
      await mine.getByLabel('Beschreibung').fill('Vom ersten Administrator');
      await mine.getByRole('button', { name: 'Speichern', exact: true }).click();
      await expect
        .poll(() => first.locator('[role="status"]').allInnerTexts())
        .toContainEqual(expect.stringContaining('Gespeichert.'));

      // … and also grants a resource, while the second still has the old state open.
      const row = mine.locator('tr[data-resource="ui.canteen"]');
      await row.getByLabel(/^Zugriffsart: /).selectOption('1');
      await mine.getByRole('button', { name: 'Änderungen speichern (1)' }).click();
      await expect.poll(() => row.getAttribute('data-dirty')).toBeNull();

      // The second administrator's edit from the stale read is refused, not applied.
      await theirs.getByLabel('Beschreibung').fill('Vom zweiten Administrator');
      await theirs.getByRole('button', { name: 'Speichern', exact: true }).click();
      const conflict = theirs.getByTestId('conflict');
      await conflict.waitFor();
      const text = await conflict.innerText();
      expect(text).toContain('Inzwischen von jemand anderem geändert');
      expect(text).toContain('Ihre Änderung wurde nicht gespeichert');
      expect(text).toContain('Vom zweiten Administrator');
      expect(text).toContain('Vom ersten Administrator');
      // The form now shows what is saved: the first administrator's description.
      expect(await theirs.getByLabel('Beschreibung').inputValue()).toBe('Vom ersten Administrator');

      // A grid change from a state that is stale again is refused too, and names the other change.
      await mine.getByLabel('Beschreibung').fill('Noch einmal geändert');
      await mine.getByRole('button', { name: 'Speichern', exact: true }).click();
      await expect
        .poll(() => first.locator('[role="status"]').allInnerTexts())
        .toContainEqual(expect.stringContaining('Gespeichert.'));
      await theirs.getByRole('button', { name: 'Schließen' }).click();
      const theirRow = theirs.locator('tr[data-resource="ui.hr"]');
      await theirRow.getByLabel(/^Zugriffsart: /).selectOption('1');
      await theirs.getByRole('button', { name: 'Änderungen speichern (1)' }).click();
      await theirs.getByTestId('conflict').waitFor();
      const gridConflict = await theirs.getByTestId('conflict').innerText();
      expect(gridConflict).toContain('Nicht gespeichert');
      expect(gridConflict).toContain('Noch einmal geändert');
      expect(await theirs.getByLabel('Beschreibung').inputValue()).toBe('Noch einmal geändert');
      expect(await theirRow.getByLabel(/^Zugriffsart: /).inputValue()).toBe('none');
    } finally {
      await second.context.close();
    }
  }, 150_000);
});
