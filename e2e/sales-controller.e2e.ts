import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage, openSignedIn, portalOrigin } from './browser';

const MOUNTED = '[data-miniapp="sales"][data-state="mounted"]';

async function expectNoAxeViolations(page: Page, where: string) {
  const violations = await axeViolations(page);
  expect(violations, `${where}: ${JSON.stringify(violations, null, 1)}`).toEqual([]);
}

/** The figure in a cell as a number, written as the English site in Germany writes money ("€1,234.50"). */
const amount = (text: string | null) => Number(String(text).replace(/[^\d.-]/g, ''));

/** Opens a filter's list of values (a disclosure) and ticks or unticks the values given. */
async function choose(page: Page, filter: string, values: readonly string[], on = true) {
  const box = page.locator(`details[data-filter="${filter}"]`);
  if (!(await box.evaluate((d) => (d as HTMLDetailsElement).open))) await box.locator('summary').click();
  for (const value of values) await box.locator(`input[value="${value}"]`).setChecked(on);
}

/** The keys of a report's rows, in the order shown. */
const rowKeys = (page: Page, grouping: string) =>
  page
    .locator(`section[data-grouping="${grouping}"] table.p-table tbody tr[data-key]`)
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-key')));

describe('sales performance as a controller uses it (issue 21 §3, docs/sales.md)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('the sales account compares a fiscal year with the budget, filters by company code and drills into a customer hierarchy', async () => {
    const { context, page } = await newPage(browser, { locale: 'en-GB' });
    try {
      await openSignedIn(page, `${portalOrigin()}/portal/en/de/sales`, 'sales');
      await page.waitForSelector(MOUNTED, { timeout: 30_000 });
      await page.getByRole('heading', { name: 'Sales performance', level: 2 }).waitFor();
      await page.locator('section[data-grouping="Month"] tbody tr').first().waitFor();
      // The data's freshness, written as the site writes a date and time.
      const release = page.locator('[data-release]');
      expect(await release.textContent()).toMatch(/^Data as of \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/);

      // The last complete fiscal year (April to March) against the budget.
      await page.getByLabel('Period', { exact: true }).selectOption('FiscalYear');
      const fiscal = page.getByLabel('Which period');
      const years = await fiscal.locator('option').allTextContents();
      expect(years[0]).toMatch(/^FY \d{4}\/\d{2}$/);
      await fiscal.selectOption({ index: 1 });
      const start = Number((await fiscal.inputValue()).slice(0, 4));
      await page.getByLabel('Comparison').selectOption('Budget');
      const report = page.locator('section[data-grouping="Month"]');
      await expect.poll(() => report.locator('figure[data-comparison="Budget"]').count()).toBe(1);
      expect(await report.textContent()).toContain(`Period ${start}-04 to ${start + 1}-03`);
      await expect.poll(() => report.locator('tbody tr').count()).toBe(12);
      const head = await report.locator('table:not(figure table) thead').textContent();
      expect(head).toContain('Budget');
      expect(head).toContain('Difference to budget');
      expect(head).toContain('Difference in %');
      // Each month: value less budget is the difference shown.
      const april = report.locator(`tr[data-key="${start}-04"] td`);
      const [value, budget, difference] = [
        amount(await april.nth(0).textContent()),
        amount(await april.nth(1).textContent()),
        amount(await april.nth(2).textContent()),
      ];
      expect(budget).toBeGreaterThan(0);
      expect(difference).toBeCloseTo(value - budget, 1);
      const total = report.locator('tfoot tr');
      expect(amount(await total.locator('td').nth(1).textContent())).toBeGreaterThan(0);

      // The chart: a title and description, a value axis with round ticks, the months, and the budget as a line.
      const chart = report.locator('figure.sa-chart svg');
      expect(await chart.locator('title').first().textContent()).toBe('Net sales by Month');
      expect(await chart.locator('desc').textContent()).toContain(`from ${start}-04 to ${start + 1}-03, 12 groups`);
      expect(await chart.locator('desc').textContent()).toContain('Line: Budget.');
      expect(await chart.locator('rect.sa-chart__bar').count()).toBe(12);
      expect(await chart.locator('g[data-axis="y"] text').count()).toBeGreaterThanOrEqual(4);
      const months = await chart.locator('g[data-axis="x"] text').allTextContents();
      expect(months[0]).toBe(`Apr ${String(start).slice(2)}`);
      expect(months[11]).toBe(`Mar ${String(start + 1).slice(2)}`);
      expect(await chart.locator('.sa-chart__comparison polyline').count()).toBe(1);
      expect(await chart.locator('.sa-chart__comparison circle').count()).toBe(12);
      // …and its values as a table for those who read rather than look.
      await report.getByText('Values as a table').click();
      await expect.poll(() => report.locator('figure table tbody tr').count()).toBe(12);
      await expectNoAxeViolations(page, 'fiscal year against the budget');

      // A filter: company code 2000 (Switzerland) by country is Switzerland alone, in francs.
      await choose(page, 'CompCode', ['2000']);
      await page.getByLabel('Grouping').selectOption('Country');
      await page.getByLabel('Currency').selectOption('CHF');
      const byCountry = page.locator('section[data-grouping="Country"]');
      await expect
        .poll(async () =>
          byCountry.locator('tbody tr[data-key]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-key'))),
        )
        .toEqual(['CH']);
      // The francs arrive with the last of the three choices.
      await expect.poll(() => byCountry.locator('tr[data-key="CH"] td').first().textContent()).toContain('CHF');
      // Branches offered are those of company code 2000.
      await choose(page, 'Branchcode', []);
      const branches = await page.locator('details[data-filter="Branchcode"] label').allTextContents();
      expect(branches.length).toBeGreaterThan(0);
      expect(branches.every((b) => b.trim().startsWith('2000/'))).toBe(true);
      await expectNoAxeViolations(page, 'filtered by company code');

      // Drill-down: the customer hierarchy's nodes, one opened to its customers, and back by the breadcrumb.
      await page.getByRole('button', { name: 'Company code: all' }).click();
      await page.getByLabel('Comparison').selectOption('PreviousYear');
      await page.getByLabel('Grouping').selectOption('CustomerHierarchy');
      const nodes = page.locator('section[data-grouping="CustomerHierarchy"]');
      await nodes.locator('tr[data-key="KH-GH Großhandel"]').waitFor();
      // The hierarchy is a filter among the others too: two nodes chosen are the report's only rows,
      // and as a few groups they are drawn side by side over the months.
      const twoNodes = ['KH-GH Großhandel', 'KH-INST Installateure'];
      await choose(page, 'CustomerHierarchy', twoNodes);
      await expect.poll(async () => (await rowKeys(page, 'CustomerHierarchy')).sort()).toEqual(twoNodes);
      const hierarchySummary = await page.locator('details[data-filter="CustomerHierarchy"] summary').textContent();
      expect(hierarchySummary).toMatch(/^Customer hierarchy /);
      for (const node of twoNodes) expect(hierarchySummary).toContain(node);
      await nodes.locator('figure.sa-series').waitFor();
      expect(await nodes.locator('figure.sa-series svg polyline').count()).toBe(2);
      await expectNoAxeViolations(page, 'filtered by two customer hierarchies');
      const nodeValue = amount(await nodes.locator('tr[data-key="KH-GH Großhandel"] td').first().textContent());
      await nodes.getByRole('button', { name: 'KH-GH Großhandel' }).click();
      const customers = page.locator('section[data-grouping="Customer"]');
      await customers.locator('tbody tr').first().waitFor();
      const crumbs = page.getByRole('navigation', { name: 'Drill-down' });
      expect(await crumbs.textContent()).toContain('KH-GH Großhandel');
      // The node's customers add up to the node.
      expect(amount(await customers.locator('tfoot td').first().textContent())).toBeCloseTo(nodeValue, 0);
      expect(await customers.locator('tbody tr').count()).toBeGreaterThan(1);
      await expectNoAxeViolations(page, 'customers of a hierarchy node');

      // One level further: a head office opened to itself and its branch customers, and back up.
      const showBranches = /: show \d+ branch(es)?$/;
      // The report's own table, not the chart's values as a table.
      const table = customers.locator('table:not(figure table)');
      const headRow = table
        .locator('tbody tr')
        .filter({ has: page.getByRole('button', { name: showBranches }) })
        .first();
      await headRow.waitFor();
      const headNumber = (await headRow.getAttribute('data-key'))!;
      const headName = (await headRow.locator('th').evaluate((th) => th.firstChild?.textContent ?? '')).trim();
      const customerCount = await table.locator('tbody tr').count();
      // "Name: show 3 branches": how many branches the head office's row counted.
      const showLabel = await headRow.getByRole('button', { name: showBranches }).getAttribute('aria-label');
      const branchCount = Number(/show (\d+) branch/.exec(showLabel ?? '')?.[1]);
      expect(branchCount).toBeGreaterThan(0);
      await headRow.getByRole('button', { name: showBranches }).click();
      await expect
        .poll(() => crumbs.locator('[aria-current="location"]').textContent())
        .toBe(`${headName} (${headNumber})`);
      await expect.poll(() => table.locator('tbody tr').count()).toBeLessThan(customerCount);
      // Every row is the head office or a branch: they bear its name, each with its own city.
      const labels = await table.locator('tbody th').allTextContents();
      expect(labels.length).toBeGreaterThan(0);
      for (const label of labels) expect(label.startsWith(`${headName}, `), label).toBe(true);
      expect(new Set(labels).size).toBe(labels.length);
      // The head office and its branches the row counted: those not listed had no postings, and the level says so.
      const unlisted = branchCount + 1 - labels.length;
      expect(unlisted).toBeGreaterThanOrEqual(0);
      const note = customers.locator('p[role="note"]', { hasText: 'of this head office' });
      if (unlisted === 0) expect(await note.count()).toBe(0);
      else
        expect(await note.textContent()).toBe(
          `${unlisted} customer${unlisted === 1 ? '' : 's'} of this head office ${unlisted === 1 ? 'has' : 'have'} no postings in the period and ${unlisted === 1 ? 'is' : 'are'} therefore not listed.`,
        );
      const familyCells = await table.locator('tbody tr td:first-of-type').allTextContents();
      expect(amount(await table.locator('tfoot td').first().textContent())).toBeCloseTo(
        familyCells.reduce((sum, cell) => sum + amount(cell), 0),
        0,
      );
      // The head office's level has no further way down.
      expect(await customers.getByRole('button', { name: showBranches }).count()).toBe(0);
      await expectNoAxeViolations(page, "a head office's branches");
      await crumbs.getByRole('button', { name: 'KH-GH Großhandel' }).click();
      await expect.poll(() => table.locator('tbody tr').count()).toBe(customerCount);
      expect(await crumbs.locator('[aria-current="location"]').textContent()).toBe('KH-GH Großhandel');
      await table.getByRole('button', { name: showBranches }).first().waitFor();
      await crumbs.getByRole('button', { name: 'All customer hierarchies' }).click();
      await nodes.locator('tr[data-key="KH-INST Installateure"]').waitFor();
      expect(await page.getByRole('navigation', { name: 'Drill-down' }).count()).toBe(0);
      // Back at the nodes the filter still holds: the two chosen, no others.
      await expect.poll(async () => (await rowKeys(page, 'CustomerHierarchy')).sort()).toEqual(twoNodes);
    } finally {
      await context.close();
    }
  });

  it('the sales account chooses two countries and a territory: the totals follow and add up, the chart draws a line per country with a legend', async () => {
    const { context, page } = await newPage(browser, { locale: 'en-GB' });
    try {
      await openSignedIn(page, `${portalOrigin()}/portal/en/de/sales`, 'sales');
      await page.waitForSelector(MOUNTED, { timeout: 30_000 });
      await page.getByLabel('Period', { exact: true }).selectOption('Last12Months');
      await page.getByLabel('Grouping').selectOption('Country');
      const report = page.locator('section[data-grouping="Country"]');
      await report.locator('table.p-table tbody tr[data-key="DE"]').waitFor();
      const total = async () => amount(await report.locator('table.p-table tfoot td').first().textContent());
      const everyCountry = await total();
      /** The values of the rows shown, each as its cell reads. */
      const values = async () =>
        Promise.all(
          (await report.locator('table.p-table tbody tr[data-key] td:first-of-type').all()).map(async (c) =>
            amount(await c.textContent()),
          ),
        );

      // Every report asked from here on, to see how many requests the chart of the two countries costs.
      const asked: URL[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.endsWith('/api/SalesPerformance')) asked.push(url);
      });
      const countriesOf = (url: URL) =>
        url.searchParams
          .getAll('Country')
          .flatMap((c) => c.split(','))
          .sort();

      // Two countries: their rows alone, adding up to the total, less than all countries.
      await choose(page, 'Country', ['DE', 'AT']);
      await expect.poll(() => rowKeys(page, 'Country')).toEqual(['DE', 'AT']);
      // The filter's summary names it and its values, in the order offered.
      expect(await page.locator('details[data-filter="Country"] summary').textContent()).toBe('Country AT, DE');
      const twoCountries = await total();
      expect(twoCountries).toBeLessThan(everyCountry);
      const [de, at] = await values();
      expect(de! + at!).toBeCloseTo(twoCountries, 1);

      // The chart of several series: a line per country over the months, named in the legend.
      const series = report.locator('figure.sa-series');
      await series.waitFor();
      expect((await series.locator('.sa-legend li').allTextContents()).map((t) => t.trim())).toEqual(['DE', 'AT']);
      expect(await series.locator('svg polyline').count()).toBe(2);
      expect(await series.locator('svg title').first().textContent()).toBe('Net sales by month and Country');
      expect(await series.locator('svg desc').textContent()).toContain('One line per group (DE, AT)');
      expect(await series.locator('g[data-axis="x"] text').count()).toBe(12);
      expect(await series.locator('g[data-axis="y"] text').count()).toBeGreaterThanOrEqual(4);
      // Each country's months add up to its row.
      await series.getByText('Values as a table').click();
      const monthly = await series
        .locator('table tbody tr')
        .evaluateAll((rows) =>
          rows.map((r) =>
            [...r.querySelectorAll('td')].map((c) => Number(String(c.textContent).replace(/[^\d.-]/g, ''))),
          ),
        );
      expect(monthly).toHaveLength(12);
      expect(monthly.reduce((sum, m) => sum + m[0]!, 0)).toBeCloseTo(de!, 0);
      expect(monthly.reduce((sum, m) => sum + m[1]!, 0)).toBeCloseTo(at!, 0);
      // Report and chart came in one request: the report by country asking for its groups' months
      // (Series=Month), and no request by month per country beside it.
      const forTwo = asked.filter((url) => countriesOf(url).join() === 'AT,DE');
      expect(forTwo).toHaveLength(1);
      expect(forTwo[0]!.searchParams.get('Series')).toBe('Month');
      expect(asked.map((url) => url.searchParams.get('Grouping'))).not.toContain('Month');
      await expectNoAxeViolations(page, 'two countries, a line each');

      // And one Austrian territory of heating: Austria alone, a part of what it sold.
      await choose(page, 'TerritoryHT', []);
      const territory = await page
        .locator('details[data-filter="TerritoryHT"] input[value^="HT-AT-"]')
        .first()
        .getAttribute('value');
      await choose(page, 'TerritoryHT', [territory!]);
      await expect.poll(() => rowKeys(page, 'Country')).toEqual(['AT']);
      const inTerritory = await total();
      expect(inTerritory).toBeGreaterThan(0);
      expect(inTerritory).toBeLessThan(at!);
      expect((await values())[0]).toBeCloseTo(inTerritory, 1);
      // One group is no series: the bar chart alone.
      await expect.poll(() => report.locator('figure.sa-series').count()).toBe(0);
      await expectNoAxeViolations(page, 'two countries and a territory');
    } finally {
      await context.close();
    }
  });
});
