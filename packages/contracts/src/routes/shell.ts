import { API, UI } from '../resources';
import { FIRST_CHILD, MENU, miniApp, PLACEHOLDER, type RouteNode } from './define';
import { info } from './info';

/** The start page (spec §2: home shell at the root of /{locale}/{country}). */
export const home: RouteNode = {
  path: '',
  segment: 'home',
  icon: 'house',
  permissions: [UI.home.id],
  area: 'home',
  content: miniApp('welcome'),
};

/** Favourites are shell-native: the shell renders them itself (no mini-app download). */
export const favorite: RouteNode = {
  path: 'favorite',
  icon: 'star',
  permissions: [UI.favoriteLink.id],
  area: 'favorite',
  apis: [API.favorites.id],
  content: miniApp('shell', 'favorites'),
};

/**
 * The CRM area (public; spec §2): the CRM-app container with its options. Opened by the
 * registration flow and by links with a return address, so it is not a menu entry.
 */
export const crm: RouteNode = {
  path: 'crm',
  icon: 'handshake',
  public: true,
  hidden: true,
  content: miniApp('crm', 'overview', {
    newsletter: true,
    specialistSearch: true,
    specialistBusinessUnits: ['Heating', 'Sanitary'],
    targetGroups: ['FGH', 'FHW', 'PRS'],
  }),
};

const overviewOrManage = [UI.userRoleOverview.id, UI.createAndManage.id];
const manage = [UI.createAndManage.id];

/** User, role and permission administration (spec §6). */
export const security: RouteNode = {
  path: 'security',
  icon: 'shield',
  permissions: [UI.security.id],
  area: 'security',
  content: miniApp('security', 'overview'),
  children: [
    {
      path: 'users',
      icon: 'users',
      permissions: overviewOrManage,
      apis: [API.users.id, API.orgs.id],
      content: miniApp('security', 'users'),
    },
    {
      path: 'roles',
      icon: 'user-cog',
      permissions: overviewOrManage,
      apis: [API.roles.id, API.orgs.id],
      content: miniApp('security', 'roles'),
    },
    {
      path: 'resources',
      icon: 'layers',
      permissions: manage,
      apis: [API.resources.id],
      content: miniApp('security', 'resources'),
    },
    {
      path: 'permissionSets',
      icon: 'key-round',
      permissions: manage,
      apis: [API.permissionSets.id],
      content: miniApp('security', 'permissionSets'),
    },
    {
      path: 'permissions',
      icon: 'lock',
      permissions: manage,
      apis: [API.permissions.id],
      content: miniApp('security', 'permissions'),
    },
    {
      path: 'orgs',
      icon: 'building-2',
      permissions: manage,
      apis: [API.orgs.id],
      content: miniApp('security', 'orgs'),
    },
    {
      path: 'audit',
      icon: 'scroll-text',
      permissions: manage,
      apis: [API.audit.id],
      content: miniApp('security', 'audit'),
    },
    {
      path: 'effectiveAccess',
      icon: 'scan-eye',
      permissions: overviewOrManage,
      apis: [API.users.id],
      content: miniApp('security', 'effectiveAccess'),
    },
    {
      path: 'developerMode',
      icon: 'code-xml',
      permissions: [UI.developerMode.id],
      content: miniApp('security', 'developerMode'),
    },
  ],
};

/** Reporting, offered only where spec §2 says: group de; prolux de; arbonia fr, de, at, ch. */
export const reporting: RouteNode = {
  path: 'reporting',
  icon: 'chart-column',
  permissions: [UI.reporting.id],
  brands: [
    { domain: 'group', country: 'de' },
    { domain: 'prolux', country: 'de' },
    { domain: 'arbonia', country: 'fr' },
    { domain: 'arbonia', country: 'de' },
    { domain: 'arbonia', country: 'at' },
    { domain: 'arbonia', country: 'ch' },
  ],
  area: 'reporting',
  apis: [API.reporting.id, API.reportingMetadata.id],
  content: miniApp('reporting'),
};

export const coronaGroupDE: RouteNode = {
  path: 'coronaGroupDE',
  icon: 'shield-alert',
  permissions: [UI.corona.id],
  area: 'hr',
  content: info('coronaGroupDE', { cz: 'coronaGroupCZ' }),
};

export const coronaArboniaDE: RouteNode = {
  path: 'coronaArboniaDE',
  icon: 'shield-alert',
  permissions: [UI.corona.id],
  area: 'hr',
  content: info('coronaArboniaDE'),
};

export const worksCouncil: RouteNode = {
  path: 'worksCouncil',
  icon: 'heart-handshake',
  permissions: [UI.worksCouncil.id],
  area: 'worksCouncil',
  content: info('worksCouncil'),
};

/** Public order tracking of the shower-design brand, for its Swiss site only (spec §2). */
export const bekonTracking: RouteNode = {
  path: 'bekonTracking',
  icon: 'package-search',
  public: true,
  brands: [{ domain: 'koralle', country: 'ch' }],
  area: 'tracking',
  content: miniApp('bekonTracking'),
};

/** Areas the spec names as placeholders. Accounting has no German area of its own: listed under Service. */
export const service: RouteNode = {
  path: 'service',
  icon: 'wrench',
  permissions: [UI.service.id],
  area: 'service',
  content: PLACEHOLDER,
};
export const it: RouteNode = {
  path: 'IT',
  segment: 'it',
  icon: 'monitor',
  permissions: [UI.it.id],
  area: 'it',
  content: PLACEHOLDER,
};
export const quality: RouteNode = {
  path: 'quality',
  icon: 'badge-check',
  permissions: [UI.quality.id],
  area: 'quality',
  content: PLACEHOLDER,
};
export const accounting: RouteNode = {
  path: 'accounting',
  icon: 'landmark',
  permissions: [UI.accounting.id],
  area: 'service',
  content: PLACEHOLDER,
};
export const logistic: RouteNode = {
  path: 'logistic',
  icon: 'truck',
  permissions: [UI.logistic.id],
  area: 'logistic',
  content: PLACEHOLDER,
};

export const marketing: RouteNode = {
  path: 'marketing',
  icon: 'megaphone',
  permissions: [UI.marketing.id],
  area: 'marketing',
  redirect: FIRST_CHILD,
  children: [
    { path: 'marketingHeating', icon: 'heater', content: PLACEHOLDER },
    { path: 'marketingSanitary', icon: 'bath', content: PLACEHOLDER },
  ],
};

export const production: RouteNode = {
  path: 'production',
  icon: 'factory',
  permissions: [UI.productionMenu.id],
  area: 'production',
  content: MENU,
  children: [
    {
      path: 'mesFlash',
      icon: 'gauge',
      permissions: [UI.mesFlash.id],
      apis: [API.mesTables.id],
      content: miniApp('production', 'mesFlash'),
    },
    {
      path: 'productionOverview',
      icon: 'chart-column',
      permissions: [UI.kpiProductionOverview.id],
      apis: [API.kpi.id],
      content: miniApp('production', 'kpi'),
    },
  ],
};

export const sapSql: RouteNode = {
  path: 'SAPSQL',
  segment: 'sapSql',
  icon: 'database',
  permissions: [UI.sapSql.id],
  area: 'it',
  apis: [API.sapSql.id],
  content: miniApp('sapSql'),
};

/** Sales (spec §2: configurator, tracking); `objects` adds the building-project states of spec §1. */
export const sales: RouteNode = {
  path: 'sales',
  icon: 'trending-up',
  permissions: [UI.sales.id],
  apis: [API.salesPerformance.id],
  area: 'sales',
  content: miniApp('sales', 'performance'),
  children: [
    {
      path: 'configurator',
      icon: 'settings-2',
      permissions: [UI.salesConfigurator.id],
      apis: [API.dynamicConfigurator.id],
      area: 'configurator',
      content: miniApp('sales', 'configurator'),
    },
    {
      path: 'tracking',
      icon: 'truck',
      permissions: [UI.salesTracking.id],
      apis: [API.orderTracking.id],
      area: 'tracking',
      content: miniApp('sales', 'orderTracking'),
    },
    {
      path: 'objects',
      icon: 'building',
      permissions: [UI.sales.id],
      apis: [API.buildingProject.id],
      area: 'objects',
      content: miniApp('sales', 'buildingProjects'),
    },
  ],
};
