import { UI } from '../resources';
import { FIRST_CHILD, MENU, miniApp, PLACEHOLDER, type RouteNode } from './define';

const calculator = (module: string, props?: Record<string, unknown>) => miniApp('calculators', module, props);

/**
 * Media entries lead to the brand's media portal, outside the portal. The address comes from the
 * brand setting named here; the href is the fallback for brands without one.
 */
const media = (line: string): RouteNode => ({
  path: 'media',
  icon: 'image-play',
  redirect: { href: `https://media.example.com/${line}`, setting: `mediaUrl.${line}` },
});

/** Cross-Designer versions: shown to all who see cover systems, labelled, opened only with the resource. */
const crossDesigner = (path: string, props: Record<string, unknown>): RouteNode => ({
  path,
  icon: 'pen-tool',
  permissions: [UI.crossDesigner.id],
  restricted: true,
  content: miniApp('crossDesigner', 'designer', props),
});

/** Product management (spec §2) with the product calculators of spec §1. */
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
      children: [
        crossDesigner('crossDesigner1_5', { version: '1.5' }),
        crossDesigner('crossDesignerV2', { version: '2.0' }),
        crossDesigner('crossDesignerV2_1', { version: '2.1', beta: true }),
        media('coversystems'),
      ],
    },
    { path: 'fancoils', icon: 'fan', content: calculator('hpc') },
    {
      path: 'buildingCalc',
      icon: 'building',
      redirect: FIRST_CHILD,
      children: [
        { path: 'renovation', icon: 'hammer', content: calculator('buildingCalc', { variant: 'renovation' }) },
        { path: 'newBuilding', icon: 'building-2', content: calculator('buildingCalc', { variant: 'newBuilding' }) },
      ],
    },
    {
      path: 'heatingelements',
      icon: 'heater',
      content: calculator('radiator'),
      children: [{ path: 'radiatorExchange', icon: 'repeat', content: calculator('radiatorExchange') }],
    },
    { path: 'airheaters', icon: 'wind', content: PLACEHOLDER },
    { path: 'indoorAirQuality', icon: 'leaf', content: PLACEHOLDER },
    { path: 'controlengineering', icon: 'cpu', area: 'firmware', content: PLACEHOLDER },
    { path: 'doorAirCurtains', icon: 'air-vent', content: PLACEHOLDER },
    {
      path: 'convectors',
      icon: 'thermometer',
      content: MENU,
      children: [
        { path: 'krn41', icon: 'calculator', content: calculator('krn41') },
        { path: 'krn92', icon: 'calculator', content: calculator('krn92') },
        { path: 'kcmodel', icon: 'calculator', content: calculator('kcModel') },
        { path: 'convectorLoadCalc', icon: 'calculator', content: calculator('convectorLoadCalc') },
        media('convectors'),
      ],
    },
  ],
};
