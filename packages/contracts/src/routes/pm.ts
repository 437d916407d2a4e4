import { API, UI } from '../resources';
import { FIRST_CHILD, MENU, miniApp, PLACEHOLDER, type RouteNode } from './define';

/**
 * Media entries lead to the brand's media portal, outside the portal. The address comes from the
 * brand setting named here; the href is the fallback for brands without one.
 */
const media = (line: string): RouteNode => ({
  path: 'media',
  icon: 'image-play',
  redirect: { href: `https://media.example.com/${line}`, setting: `mediaUrl.${line}` },
});

/**
 * Product management (spec §2). The product calculators of spec §1 (fan coils, building
 * calculation, radiators, the convector calculators) come from the calculators mini-app's manifest,
 * the Cross-Designer versions below cover systems from the Cross-Designer's.
 */
export const pm: RouteNode = {
  path: 'PM',
  segment: 'pm',
  icon: 'package-2',
  permissions: [UI.pm.id],
  area: 'pm',
  content: MENU,
  children: [
    {
      path: 'coversystems',
      icon: 'layout-grid',
      content: MENU,
      children: [{ ...media('coversystems'), order: 40 }],
    },
    { path: 'airheaters', order: 50, icon: 'wind', content: PLACEHOLDER },
    { path: 'indoorAirQuality', order: 60, icon: 'leaf', content: PLACEHOLDER },
    { path: 'controlengineering', order: 70, icon: 'cpu', area: 'firmware', content: PLACEHOLDER },
    { path: 'doorAirCurtains', order: 80, icon: 'air-vent', content: PLACEHOLDER },
    {
      path: 'convectors',
      order: 90,
      icon: 'thermometer',
      content: MENU,
      children: [{ ...media('convectors'), order: 50 }],
    },
  ],
};
