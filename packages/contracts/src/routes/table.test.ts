import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../brands';
import { RESSOURCE_TYPE_UI, ressourceById, UI } from '../resources';
import { childrenOf, fullPath, menuMessageKey, routeByName } from './access';
import { INFO_MODULE_MAX, INFO_MODULE_MIN, INFO_MODULES, infoModule, SAFETY_MODULE_FIRST } from './infoModules';
import { installRepositoryMiniApps } from './testing';
import { MENU_AREAS } from './types';

// The whole table as the shell has it once the server handed over the mini-apps' routes: the core
// table and the routes of the repository's manifests.
const ROUTES = installRepositoryMiniApps();

const names = ROUTES.map((r) => r.name);
const route = (name: string) => {
  const r = routeByName(name);
  if (!r) throw new Error(`missing route ${name}`);
  return r;
};

describe('the route table as data', () => {
  it('has unique names, dotted by ancestry, with the title key menu.<name>', () => {
    expect(new Set(names).size).toBe(names.length);
    for (const r of ROUTES) {
      expect(r.titleKey).toBe(`menu.${r.name}`);
      if (r.parent) expect(r.name.startsWith(`${r.parent}.`), r.name).toBe(true);
    }
  });

  it('names only existing routes as parent, back target and redirect target', () => {
    for (const r of ROUTES) {
      if (r.parent) expect(routeByName(r.parent), `${r.name} parent`).toBeDefined();
      if (r.back) expect(routeByName(r.back), `${r.name} back`).toBeDefined();
      if (r.redirect && 'route' in r.redirect)
        expect(routeByName(r.redirect.route), `${r.name} redirect`).toBeDefined();
    }
  });

  it('gives every sub-page its parent menu as back target, and top-level entries none', () => {
    for (const r of ROUTES) expect(r.back, r.name).toBe(r.parent);
  });

  it('has unique full paths', () => {
    const paths = ROUTES.map((r) => fullPath(r, 'de', 'de'));
    expect(new Set(paths).size).toBe(paths.length);
    expect(fullPath('canteen.foodOrder', 'de', 'de')).toBe('/de/de/canteen/foodOrder');
  });

  it('gates every non-public route by at least one UI resource that exists', () => {
    for (const r of ROUTES) {
      if (!r.public) expect(r.permissions.length, r.name).toBeGreaterThan(0);
      for (const id of r.permissions) {
        expect(ressourceById(id)?.type, `${r.name}: ${id}`).toBe(RESSOURCE_TYPE_UI);
      }
    }
  });

  it('lets only crm and bekonTracking through without sign-in', () => {
    expect(ROUTES.filter((r) => r.public).map((r) => r.name)).toEqual(['crm', 'bekonTracking']);
  });

  it('puts every top-level menu entry in an area and uses every area of the German menu', () => {
    for (const r of childrenOf(undefined)) if (!r.hidden) expect(r.area, r.name).toBeDefined();
    const used = new Set(ROUTES.map((r) => r.area).filter(Boolean));
    for (const area of MENU_AREAS) expect(used.has(area), area).toBe(true);
  });

  it('offers reporting exactly on the brand pairs of the spec', () => {
    expect(route('reporting').brands).toEqual([
      { domain: 'group', country: 'de' },
      { domain: 'prolux', country: 'de' },
      { domain: 'arbonia', country: 'fr' },
      { domain: 'arbonia', country: 'de' },
      { domain: 'arbonia', country: 'at' },
      { domain: 'arbonia', country: 'ch' },
    ]);
  });

  it('offers bekonTracking publicly on the koralle Swiss site only', () => {
    const r = route('bekonTracking');
    expect(r.public).toBe(true);
    expect(r.brands).toEqual([{ domain: 'koralle', country: 'ch' }]);
  });

  it('restricts brands only where the spec says', () => {
    expect(ROUTES.filter((r) => r.brands).map((r) => r.name)).toEqual(['reporting', 'bekonTracking']);
  });

  it('holds every child the spec lists for the shell', () => {
    const expected = [
      'home',
      'favorite',
      'crm',
      'security',
      'reporting',
      'canteen.info',
      'canteen.orderSystem',
      'canteen.foodOrder',
      'canteen.orderedUserFood',
      'canteen.orderedFood',
      'canteen.mealPhotos',
      'pm.coversystems.crossDesigner1_5',
      'pm.coversystems.crossDesignerV2',
      'pm.coversystems.crossDesignerV2_1',
      'pm.coversystems.media',
      'pm.fancoils',
      'pm.buildingCalc.renovation',
      'pm.buildingCalc.newBuilding',
      'pm.heatingelements',
      'pm.airheaters',
      'pm.indoorAirQuality',
      'pm.controlengineering',
      'pm.doorAirCurtains',
      'pm.convectors.krn41',
      'pm.convectors.krn92',
      'pm.convectors.kcmodel',
      'pm.convectors.convectorLoadCalc',
      'pm.convectors.media',
      'coronaGroupDE',
      'coronaArboniaDE',
      'sales.configurator',
      'sales.tracking',
      'worksCouncil',
      'bekonTracking',
      'service',
      'it',
      'quality',
      'accounting',
      'logistic',
      'hr.companyAgreement',
      'hr.education',
      'hr.forms',
      'hr.info',
      'hr.jobs',
      'hr.occupationalSafety',
      'marketing.marketingHeating',
      'marketing.marketingSanitary',
      ...[
        'infoSystemsGroupDE',
        'events',
        'news',
        'photogalleryGroupLife',
        'questionsAndAnswers',
        'regionalNews',
        'officeHours',
        'links',
        'benefits',
        'career',
        'hrDepartment',
        'mealPlan',
        'mealPhotos',
      ].map((n) => `employeeInfo.${n}`),
      'production.mesFlash',
      'production.productionOverview',
      'sapSql',
    ];
    for (const name of expected) expect(routeByName(name), name).toBeDefined();
    expect(fullPath('pm.convectors.krn41')).toBe('/de/de/PM/convectors/krn41');
    expect(fullPath('sapSql')).toBe('/de/de/SAPSQL');
  });

  it('holds the occupational-safety tree with its pages', () => {
    const os = 'hr.occupationalSafety';
    const kids = (name: string) => childrenOf(name).map((r) => r.path);
    expect(kids(os)).toEqual(
      expect.arrayContaining([
        'executives',
        'personsResponsibleForOccupationalSafety',
        'securityOfficer',
        'infoSpotSiFa',
        'emergencyManagementAndFirstAid',
        'navigator',
        'legalIndexOccupationalSafety',
        'instruction',
        'noiseRegister',
        'ergonomics',
        'templates',
        'riskAssessment',
      ]),
    );
    expect(kids(`${os}.securityOfficer`)).toEqual([
      'BGHM',
      'occupationalSafetyAndHealth',
      'furtherInfoForSafetyOfficer',
    ]);
    expect(kids(`${os}.navigator`)).toHaveLength(14);
    expect(kids(`${os}.legalIndexOccupationalSafety`)).toHaveLength(14);
    expect(kids(`${os}.riskAssessment`)).toHaveLength(9);
    for (const r of ROUTES.filter((r) => r.name.startsWith(`${os}.`))) {
      expect(r.permissions, r.name).toEqual([UI.occupationalSafety.id]);
    }
  });

  it('gates the canteen pages as the kitchen and the staff need', () => {
    expect(route('canteen.orderSystem').permissions).toEqual([UI.canteenOrderSystem.id]);
    expect(route('canteen.orderedFood').permissions).toEqual([UI.canteenKitchen.id]);
    for (const n of ['canteen', 'canteen.info', 'canteen.foodOrder', 'canteen.orderedUserFood', 'canteen.mealPhotos']) {
      expect(route(n).permissions, n).toEqual([UI.canteen.id]);
    }
  });

  it('marks exactly the three Cross-Designer versions as restricted', () => {
    const restricted = ROUTES.filter((r) => r.restricted);
    expect(restricted.map((r) => r.path)).toEqual(['crossDesigner1_5', 'crossDesignerV2', 'crossDesignerV2_1']);
    for (const r of restricted) expect(r.permissions).toEqual([UI.crossDesigner.id]);
  });

  it('serves pages from the mini-apps the spec implies', () => {
    expect(route('home').content).toEqual({ kind: 'miniApp', app: 'welcome' });
    expect(route('favorite').content).toEqual({ kind: 'miniApp', app: 'shell', module: 'favorites' });
    expect(route('security').content).toMatchObject({ kind: 'miniApp', app: 'security' });
    expect(route('pm.buildingCalc.renovation').content).toEqual({
      kind: 'miniApp',
      app: 'calculators',
      module: 'buildingCalc',
      props: { variant: 'renovation' },
    });
    expect(route('pm.buildingCalc.newBuilding').content).toMatchObject({ props: { variant: 'newBuilding' } });
    expect(route('pm.heatingelements').content).toMatchObject({ app: 'calculators', module: 'radiator' });
    expect(route('pm.heatingelements.radiatorExchange').content).toMatchObject({ module: 'radiatorExchange' });
    expect(route('pm.convectors.convectorLoadCalc').content).toMatchObject({ module: 'convectorLoadCalc' });
    expect(route('crm').content).toMatchObject({
      props: {
        newsletter: true,
        specialistSearch: true,
        specialistBusinessUnits: ['Heating', 'Sanitary'],
        targetGroups: ['FGH', 'FHW', 'PRS'],
      },
    });
    for (const r of ROUTES.filter((r) => r.name.startsWith('canteen.') && r.content?.kind === 'miniApp')) {
      expect(r.content).toMatchObject({ app: 'canteen', module: r.path });
    }
  });

  it('sends media entries and external links outside the portal, area entries to a child', () => {
    for (const r of ROUTES) {
      if (!r.redirect) continue;
      if ('href' in r.redirect) expect(r.redirect.href, r.name).toMatch(/^https:\/\//);
      else expect(r.redirect.route.startsWith(`${r.name}.`), r.name).toBe(true);
      expect(r.content, `${r.name} only redirects`).toBeUndefined();
    }
    expect(route('pm.coversystems.media').redirect).toHaveProperty('href');
    expect(route('pm.convectors.media').redirect).toHaveProperty('href');
  });

  it('gives every entry that is not a redirect a page', () => {
    for (const r of ROUTES) expect(r.redirect ?? r.content, r.name).toBeDefined();
  });

  it('uses only icon names of the icon set', () => {
    const dir = fileURLToPath(new URL('../../../../node_modules/lucide-react/dist/esm/icons', import.meta.url));
    if (!existsSync(dir)) return;
    const icons = new Set(readdirSync(dir).map((f) => f.replace(/\.mjs(\.map)?$/, '')));
    for (const r of ROUTES) {
      expect(r.icon, r.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(icons.has(r.icon ?? ''), `${r.name}: ${r.icon}`).toBe(true);
    }
  });
});

describe('info-system modules', () => {
  it('numbers 0 to 76, each once, with unique names', () => {
    expect(INFO_MODULES.map((m) => m.number)).toEqual(
      Array.from({ length: INFO_MODULE_MAX - INFO_MODULE_MIN + 1 }, (_, i) => i),
    );
    expect(new Set(INFO_MODULES.map((m) => m.name)).size).toBe(INFO_MODULES.length);
  });

  it('follows the order of the spec', () => {
    const n = (name: string) => INFO_MODULES.find((m) => m.name === name)?.number;
    expect([
      n('infoSystemsGroupDE'),
      n('infoSystemsGroupCZ'),
      n('mealPlan'),
      n('worksCouncil'),
      n('canteenInfo'),
      n('events'),
      n('news'),
      n('questionsAndAnswers'),
      n('officeHours'),
      n('links'),
      n('benefits'),
      n('career'),
      n('hr'),
      n('coronaGroupDE'),
      n('coronaGroupCZ'),
      n('coronaArboniaDE'),
      n('education'),
      n('companyAgreements'),
      n('forms'),
      n('informationAndGuidelines'),
      n('internalJobAdvertisement'),
      n('regionalNews'),
      n('photogallery'),
    ]).toEqual(Array.from({ length: 23 }, (_, i) => i));
    expect(n('mealPhotos')).toBe(75);
    expect(n('companyMedicalService')).toBe(76);
    const safety = INFO_MODULES.filter((m) => m.name.startsWith('occupationalSafety.')).map((m) => m.number);
    expect(safety).toEqual(Array.from({ length: 52 }, (_, i) => SAFETY_MODULE_FIRST + i));
  });

  it('gives every occupational-safety page its own module, and every info page a module that exists', () => {
    const info = ROUTES.filter((r) => r.content?.kind === 'info');
    for (const r of info) {
      if (r.content?.kind !== 'info') continue;
      expect(infoModule(r.content.module), r.name).toBeDefined();
      for (const m of Object.values(r.content.byCountry ?? {})) expect(infoModule(m), r.name).toBeDefined();
    }
    const safetyModules = info
      .filter((r) => r.name.startsWith('hr.occupationalSafety.') && r.path !== 'companyMedicalService')
      .map((r) => (r.content?.kind === 'info' ? r.content.module : -1));
    expect(safetyModules.sort((a, b) => a - b)).toEqual(Array.from({ length: 52 }, (_, i) => SAFETY_MODULE_FIRST + i));
    expect(route('employeeInfo.infoSystemsGroupDE').content).toEqual({ kind: 'info', module: 0, byCountry: { cz: 1 } });
    expect(route('coronaGroupDE').content).toEqual({ kind: 'info', module: 13, byCountry: { cz: 14 } });
  });

  it('shows a fixed PDF where a module has one, and sorts descending by date or name', () => {
    for (const m of INFO_MODULES) {
      expect(['lastModified', 'name']).toContain(m.sortBy);
      if (m.fileName) {
        expect(m.fileName).toMatch(/\.pdf$/);
        expect(m.type).toBe('application/pdf');
      }
    }
    expect(infoModule(2)?.fileName).toBe('Speiseplan.pdf');
  });
});

// ---- Menu texts ---------------------------------------------------------------------------

type Messages = { readonly [key: string]: string | Messages };
const localesDir = new URL('../../../../apps/shell/src/i18n/locales/', import.meta.url);
const menuTexts = (locale: string): Messages =>
  JSON.parse(readFileSync(new URL(`${locale}/menu.json`, localesDir), 'utf8')) as Messages;

function lookup(messages: Messages, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], messages);
}

function leafKeys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : leafKeys(v, `${prefix}${k}.`),
  );
}

describe('menu texts', () => {
  const de = menuTexts('de');

  it.each(['de', 'en'])('has a %s title for every route, every area and the restricted label', (locale) => {
    const messages = menuTexts(locale);
    const missing = [
      // A mini-app route brings its titles in its manifest (all five languages, checked there).
      ...ROUTES.filter((r) => !r.title).map((r) => menuMessageKey(r)),
      ...MENU_AREAS.map((a) => `_areas.${a}`),
      '_restricted',
    ].filter((key) => {
      const text = lookup(messages, key);
      return typeof text !== 'string' || text.trim() === '';
    });
    expect(missing).toEqual([]);
  });

  it.each(LOCALES.filter((l) => l !== 'de'))('translates every German menu text into %s', (locale) => {
    const messages = menuTexts(locale);
    expect(leafKeys(messages).sort()).toEqual(leafKeys(de).sort());
  });

  it('shows the German menu areas of the spec', () => {
    expect(MENU_AREAS.map((a) => lookup(de, `_areas.${a}`))).toEqual([
      'Home',
      'Favoriten',
      'Personal',
      'Informatik',
      'Firmware',
      'Produktmanagement',
      'Vertrieb',
      'Logistik',
      'Marketing',
      'Fertigung',
      'Qualität',
      'Reporting',
      'Sicherheit',
      'Service',
      'Betriebsrat',
      'Kantine',
      'Ausbildung',
      'Konfigurator',
      'Tracking',
      'Objekte',
    ]);
  });

  it('names the Kantine entries, the Cross-Designer versions and their label in German', () => {
    const text = (name: string) => routeByName(name)?.title?.de ?? lookup(de, menuMessageKey(name));
    expect(
      ['orderSystem', 'foodOrder', 'orderedUserFood', 'orderedFood', 'mealPhotos'].map((n) => text(`canteen.${n}`)),
    ).toEqual([
      'Bestellsystem',
      'Essen bestellen',
      'Meine bestellten Essen',
      'Übersicht bestellte Essen',
      'Essensfotos',
    ]);
    expect(
      ['crossDesigner1_5', 'crossDesignerV2', 'crossDesignerV2_1'].map((n) => text(`pm.coversystems.${n}`)),
    ).toEqual(['Cross-Designer V1.5 (alt)', 'Cross-Designer V2.0', 'Cross-Designer V2.1 (BETA)']);
    expect(lookup(de, '_restricted')).toBe('nur für Zugriffsberechtigte');
    expect(
      ['infoSystemsGroupDE', 'blog', 'website', 'events', 'photogalleryGroupLife'].map((n) =>
        text(`employeeInfo.${n}`),
      ),
    ).toEqual(['Startseite', 'Blog', 'Website', 'Events und Touren', 'Fotogalerie']);
  });

  it('keeps an entry with children under "_" and a leaf as a plain text', () => {
    expect(menuMessageKey('canteen')).toBe('canteen._');
    expect(menuMessageKey('canteen.mealPhotos')).toBe('canteen.mealPhotos');
    expect(lookup(de, 'canteen._')).toBe('Kantine');
  });

  it('nests no text for children that come from a manifest: the production menu keeps a plain title', () => {
    expect(childrenOf('production').map((r) => r.name)).toEqual([
      'production.mesFlash',
      'production.productionOverview',
    ]);
    expect(menuMessageKey('production')).toBe('production');
    expect(lookup(de, 'production')).toBe('Fertigung');
  });

  it('has a title in all five languages for every mini-app route', () => {
    for (const r of ROUTES.filter((r) => r.content?.kind === 'miniApp' && r.content.app !== 'shell')) {
      if (['home', 'crm'].includes(r.name)) continue;
      for (const locale of LOCALES) expect(r.title?.[locale]?.trim(), `${r.name} ${locale}`).toBeTruthy();
    }
  });
});
