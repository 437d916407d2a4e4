import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage, openCalculatorsSignedIn, openSignedIn, portalOrigin } from './browser';

/*
 * What an outside tester types into the number fields of every calculator screen: huge numbers,
 * exponents, minus zero, negatives, letters, nothing, both decimal marks, a twenty-digit number and
 * a very long string. Whatever comes in, the mini-app stays on the page, shows no "NaN",
 * "undefined", "null", "Infinity" or "-0", names the field it refuses, and calculates again once
 * the field holds a valid number.
 */

/** A form and its results as one mini-app draws them. */
interface App {
  readonly name: string;
  readonly form: string;
  readonly results: string;
  /** the problems that hold the result back, when the app lists them beside the results */
  readonly problems?: string;
}
const CALCULATORS: App = {
  name: 'calculators',
  form: '.calc-form',
  results: '.calc-results',
  problems: '.calc-problems',
};
const CROSS_DESIGNER: App = { name: 'crossDesigner', form: '.cd-form', results: '.cd-results' };

interface Screen {
  readonly name: string;
  readonly path: string;
  readonly app: App;
  /** what the tester does before typing: open a part, switch options on */
  readonly prepare?: (page: Page) => Promise<void>;
}

const chooseOldRadiator = (label: string) => async (page: Page) => {
  await page
    .getByRole('group', { name: 'Alter Heizkörper' })
    .getByLabel('Heizkörpertyp', { exact: true })
    .selectOption({ label });
  await page.getByLabel('Bautiefe der Glieder (mm)', { exact: true }).waitFor();
};
const openPart =
  (name: string, switches: readonly string[] = []) =>
  async (page: Page) => {
    await page.getByRole('tab', { name }).click();
    for (const label of switches) await page.getByLabel(label, { exact: true }).check();
  };

const SCREENS: readonly Screen[] = [
  { name: 'radiator sizing', path: '/portal/de/de/PM/heatingelements', app: CALCULATORS },
  { name: 'radiator exchange', path: '/portal/de/de/PM/heatingelements/radiatorExchange', app: CALCULATORS },
  {
    name: 'radiator exchange, old cast-iron sections',
    path: '/portal/de/de/PM/heatingelements/radiatorExchange',
    app: CALCULATORS,
    prepare: chooseOldRadiator('Gussradiator (Glieder, DIN 4703)'),
  },
  {
    name: 'radiator exchange, old steel sections',
    path: '/portal/de/de/PM/heatingelements/radiatorExchange',
    app: CALCULATORS,
    prepare: chooseOldRadiator('Stahlradiator (Glieder, DIN 4703, geschätzt)'),
  },
  {
    name: 'building heat load with invest packages, underfloor EN 1264 and ventilation',
    path: '/portal/de/de/PM/buildingCalc/renovation',
    app: CALCULATORS,
    prepare: openPart('Heizlast', [
      'Systempaket berechnen',
      'Fußbodenheizung berechnen (ein Heizkreis je Raum)',
      'Wohnraumlüftung berechnen',
    ]),
  },
  {
    name: 'variant calculator',
    path: '/portal/de/de/PM/buildingCalc/renovation',
    app: CALCULATORS,
    prepare: openPart('Varianten und Wirtschaftlichkeit'),
  },
  {
    name: 'heat pump planning',
    path: '/portal/de/de/PM/buildingCalc/newBuilding',
    app: CALCULATORS,
    prepare: openPart('Wärmepumpenplanung'),
  },
  { name: 'grille load', path: '/portal/de/de/PM/convectors/convectorLoadCalc', app: CALCULATORS },
  { name: 'KC', path: '/portal/de/de/PM/convectors/kcmodel', app: CALCULATORS },
  { name: 'HPC', path: '/portal/de/de/PM/fancoils', app: CALCULATORS },
  { name: 'KRN41', path: '/portal/de/de/PM/convectors/krn41', app: CALCULATORS },
  { name: 'KRN92', path: '/portal/de/de/PM/convectors/krn92', app: CALCULATORS },
  { name: 'Cross-Designer', path: '/portal/de/de/PM/coversystems/crossDesignerV2', app: CROSS_DESIGNER },
];

/**
 * The values an outside tester types; each must leave a working, readable page. What a field's own
 * range decides goes into every field; what the number reader alone refuses (the same reader for
 * every field) goes into two fields each, in turn, so each screen meets all of it in less time.
 */
const EVERY_FIELD = ['1000000', '-0', '-5', ''];
const READER = ['1e308', 'abc', '99999999999999999999', '1234567890'.repeat(60), 'Infinity', '0x1F'];
const hostile = (field: number) => [
  ...EVERY_FIELD,
  READER[(2 * field) % READER.length]!,
  READER[(2 * field + 1) % READER.length]!,
];
/**
 * Values no calculator takes: no number, or beyond every field's range (docs/calculators.md,
 * Ranges: amounts at most 10⁸); each is refused at its field, naming it.
 */
const REFUSED = new Set(READER);
/** What a user must never read on a calculator page. */
const GARBAGE = /\b(NaN|undefined|null|Infinity)\b|(^|[\s(/])[-−]0([,.]0+)?(?=$|[\s)/%])/m;

interface FieldInfo {
  readonly id: string;
  readonly label: string;
}

interface PageState {
  readonly mounted: boolean;
  readonly text: string;
  readonly results: string;
  readonly problems: string;
  readonly invalid: boolean;
  readonly error: string;
}

/** The number fields the form shows now, by id and label. */
function numberFields(page: Page, app: App): Promise<FieldInfo[]> {
  return page.evaluate((form) => {
    const inputs = [...document.querySelectorAll<HTMLInputElement>(`${form} input[inputmode="decimal"]`)];
    return inputs
      .filter((i) => i.offsetParent !== null && !i.disabled && !i.readOnly)
      .map((i) => ({ id: i.id, label: i.labels?.[0]?.textContent?.trim() ?? '' }));
  }, app.form);
}

/** What the user sees after the last key, once the page has drawn it. */
function stateOf(page: Page, app: App, id: string): Promise<PageState> {
  return page.evaluate(
    ({ app, id }) =>
      new Promise<PageState>((resolve) =>
        requestAnimationFrame(() => {
          const root = document.querySelector<HTMLElement>(`[data-miniapp="${app.name}"]`);
          const field = document.getElementById(id);
          const described = (field?.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
          resolve({
            mounted:
              root?.getAttribute('data-state') === 'mounted' && root.querySelector(app.form) !== null && field !== null,
            text: root?.innerText ?? '',
            // what the results show; the live sentence for screen readers follows them after a pause
            results: [...(document.querySelector<HTMLElement>(app.results)?.children ?? [])]
              .filter((e): e is HTMLElement => e instanceof HTMLElement && e.getAttribute('role') !== 'status')
              .map((e) => e.innerText)
              .join('\n'),
            problems: app.problems ? (document.querySelector<HTMLElement>(app.problems)?.innerText ?? '') : '',
            invalid: field?.getAttribute('aria-invalid') === 'true',
            error: described
              .map((d) => document.getElementById(d))
              .filter((e) => e?.classList.contains('p-field__error'))
              .map((e) => e?.textContent ?? '')
              .join(' '),
          });
        }),
      ),
    { app, id },
  );
}

/**
 * Types every hostile value into every number field of the screen and returns what a user would
 * notice, one line each; an empty list is a screen that holds up.
 */
async function probe(page: Page, screen: Screen, errors: string[]): Promise<string[]> {
  const { app } = screen;
  const findings: string[] = [];
  const fields = await numberFields(page, app);
  expect(fields.length, `${screen.name}: number fields`).toBeGreaterThan(0);
  const first = await stateOf(page, app, fields[0]!.id);
  expect(first.problems, `${screen.name}: the starting input calculates`).toBe('');
  const baseline = first.results;
  for (const [index, { id, label }] of fields.entries()) {
    const input = page.locator(`[id="${id}"]`);
    const original = await input.inputValue();
    const where = (value: string) => `${screen.name} – ${label} = "${value.slice(0, 24)}"`;
    const check = async (value: string): Promise<PageState> => {
      const state = await stateOf(page, app, id);
      if (errors.length > 0) findings.push(`${where(value)}: page error ${errors.splice(0).join(' | ')}`);
      if (!state.mounted) {
        findings.push(`${where(value)}: the mini-app is gone`);
        return state;
      }
      const garbage = GARBAGE.exec(state.text);
      if (garbage) {
        const around = state.text.slice(Math.max(0, garbage.index - 40), garbage.index + 10).replace(/\s+/g, ' ');
        findings.push(`${where(value)}: shows "${garbage[0].trim()}" in "${around}"`);
      }
      if (REFUSED.has(value) && !state.invalid) findings.push(`${where(value)}: not refused`);
      if (state.invalid && !state.error) findings.push(`${where(value)}: refused without a message at the field`);
      if (app.problems && state.invalid && !state.error.includes(label))
        findings.push(`${where(value)}: the message "${state.error}" does not name the field`);
      if (state.problems && !state.problems.includes(label))
        findings.push(`${where(value)}: the problems "${state.problems}" do not name the field`);
      return state;
    };
    for (const value of hostile(index)) {
      await input.fill(value);
      const state = await check(value);
      if (!state.mounted) return findings;
    }
    // Either decimal mark: the same number, the same answer.
    await input.fill('1,5');
    const comma = await check('1,5');
    await input.fill('1.5');
    const point = await check('1.5');
    if (comma.mounted && point.mounted && (comma.results !== point.results || comma.invalid !== point.invalid))
      findings.push(`${where('1,5')}: answers otherwise than "1.5"`);
    // A valid number after the refusals: the result comes back as it was.
    await input.fill(original);
    const back = await check(original);
    if (back.mounted && (back.problems !== '' || back.results !== baseline)) {
      const was = baseline.split('\n');
      const changed = back.results.split('\n').find((line, i) => line !== was[i]);
      findings.push(`${where(original)}: not the result of before once the valid input came back: "${changed}"`);
    }
  }
  return findings;
}

describe('every calculator screen holds up against what an outside tester types', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  /** One page per screen; the inputs typed here are not kept as the user's last inputs. */
  async function openScreen(screen: Screen, locale = 'de-DE') {
    const { context, page } = await newPage(browser, { locale });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.route('**/portal/api/UserParameter', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 204 }) : route.continue(),
    );
    if (screen.app === CALCULATORS) await openCalculatorsSignedIn(page, screen.path);
    else {
      await openSignedIn(page, `${portalOrigin()}${screen.path}`, 'specialist');
      await page.waitForSelector(`[data-miniapp="${screen.app.name}"][data-state="mounted"]`, { timeout: 30_000 });
    }
    await page.waitForSelector(`${screen.app.form} input[inputmode="decimal"]`, { timeout: 20_000 });
    await screen.prepare?.(page);
    return { context, page, errors };
  }

  for (const screen of SCREENS) {
    it(`${screen.name}: no hostile value breaks the page, each refusal names its field`, async () => {
      const { context, page, errors } = await openScreen(screen);
      try {
        const found = await probe(page, screen, errors);
        expect(found).toEqual([]);
        // The error state passes axe too: a field refused, its message tied to it.
        const [field] = await numberFields(page, screen.app);
        await page.locator(`[id="${field!.id}"]`).fill('abc');
        expect((await stateOf(page, screen.app, field!.id)).invalid).toBe(true);
        expect(await axeViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('in English, a refused field is named in English', async () => {
    const screen = SCREENS.find((s) => s.name === 'KRN41')!;
    const { context, page, errors } = await openScreen(
      { ...screen, path: '/portal/en/de/PM/convectors/krn41' },
      'en-GB',
    );
    try {
      const length = page.getByLabel('Length (mm)', { exact: true });
      await length.fill('abc');
      await expect.poll(() => page.locator('.calc-problems').innerText()).toContain('Length (mm): not a valid number');
      await length.fill('-5');
      await expect.poll(() => page.locator('.calc-problems').innerText()).toMatch(/^Length \(mm\): must be/m);
      await length.fill('2000');
      await expect.poll(() => page.locator('.calc-problems').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
