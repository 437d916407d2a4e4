import { describe, expect, it } from 'vitest';
import { API, UI } from '../resources';
import {
  type AccessContext,
  ancestorsOf,
  backTargetOf,
  childrenOf,
  fullPath,
  isRouteAccessible,
  isRouteVisibleInMenu,
  menuFor,
  resolveRedirect,
  routeByName,
  routeForPath,
  routeRefusal,
  searchEntries,
} from './access';
import { installRepositoryMiniApps } from './testing';

// The table as the shell has it: the core table and the repository's mini-app routes.
const ROUTES = installRepositoryMiniApps();

import type { RouteMeta } from './types';

type UiKey = keyof typeof UI;
type ApiKey = keyof typeof API;
const granted = (ressource: { id: string }) => ({ ressource: ressource.id, accessType: 1, permissionSet: null });
/** Navigation resources without the API resources their pages call. */
const uiOnly = (...keys: UiKey[]) => keys.map((k) => granted(UI[k]));
const apis = (...keys: ApiKey[]) => keys.map((k) => granted(API[k]));
const ALL_APIS = Object.values(API).map(granted);
/** Navigation resources, with every API resource: the cases below are about the navigation ones. */
const grants = (...keys: UiKey[]) => [...uiOnly(...keys), ...ALL_APIS];

const EMPLOYEE = grants('home', 'favoriteLink', 'canteen', 'hr', 'employeeInfo', 'pm');
const KITCHEN = grants('home', 'canteen', 'canteenKitchen');
const ADMIN = (Object.keys(UI) as UiKey[]).flatMap((k) => grants(k));
const DENIED = [{ ressource: UI.canteen.id, accessType: 0, permissionSet: null }];

const site = (brand: string, country: string) => ({ brand, country });
const as = (permissions: AccessContext['permissions'], where = site('group', 'de')): AccessContext => ({
  permissions,
  ...where,
});

/** The access check, case by case: who, where, which route, and whether it opens. */
const CASES: [string, AccessContext, string, boolean][] = [
  ['employee opens the home', as(EMPLOYEE), 'home', true],
  ['employee orders a meal', as(EMPLOYEE), 'canteen.foodOrder', true],
  ['employee may not see the kitchen overview', as(EMPLOYEE), 'canteen.orderedFood', false],
  ['employee may not run the order system', as(EMPLOYEE), 'canteen.orderSystem', false],
  ['kitchen sees the overview of ordered meals', as(KITCHEN), 'canteen.orderedFood', true],
  [
    'the kitchen resource alone, without canteen, opens nothing',
    as(grants('canteenKitchen')),
    'canteen.orderedFood',
    false,
  ],
  ['access type 0 is evaluated and grants nothing', as(DENIED), 'canteen.foodOrder', false],
  [
    'a set of granted ids works as well as the login list',
    as(new Set([UI.canteen.id, API.file.id])),
    'canteen.info',
    true,
  ],
  ['employee may not open security', as(EMPLOYEE), 'security', false],
  ['admin opens the users', as(ADMIN), 'security.users', true],
  [
    'the overview resource opens users but not permission sets',
    as(grants('security', 'userRoleOverview')),
    'security.permissionSets',
    false,
  ],
  ['the overview resource opens users', as(grants('security', 'userRoleOverview')), 'security.users', true],
  ['developer mode needs its own resource', as(grants('security', 'createAndManage')), 'security.developerMode', false],
  ['reporting on the group site in Germany', as(ADMIN), 'reporting', true],
  ['no reporting on the group site in Austria', as(ADMIN, site('group', 'at')), 'reporting', false],
  ['reporting on prolux Germany', as(ADMIN, site('prolux', 'de')), 'reporting', true],
  ['no reporting on prolux Switzerland', as(ADMIN, site('prolux', 'ch')), 'reporting', false],
  ['reporting on arbonia Switzerland', as(ADMIN, site('arbonia', 'ch')), 'reporting', true],
  ['reporting on arbonia France, country in capitals', as(ADMIN, site('arbonia', 'FR')), 'reporting', true],
  ['no reporting on arbonia Italy', as(ADMIN, site('arbonia', 'it')), 'reporting', false],
  ['no reporting on boesch Germany', as(ADMIN, site('boesch', 'de')), 'reporting', false],
  ['reporting still needs its resource', as(EMPLOYEE), 'reporting', false],
  ['bekonTracking is public on koralle Switzerland', as([], site('koralle', 'ch')), 'bekonTracking', true],
  ['bekonTracking is not offered on koralle Germany', as(ADMIN, site('koralle', 'de')), 'bekonTracking', false],
  ['bekonTracking is not offered on the group site', as(ADMIN), 'bekonTracking', false],
  ['crm is public', as([]), 'crm', true],
  ['signed out, the home does not open', as([]), 'home', false],
  ['Cross-Designer opens only with its resource', as(EMPLOYEE), 'pm.coversystems.crossDesignerV2_1', false],
  ['Cross-Designer with its resource', as(grants('pm', 'crossDesigner')), 'pm.coversystems.crossDesignerV2_1', true],
  [
    'Cross-Designer resource without PM opens nothing',
    as(grants('crossDesigner')),
    'pm.coversystems.crossDesignerV2',
    false,
  ],
  ['occupational safety needs its resource beside HR', as(EMPLOYEE), 'hr.occupationalSafety.navigator.noise', false],
  [
    'safety officer opens a navigator page',
    as(grants('hr', 'occupationalSafety')),
    'hr.occupationalSafety.navigator.noise',
    true,
  ],
  [
    'the production overview needs the KPI resource',
    as(grants('productionMenu', 'mesFlash')),
    'production.productionOverview',
    false,
  ],
  [
    'KPI resource opens the production overview',
    as(grants('productionMenu', 'kpiProductionOverview')),
    'production.productionOverview',
    true,
  ],
  ['an unknown route never opens', as(ADMIN), 'nowhere', false],
];

describe('isRouteAccessible', () => {
  it.each(CASES)('%s', (_, ctx, name, expected) => {
    expect(isRouteAccessible(name, ctx)).toBe(expected);
  });

  it('takes the route itself as well as its name', () => {
    const route = routeByName('canteen.foodOrder') as RouteMeta;
    expect(isRouteAccessible(route, as(EMPLOYEE))).toBe(true);
  });

  it('checks against the table it is given', () => {
    const table: RouteMeta[] = [
      {
        name: 'a',
        path: 'a',
        titleKey: 'menu.a',
        order: 1,
        permissions: [],
        brands: [{ domain: '*', country: 'ch' }],
        public: true,
      },
      { name: 'a.b', path: 'b', parent: 'a', back: 'a', titleKey: 'menu.a.b', order: 1, permissions: [UI.sales.id] },
    ];
    expect(isRouteAccessible('a', as([], site('boesch', 'ch')), table)).toBe(true);
    expect(isRouteAccessible('a', as([], site('boesch', 'de')), table)).toBe(false);
    expect(isRouteAccessible('a.b', as(grants('sales'), site('koralle', 'ch')), table)).toBe(true);
    expect(isRouteAccessible('a.b', as(grants('sales'), site('koralle', 'at')), table)).toBe(false);
  });
});

describe('routeRefusal: why the guard refuses a route', () => {
  it.each([
    [
      'an admin, reporting on the group site in Austria: not offered there',
      as(ADMIN, site('group', 'at')),
      'reporting',
      'site',
    ],
    ['an employee, reporting where it is offered: a permission', as(EMPLOYEE), 'reporting', 'permission'],
    [
      'an employee, reporting where it is not offered: the site',
      as(EMPLOYEE, site('group', 'ch')),
      'reporting',
      'site',
    ],
    ['an admin, order tracking of koralle on the group site', as(ADMIN), 'bekonTracking', 'site'],
    ['an employee, the kitchen overview', as(EMPLOYEE), 'canteen.orderedFood', 'permission'],
    ['an employee, the canteen: it opens', as(EMPLOYEE), 'canteen.foodOrder', undefined],
    ['no such route', as(ADMIN), 'nowhere', undefined],
  ] as const)('%s', (_, ctx, name, refusal) => {
    expect(routeRefusal(name, ctx)).toBe(refusal);
  });
});

// ---- What a user sees in the menu -----------------------------------------------------------

const titles = (ctx: AccessContext) => menuFor(ctx).flatMap((section) => section.entries.map((e) => e.route.name));
const areas = (ctx: AccessContext) => menuFor(ctx).map((s) => s.area);
const entry = (ctx: AccessContext, ...path: string[]) => {
  let entries = menuFor(ctx).flatMap((s) => s.entries);
  let found: (typeof entries)[number] | undefined;
  for (const name of path) {
    found = entries.find((e) => e.route.name === name);
    entries = [...(found?.children ?? [])];
  }
  return found;
};

describe('menu', () => {
  it('shows an employee the canteen, personal and product areas, but not security', () => {
    expect(areas(as(EMPLOYEE))).toEqual(['home', 'favorite', 'hr', 'firmware', 'pm', 'canteen', 'education']);
    expect(titles(as(EMPLOYEE))).not.toContain('security');
  });

  it('shows an admin more areas than an employee, in the order of the German menu', () => {
    expect(areas(as(ADMIN))).toEqual([
      'home',
      'favorite',
      'hr',
      'it',
      'firmware',
      'pm',
      'sales',
      'logistic',
      'marketing',
      'production',
      'quality',
      'reporting',
      'security',
      'service',
      'worksCouncil',
      'canteen',
      'education',
      'configurator',
      'tracking',
      'objects',
    ]);
  });

  it('drops reporting from the menu where the brand pair does not match', () => {
    expect(titles(as(ADMIN, site('arbonia', 'at')))).toContain('reporting');
    expect(titles(as(ADMIN, site('boesch', 'at')))).not.toContain('reporting');
  });

  it('hides the kitchen overview from an employee and shows it to the kitchen', () => {
    const kids = (ctx: AccessContext) => entry(ctx, 'canteen')?.children.map((c) => c.route.path);
    expect(kids(as(EMPLOYEE))).toEqual(['info', 'foodOrder', 'orderedUserFood', 'mealPhotos']);
    expect(kids(as(KITCHEN))).toEqual(['info', 'foodOrder', 'orderedUserFood', 'orderedFood', 'mealPhotos']);
  });

  it('shows the Cross-Designer entries labelled to everyone in product management, openable only with the resource', () => {
    const designers = (ctx: AccessContext) =>
      entry(ctx, 'pm', 'pm.coversystems')?.children.filter((c) => c.route.restricted);
    const employee = designers(as(EMPLOYEE));
    expect(employee?.map((c) => [c.route.path, c.accessible, c.labelKey])).toEqual([
      ['crossDesigner1_5', false, 'menu._restricted'],
      ['crossDesignerV2', false, 'menu._restricted'],
      ['crossDesignerV2_1', false, 'menu._restricted'],
    ]);
    expect(designers(as(grants('pm', 'crossDesigner')))?.every((c) => c.accessible)).toBe(true);
    expect(entry(as(KITCHEN), 'pm')).toBeUndefined();
  });

  it('links media entries to their outside address', () => {
    const media = entry(as(EMPLOYEE), 'pm', 'pm.convectors', 'pm.convectors.media');
    expect(media).toMatchObject({ external: true, href: expect.stringMatching(/^https:\/\//) });
    expect(entry(as(EMPLOYEE), 'pm', 'pm.convectors', 'pm.convectors.krn41')).toMatchObject({
      external: false,
      href: '/de/de/PM/convectors/krn41',
    });
  });

  it('builds links in the language and country of the site', () => {
    const ctx = { ...as(EMPLOYEE, site('arbonia', 'ch')), locale: 'fr' };
    expect(entry(ctx, 'canteen', 'canteen.foodOrder')?.href).toBe('/fr/ch/canteen/foodOrder');
    expect(entry(ctx, 'home')?.href).toBe('/fr/ch');
  });

  it('hides a tile page whose children the user may open none of', () => {
    expect(isRouteVisibleInMenu('production', as(grants('productionMenu')))).toBe(false);
    expect(isRouteVisibleInMenu('production', as(grants('productionMenu', 'mesFlash')))).toBe(true);
    expect(isRouteAccessible('production', as(grants('productionMenu')))).toBe(true);
  });

  it('hides the crm container from the menu although it is public', () => {
    expect(isRouteVisibleInMenu('crm', as(ADMIN))).toBe(false);
  });

  it('offers shortcuts: training under Ausbildung, the configurator under Konfigurator', () => {
    const section = (ctx: AccessContext, area: string) =>
      menuFor(ctx)
        .find((s) => s.area === area)
        ?.entries.map((e) => e.route.name);
    expect(section(as(EMPLOYEE), 'education')).toEqual(['hr.education']);
    expect(section(as(ADMIN), 'configurator')).toEqual(['sales.configurator']);
    expect(section(as(ADMIN), 'tracking')).toEqual(['sales.tracking']);
    expect(section(as(ADMIN, site('koralle', 'ch')), 'tracking')).toEqual(['bekonTracking', 'sales.tracking']);
    expect(section(as(ADMIN), 'service')).toEqual(['service', 'accounting']);
  });

  it('titles each area with its key in the menu texts', () => {
    expect(menuFor(as(EMPLOYEE))[0]).toMatchObject({ area: 'home', titleKey: 'menu._areas.home' });
  });
});

describe('redirects', () => {
  it('leads an area entry to its first child the user may open', () => {
    expect(resolveRedirect('pm.buildingCalc', as(EMPLOYEE))).toMatchObject({ name: 'pm.buildingCalc.renovation' });
    expect(resolveRedirect('marketing', as(grants('marketing')))).toMatchObject({ name: 'marketing.marketingHeating' });
    expect(resolveRedirect('marketing', as(EMPLOYEE))).toBeUndefined();
    expect(resolveRedirect('canteen', as(EMPLOYEE))).toBeUndefined();
  });

  it('leads a media entry outside, with the brand setting that holds the address', () => {
    expect(resolveRedirect('employeeInfo.website', as(EMPLOYEE))).toEqual({
      href: 'https://www.example.com/',
      setting: 'websiteUrl',
    });
  });
});

describe('lookups', () => {
  it('finds routes by their path below /{locale}/{country}', () => {
    expect(routeForPath([])?.name).toBe('home');
    expect(routeForPath('canteen/foodOrder')?.name).toBe('canteen.foodOrder');
    expect(routeForPath(['HR', 'occupationalSafety', 'securityOfficer', 'BGHM'])?.name).toBe(
      'hr.occupationalSafety.securityOfficer.bghm',
    );
    expect(routeForPath('pm/convectors/krn41')?.name).toBe('pm.convectors.krn41');
    expect(routeForPath('canteen/nowhere')).toBeUndefined();
  });

  it('round-trips every route through its full path', () => {
    for (const name of ['home', 'sapSql', 'pm.coversystems.crossDesignerV2_1', 'employeeInfo.mealPhotos']) {
      const segments = fullPath(name, 'de', 'de').split('/').slice(3);
      expect(routeForPath(segments)?.name).toBe(name);
    }
  });

  it('goes back to the parent menu', () => {
    expect(backTargetOf('canteen.foodOrder')?.name).toBe('canteen');
    expect(backTargetOf('hr.occupationalSafety.navigator.noise')?.name).toBe('hr.occupationalSafety.navigator');
    expect(backTargetOf('canteen')).toBeUndefined();
  });

  it('lists ancestors outermost first and children in order', () => {
    expect(ancestorsOf('hr.occupationalSafety.riskAssessment.welding').map((r) => r.name)).toEqual([
      'hr',
      'hr.occupationalSafety',
      'hr.occupationalSafety.riskAssessment',
    ]);
    expect(childrenOf('sales').map((r) => r.path)).toEqual([
      'configurator',
      'tracking',
      'customers',
      'materials',
      'objects',
    ]);
    expect(childrenOf(undefined)[0]?.name).toBe('home');
  });
});

describe('searchEntries', () => {
  it('offers every page the user may open, with the titles of its trail', () => {
    const found = searchEntries({ ...as(EMPLOYEE), locale: 'en' });
    const byName = new Map(found.map((e) => [e.route.name, e]));
    expect(byName.get('canteen.foodOrder')).toMatchObject({
      href: '/en/de/canteen/foodOrder',
      titleKeys: ['menu.canteen', 'menu.canteen.foodOrder'],
    });
    expect(byName.has('canteen.orderedFood')).toBe(false);
    expect(byName.has('security')).toBe(false);
    expect(byName.has('crm')).toBe(false);
    expect(byName.has('pm.coversystems.crossDesignerV2')).toBe(false);
  });

  it('offers an admin every page except the hidden and brand-bound ones', () => {
    const names = searchEntries(as(ADMIN)).map((e) => e.route.name);
    expect(names).toContain('hr.occupationalSafety.legalIndexOccupationalSafety.arbSchG');
    expect(names).not.toContain('bekonTracking');
    expect(names.length).toBeGreaterThan(130);
  });
});

// ---- The API resources a page needs -----------------------------------------------------------

/** A partner as the demo seeds one: sales navigation, but of the sales data only the configurator's. */
const PARTNER = [
  ...uiOnly('home', 'favoriteLink', 'logoutAllowed', 'pm', 'sales', 'salesConfigurator'),
  ...apis('favorites', 'userParameters', 'hpc', 'buildingCalc', 'xflair', 'xflairTausch', 'dynamicConfigurator'),
  ...apis('krn41', 'krn92', 'kcModel', 'convectorLoadCalc', 'crmUser'),
];

describe('pages whose data the user may not read', () => {
  it('are not offered to the partner: no Vertrieb, no Objekte, but the configurator they may use', () => {
    const ctx = as(PARTNER);
    expect(areas(ctx)).not.toContain('sales');
    expect(areas(ctx)).not.toContain('objects');
    expect(titles(ctx)).toContain('sales.configurator');
    const found = searchEntries(ctx).map((e) => e.route.name);
    expect(found).toContain('sales.configurator');
    expect(found).not.toContain('sales');
    expect(found).not.toContain('sales.objects');
    expect(routeRefusal('sales.objects', ctx)).toBe('permission');
    expect(isRouteAccessible('sales.configurator', ctx)).toBe(true);
  });

  it('a page opens only with every API resource it names, and a child does not need its parent’s', () => {
    const sales = uiOnly('sales', 'salesConfigurator');
    expect(isRouteAccessible('sales', as([...sales, ...apis('dynamicConfigurator')]))).toBe(false);
    expect(isRouteAccessible('sales', as([...sales, ...apis('salesPerformance')]))).toBe(true);
    expect(isRouteAccessible('sales.configurator', as([...sales, ...apis('salesPerformance')]))).toBe(false);
    const kitchen = uiOnly('canteen', 'canteenKitchen');
    expect(isRouteAccessible('canteen.orderedFood', as([...kitchen, ...apis('orderSystemOrder')]))).toBe(false);
    expect(
      isRouteAccessible('canteen.orderedFood', as([...kitchen, ...apis('orderSystemOrder', 'orderSystemUserOrder')])),
    ).toBe(true);
  });

  it('an info page needs the file API, and a tile page is shown only while one of its pages opens', () => {
    expect(isRouteAccessible('canteen.info', as(uiOnly('canteen')))).toBe(false);
    expect(isRouteAccessible('canteen.info', as([...uiOnly('canteen'), ...apis('file')]))).toBe(true);
    expect(isRouteVisibleInMenu('hr', as(uiOnly('hr')))).toBe(false);
    expect(isRouteVisibleInMenu('hr', as([...uiOnly('hr'), ...apis('file')]))).toBe(true);
  });

  it('every mini-app and info page names what it calls; menus, placeholders and redirects call nothing', () => {
    const silent = ROUTES.filter((r) => r.content && ['miniApp', 'info'].includes(r.content.kind) && !r.apis?.length);
    // The start page and the public pages read no permission-bound data; the security overview only links.
    expect(silent.map((r) => r.name)).toEqual(['home', 'crm', 'security', 'security.developerMode', 'bekonTracking']);
    const idle = ROUTES.filter((r) => (!r.content || ['menu', 'placeholder'].includes(r.content.kind)) && r.apis);
    expect(idle).toEqual([]);
  });
});
