import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage, openSignedIn, portalOrigin } from './browser';

const ANSWER = () => `${portalOrigin()}/portal/de/de/employeeInfo/questionnaire`;
const RESULTS = () => `${portalOrigin()}/portal/de/de/employeeInfo/questionnaireResults`;
const SURVEY = 'Mitarbeiterbefragung Kantine';
const PARTY = 'Sommerfest: Anmeldung';

async function expectNoAxeViolations(page: Page, where: string) {
  const violations = await axeViolations(page);
  expect(violations, `${where}: ${JSON.stringify(violations, null, 1)}`).toEqual([]);
}

/** Opens the anonymous canteen survey from the list of open questionnaires. */
async function openSurvey(page: Page, login: string) {
  await openSignedIn(page, ANSWER(), login);
  const item = page.locator('.qn-item', { has: page.getByRole('heading', { name: SURVEY }) });
  await item.waitFor();
  return item;
}

/** Registers for the summer party (named) from the list of open questionnaires shown on the page. */
async function registerForParty(page: Page, guests: string, menu: string) {
  const item = page.locator('.qn-item', { has: page.getByRole('heading', { name: PARTY }) });
  await item.getByRole('button', { name: `Beantworten: ${PARTY}` }).click();
  await page.getByRole('heading', { name: PARTY, level: 2 }).waitFor();
  await page
    .getByRole('group', { name: 'Kommen Sie zum Sommerfest am 3. Juli?' })
    .getByRole('radio', { name: 'Ja' })
    .check();
  await page.getByLabel('Wie viele Begleitpersonen bringen Sie mit?').fill(guests);
  await page.getByRole('group', { name: 'Welches Menü möchten Sie?' }).getByRole('radio', { name: menu }).check();
  await page.getByRole('button', { name: 'Antworten absenden' }).click();
  // Stored: back on the list, where the registration, every question answered, is no longer open.
  await page.getByRole('heading', { name: 'Offene Umfragen' }).waitFor();
  await expect.poll(() => page.locator('.qn-item', { hasText: PARTY }).count()).toBe(0);
}

/**
 * Issue 21 §7: the employee answers the anonymous survey; the kitchen, responsible for it, reads that
 * its results wait for its closing, and reads the named summer party registration's results live.
 */
describe('questionnaires', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('an employee answers the anonymous canteen survey once; afterwards it is no longer open to them', async () => {
    const { context, page } = await newPage(browser);
    try {
      const item = await openSurvey(page, 'employee');
      expect(await item.textContent()).toContain('5 Fragen · anonym');
      await expectNoAxeViolations(page, 'open questionnaires');

      await item.getByRole('button', { name: `Beantworten: ${SURVEY}` }).click();
      await page.getByRole('heading', { name: SURVEY, level: 2 }).waitFor();
      expect(await page.locator('.qn-note').textContent()).toContain('ohne Ihren Namen');
      const rating = page.getByRole('group', { name: 'Wie zufrieden sind Sie mit dem Essen in der Kantine?' });
      await rating.waitFor();
      await expectNoAxeViolations(page, 'the answer form');

      // A number the server cannot read is marked on its question and nothing is stored.
      await rating.getByRole('radio', { name: 'Zufrieden', exact: true }).check();
      await page.getByLabel('An wie vielen Tagen pro Woche essen Sie in der Kantine?').fill('drei');
      await page.getByRole('button', { name: 'Antworten absenden' }).click();
      const days = page.getByLabel('An wie vielen Tagen pro Woche essen Sie in der Kantine?');
      await expect.poll(() => days.getAttribute('aria-invalid')).toBe('true');

      await days.fill('3,5');
      await page
        .getByRole('group', { name: 'Würden Sie die Kantine weiterempfehlen?' })
        .getByRole('radio', { name: 'Ja' })
        .check();
      await page.getByLabel('Seit wann essen Sie regelmäßig in der Kantine?').fill('2024-02-29');
      await page.getByLabel('Was sollen wir verbessern?').fill('Mehr vegetarische Gerichte');
      await page.getByRole('button', { name: 'Antworten absenden' }).click();
      await expect
        .poll(() => page.locator('.p-messages').textContent())
        .toContain('Vielen Dank, Ihre Antworten sind gespeichert.');
      await page.getByRole('heading', { name: 'Offene Umfragen' }).waitFor();
      await expect.poll(() => page.locator('.qn-item', { hasText: SURVEY }).count()).toBe(0);
      await expectNoAxeViolations(page, 'open questionnaires after answering');
    } finally {
      await context.close();
    }
  });

  it('two more colleagues answer the survey and register for the summer party under their names', async () => {
    for (const login of ['sales', 'kitchen']) {
      const { context, page } = await newPage(browser);
      try {
        const item = await openSurvey(page, login);
        await item.getByRole('button', { name: `Beantworten: ${SURVEY}` }).click();
        await page
          .getByRole('group', { name: 'Wie zufrieden sind Sie mit dem Essen in der Kantine?' })
          .getByRole('radio', { name: login === 'sales' ? 'Sehr zufrieden' : 'Zufrieden', exact: true })
          .check();
        await page.getByRole('button', { name: 'Antworten absenden' }).click();
        await expect.poll(() => page.locator('.p-messages').textContent()).toContain('Vielen Dank');
        await page.getByRole('heading', { name: 'Offene Umfragen' }).waitFor();
        await registerForParty(page, login === 'sales' ? '2' : '1', login === 'sales' ? 'Vegan' : 'Vegetarisch');
      } finally {
        await context.close();
      }
    }
  });

  it('the kitchen is told that the open anonymous survey’s results wait for its closing, closes it, and reads them', async () => {
    const { context, page } = await newPage(browser);
    try {
      await openSignedIn(page, RESULTS(), 'kitchen');
      const item = page.locator('.qn-item', { has: page.getByRole('heading', { name: SURVEY }) });
      await item.waitFor();
      expect(await item.textContent()).toMatch(/\d+ Personen haben geantwortet · anonym · offen/);
      await expectNoAxeViolations(page, 'questionnaires with results');

      // Three have answered, but while it is open each new answer would stand out against the last read.
      await item.getByRole('button', { name: `Ergebnisse ansehen: ${SURVEY}` }).click();
      const note = page.locator('.qn-note');
      await note.waitFor();
      expect(await note.textContent()).toContain(
        'Die Ergebnisse einer anonymen Umfrage erscheinen, wenn sie geschlossen ist und mindestens 3 Personen geantwortet haben',
      );
      expect(await page.locator('.qn-question').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'CSV herunterladen' }).count()).toBe(0);
      await expectNoAxeViolations(page, 'withheld results');

      // The kitchen closes the survey (asked first, since there is no reopening): the results appear.
      await page.getByRole('button', { name: 'Umfrage schließen' }).click();
      const dialog = page.getByRole('dialog', { name: 'Umfrage schließen?' });
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain('lässt sich nicht wieder öffnen');
      await expectNoAxeViolations(page, 'closing the survey');
      await dialog.getByRole('button', { name: 'Umfrage schließen' }).click();
      await expect.poll(() => page.locator('.p-messages').textContent()).toContain('Die Umfrage ist geschlossen.');
      const rating = page.locator('.qn-question', {
        has: page.getByRole('heading', { name: 'Wie zufrieden sind Sie mit dem Essen in der Kantine?' }),
      });
      await rating.waitFor();
      expect(await page.locator('.qn-note').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Umfrage schließen' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'CSV herunterladen' }).count()).toBe(1);
      expect(await page.locator('#qn-result + p').textContent()).toMatch(/· anonym · geschlossen$/);
      await expectNoAxeViolations(page, 'published results');
    } finally {
      await context.close();
    }
  });

  it('the kitchen reads the named registration’s results live, per question as a table, and downloads them as CSV', async () => {
    const { context, page } = await newPage(browser);
    try {
      await openSignedIn(page, RESULTS(), 'kitchen');
      const item = page.locator('.qn-item', { has: page.getByRole('heading', { name: PARTY }) });
      await item.waitFor();
      expect(await item.textContent()).toContain('2 Personen haben geantwortet · mit Namen · offen');

      await item.getByRole('button', { name: `Ergebnisse ansehen: ${PARTY}` }).click();
      const menu = page.locator('.qn-question', {
        has: page.getByRole('heading', { name: 'Welches Menü möchten Sie?' }),
      });
      await menu.waitFor();
      const vegan = menu.locator('tbody tr', { has: page.getByRole('rowheader', { name: 'Vegan', exact: true }) });
      expect(await vegan.locator('td').first().textContent()).toBe('1');
      const guests = page.locator('.qn-question', {
        has: page.getByRole('heading', { name: 'Wie viele Begleitpersonen bringen Sie mit?' }),
      });
      expect(await guests.textContent()).toContain('Durchschnitt: 1,5');
      await expectNoAxeViolations(page, 'results');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'CSV herunterladen' }).click(),
      ]);
      // The browser may replace the title's colon in a file name.
      expect(download.suggestedFilename()).toMatch(/^Ergebnisse Sommerfest. Anmeldung\.csv$/);
      const csv = fs.readFileSync((await download.path())!, 'utf8');
      // As a German site writes it: ';' between fields, a decimal comma.
      expect(csv).toContain('Frage;Antwort;Anzahl;Durchschnitt');
      expect(csv).toContain('Wie viele Begleitpersonen bringen Sie mit?;Ø;2;1,5');
      expect(csv).toContain('Welches Menü möchten Sie?;Vegan;1;');
    } finally {
      await context.close();
    }
  });

  it('an employee responsible for no questionnaire is told so on the results page', async () => {
    const { context, page } = await newPage(browser);
    try {
      await openSignedIn(page, RESULTS(), 'employee');
      await page.getByText('Sie sind für keine Umfrage zuständig.').waitFor();
      await expectNoAxeViolations(page, 'no results');
    } finally {
      await context.close();
    }
  });
});
