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
  // Its pages (MES flash, KPI overview) come from the production mini-app's manifest.
  content: MENU,
};
