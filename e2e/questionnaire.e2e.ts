import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage, openSignedIn, portalOrigin } from './browser';

const ANSWER = () => `${portalOrigin()}/portal/de/de/employeeInfo/questionnaire`;
const RESULTS = () => `${portalOrigin()}/portal/de/de/employeeInfo/questionnaireResults`;
const SURVEY = 'Mitarbeiterbefragung Kantine';

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

/** Issue 21 §7: the employee answers the anonymous survey; the kitchen, responsible for it, reads the results. */
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

  it('two more colleagues answer, so the anonymous result may be shown', async () => {
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
      } finally {
        await context.close();
      }
    }
  });

  it('the kitchen reads the results per question, as a table, and downloads them as CSV', async () => {
    const { context, page } = await newPage(browser);
    try {
      await openSignedIn(page, RESULTS(), 'kitchen');
      const item = page.locator('.qn-item', { has: page.getByRole('heading', { name: SURVEY }) });
      await item.waitFor();
      expect(await item.textContent()).toMatch(/\d+ Personen haben geantwortet · anonym · offen/);
      await expectNoAxeViolations(page, 'questionnaires with results');

      await item.getByRole('button', { name: `Ergebnisse ansehen: ${SURVEY}` }).click();
      const rating = page.locator('.qn-question', {
        has: page.getByRole('heading', { name: 'Wie zufrieden sind Sie mit dem Essen in der Kantine?' }),
      });
      await rating.waitFor();
      const satisfied = rating.locator('tbody tr', {
        has: page.getByRole('rowheader', { name: 'Zufrieden', exact: true }),
      });
      expect(Number(await satisfied.locator('td').first().textContent())).toBeGreaterThanOrEqual(2);
      expect(await rating.textContent()).toMatch(/Durchschnitt: \d,\d+|Durchschnitt: \d/);
      const improve = page.locator('.qn-question', {
        has: page.getByRole('heading', { name: 'Was sollen wir verbessern?' }),
      });
      expect(await improve.textContent()).toContain('Mehr vegetarische Gerichte');
      await expectNoAxeViolations(page, 'results');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'CSV herunterladen' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`Ergebnisse ${SURVEY}.csv`);
      const csv = fs.readFileSync((await download.path())!, 'utf8');
      // As a German site writes it: ';' between fields, a decimal comma, dates day first.
      expect(csv).toContain('Frage;Antwort;Anzahl;Durchschnitt');
      expect(csv).toContain('An wie vielen Tagen pro Woche essen Sie in der Kantine?;Ø;1;3,5');
      expect(csv).toContain(';29.02.2024;1;');
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
