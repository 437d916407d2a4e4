import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage, portalOrigin, signInOnProviderPage } from './browser';

/** Munich's old town: the sample data has three dealers there and more within 150 km. */
const MUNICH = { latitude: 48.137, longitude: 11.576 };

const crmUrl = (hash: string) => `${portalOrigin()}/portal/de/de/crm/${hash}`;

/** The CRM area has mounted and said what it had to say (no spinner left). */
async function settled(page: Page): Promise<void> {
  await page.locator('[data-miniapp="crm"][data-state="mounted"] .crm').waitFor();
  await expect.poll(() => page.locator('[data-miniapp="crm"] .p-spinner').count()).toBe(0);
}

describe('the CRM area', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('a visitor finds dealers near their position, and in a country, without signing in', async () => {
    const context = await browser.newContext({
      locale: 'de-DE',
      geolocation: MUNICH,
      permissions: ['geolocation'],
    });
    const page = await context.newPage();
    try {
      await page.goto(crmUrl(''));
      await settled(page);
      // The overview of a visitor: the sign-in hint and the finder.
      await expect.poll(() => page.locator('.crm').textContent()).toContain('Melden Sie sich an');
      const finder = page.getByRole('search', { name: 'Händler in Ihrer Nähe finden' });
      expect(await finder.getByLabel('Land').inputValue()).toBe('DE');
      expect(await axeViolations(page)).toEqual([]);

      // Near the position: the nearest first, each with its distance.
      await finder.getByLabel('Meinen Standort verwenden').check();
      await finder.getByRole('button', { name: 'Händler suchen' }).click();
      const count = page.locator('.crm-result-count');
      expect(await count.getAttribute('role')).toBe('status');
      await expect.poll(() => count.textContent()).toMatch(/^\d+ Händler gefunden\.$/);
      const first = page.locator('.crm-dealer').first();
      expect(await first.locator('address').textContent()).toContain('München');
      expect(await first.locator('.crm-distance').textContent()).toMatch(/^\d+(,\d)? km entfernt$/);
      const distances = await page
        .locator('.crm-distance')
        .allTextContents()
        .then((all) => all.map((d) => Number(d.replace(/ km entfernt$/, '').replace(',', '.'))));
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(await first.getByRole('link', { name: /^info@/ }).getAttribute('href')).toMatch(/^mailto:info@/);
      expect(await first.locator('a[target="_blank"]').getAttribute('rel')).toBe('noopener noreferrer');
      expect(await axeViolations(page)).toEqual([]);

      // In a country, without a position: the dealers of that country, no distances.
      await page.goto(crmUrl('#/dealers'));
      await settled(page);
      const dealers = page.getByRole('search');
      await dealers.getByLabel('Land').selectOption('AT');
      await dealers.getByLabel('Sparte').selectOption('heating');
      await dealers.getByRole('button', { name: 'Händler suchen' }).click();
      await expect.poll(() => page.locator('.crm-result-count').textContent()).toMatch(/Händler gefunden/);
      const towns = await page.locator('.crm-dealer address').allTextContents();
      expect(towns.length).toBeGreaterThan(0);
      for (const town of towns) expect(town).toMatch(/Wien|Salzburg|Innsbruck/);
      expect(await page.locator('.crm-distance').count()).toBe(0);

      // Nothing matches (204): said as such.
      await dealers.getByLabel('Sparte').selectOption('sanitary');
      await dealers.getByLabel('Vorhaben').selectOption('newBuilding');
      await dealers.getByRole('button', { name: 'Händler suchen' }).click();
      await expect.poll(() => page.locator('.crm-result-count').textContent()).toMatch(/^Kein Händler gefunden/);
      expect(await page.locator('.crm-dealer').count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('on a phone the finder and its results fit the screen width, and speak English on the English site', async () => {
    const { context, page } = await newPage(browser, { mobile: true, locale: 'en-GB' });
    try {
      await page.goto(`${portalOrigin()}/portal/en/ch/crm/#/dealers`);
      await settled(page);
      const finder = page.getByRole('search', { name: 'Find a dealer near you' });
      expect(await finder.getByLabel('Country').inputValue()).toBe('CH');
      await finder.getByRole('button', { name: 'Find dealers' }).tap();
      await expect.poll(() => page.locator('.crm-result-count').textContent()).toMatch(/^\d+ dealers found\.$/);
      for (const town of await page.locator('.crm-dealer address').allTextContents()) {
        expect(town).toMatch(/Zürich|Bern|St. Gallen|Lausanne/);
      }
      // The product lines are named in English as well: the finder's choices and each dealer's products.
      expect(await finder.getByLabel('Heat pumps', { exact: true }).count()).toBe(1);
      const results = (await page.locator('.crm-dealer').allTextContents()).join(' ');
      expect(results).toMatch(/Radiators|Shower enclosures|Underfloor heating/);
      expect(results).not.toMatch(/Heizkörper|Duschabtrennungen|Fußbodenheizung|Wärmepumpen/);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
      ).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a specialist registers, sees the registration received, and meets the 412 handling on the profile until approved', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto(`${portalOrigin()}/portal/de/de/`);
      await page.waitForSelector('input[autocomplete="username"], .shell-user');
      if (await page.locator('input[autocomplete="username"]').count()) await signInOnProviderPage(page, 'specialist');
      await page.waitForSelector('.shell-user');

      // Opened as the shell's 412 handling opens it: not registered yet, with the way back.
      await page.goto(crmUrl(`#/overview?returnUrl=${encodeURIComponent('/portal/de/de/')}`));
      await settled(page);
      await expect.poll(() => page.locator('.crm-status').getAttribute('data-status')).toBe('7');
      expect(await page.getByRole('link', { name: 'Zurück zur vorherigen Seite' }).getAttribute('href')).toBe(
        '/portal/de/de/',
      );
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('link', { name: 'Jetzt registrieren' }).click();
      await settled(page);
      // The new screen's heading takes the focus, so a screen reader says where the person is.
      await expect
        .poll(() => page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent}`))
        .toBe('H2 Registrierung');
      const form = page.locator('form#crm-registration');
      await form.getByLabel('Fachhandwerker').check();
      // The hidden field: out of people's sight and reach.
      const honeypot = form.locator('input[name="nickname"]');
      expect(await honeypot.getAttribute('tabindex')).toBe('-1');
      expect(await form.locator('.crm-honeypot').getAttribute('aria-hidden')).toBe('true');
      expect((await honeypot.boundingBox())!.x).toBeLessThan(0);
      expect(await axeViolations(page)).toEqual([]);

      // Sent too early, scrolled so far that the first field sits under the header that stays on top:
      // the missing fields are named, and the first one has the focus.
      await form.getByLabel('Anrede').evaluate((field) => window.scrollBy(0, field.getBoundingClientRect().top));
      await form.evaluate((f: HTMLFormElement) => f.requestSubmit());
      await expect.poll(() => form.locator('.p-field__error').first().textContent()).toBe('Bitte „Anrede“ angeben.');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('salutation');
      // ... and is in sight with its label, not hidden under the shell's header that stays on top.
      const belowHeader = await page.evaluate(() => {
        const field = document.activeElement as HTMLSelectElement;
        const header = (document.querySelector('.shell-header') as HTMLElement).getBoundingClientRect().bottom;
        return ((field.labels as NodeListOf<HTMLLabelElement>)[0] as HTMLElement).getBoundingClientRect().top - header;
      });
      expect(belowHeader).toBeGreaterThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
      // Side by side, a field without an error keeps its input level with and as tall as its
      // neighbour's, which has the error below it.
      const phone = (await form.getByLabel('Telefon', { exact: true }).boundingBox())!;
      const street = (await form.getByLabel('Straße und Hausnummer').boundingBox())!;
      expect(street.x).toBeGreaterThan(phone.x + phone.width);
      expect(Math.abs(phone.y - street.y)).toBeLessThan(1);
      expect(Math.abs(phone.height - street.height)).toBeLessThan(1);

      expect(await form.getByLabel('Vorname').inputValue()).toBe('Stefan');
      await form.getByLabel('Anrede').selectOption('mr');
      await form.getByLabel('Straße und Hausnummer').fill('Werkstattweg 4');
      await form.getByLabel('Postleitzahl').fill('80331');
      await form.getByLabel('Ort', { exact: true }).fill('München');
      await form.getByLabel('Firma', { exact: true }).fill('Fachmann Haustechnik');
      await form.getByLabel('Unter Heizung erscheinen').check();
      await form.getByRole('button', { name: 'Registrieren' }).click();

      // Back on the overview: status 1, the CRM's message, and the way to the profile.
      await expect.poll(() => page.locator('.crm-status').getAttribute('data-status')).toBe('1');
      expect(await page.locator('.crm-status-message').textContent()).toBe(
        'Ihre Registrierung ist eingegangen und wird geprüft.',
      );
      expect(await page.locator('.crm-status').textContent()).toBe('Status 1: Registrierung eingegangen');
      expect(await axeViolations(page)).toEqual([]);

      // The profile waits for the clerk's approval: the CRM answers 412 and the shell's handling
      // of spec §4 says the registration is in progress (the approval: crm-registration.e2e.ts).
      expect(await page.getByRole('link', { name: 'Profil ansehen und ändern' }).count()).toBe(0);
      await page.goto(crmUrl('#/profile'));
      await expect
        .poll(() => page.locator('.p-messages').textContent())
        .toContain('Ihre CRM-Registrierung ist bereits in Bearbeitung.');
      expect(await page.locator('form#crm-profile').count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('an end customer tracks a Bekon delivery on the koralle Swiss site, without an account', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto(`${portalOrigin('koralle.localhost')}/portal/de/ch/bekonTracking`);
      await page.locator('[data-miniapp="bekonTracking"][data-state="mounted"] .bt').waitFor();
      const form = page.getByRole('search', { name: 'Lieferung verfolgen' });
      expect(await form.getByLabel('Postleitzahl der Lieferadresse').getAttribute('autocomplete')).toBe('postal-code');
      expect(await axeViolations(page)).toEqual([]);

      // The seeded delivery on its way (apps/server/src/modules/bekontracking/seed.ts).
      await form.getByLabel('Liefer- oder Auftragsnummer').fill('80000001');
      await form.getByLabel('Postleitzahl der Lieferadresse').fill('8001');
      await form.getByRole('button', { name: 'Lieferung suchen' }).click();
      await expect.poll(() => page.locator('.bt-result h3').textContent()).toBe('Lieferung 80000001');
      expect(await page.locator('.bt-status').textContent()).toBe('Aktueller Stand: Versandt');
      expect(await page.locator('.bt-step[aria-current="step"]').textContent()).toMatch(/^Versandt – /);
      expect(await page.locator('.bt-step[data-done="true"]').count()).toBe(4);
      expect(await page.locator('.bt-carrier').textContent()).toMatch(/^Versand mit Die Post, Sendungsnummer 99\./);
      expect(await page.locator('.bt-positions tbody td').allTextContents()).toContain(
        'Duschabtrennung Koralle S600, Nische 900 mm',
      );
      expect(await axeViolations(page)).toEqual([]);

      // A wrong postcode: the same words as for an unknown number, announced, and no result left.
      await form.getByLabel('Postleitzahl der Lieferadresse').fill('8002');
      await form.getByRole('button', { name: 'Lieferung suchen' }).click();
      const problem = page.locator('.bt-problem');
      await expect
        .poll(() => problem.textContent())
        .toBe('Wir finden keine Lieferung mit dieser Nummer und Postleitzahl. Bitte prüfen Sie beide Angaben.');
      expect(await problem.getAttribute('role')).toBe('alert');
      expect(await page.locator('.bt-result').count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
