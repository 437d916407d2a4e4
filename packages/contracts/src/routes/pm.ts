import { API, UI } from '../resources';
import { FIRST_CHILD, MENU, miniApp, PLACEHOLDER, type RouteNode } from './define';

/** The calculators mini-app's page for one calculator, and the API resource that calculates it. */
const calculator = (module: string, api: { readonly id: string }, props?: Record<string, unknown>) => ({
  apis: [api.id],
  content: miniApp('calculators', module, props),
});

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
  apis: [API.crossDesigner.id],
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
    { path: 'fancoils', icon: 'fan', ...calculator('hpc', API.hpc) },
    {
      path: 'buildingCalc',
      icon: 'building',
      redirect: FIRST_CHILD,
      children: [
        {
          path: 'renovation',
          icon: 'hammer',
          ...calculator('buildingCalc', API.buildingCalc, { variant: 'renovation' }),
        },
        {
          path: 'newBuilding',
          icon: 'building-2',
          ...calculator('buildingCalc', API.buildingCalc, { variant: 'newBuilding' }),
        },
      ],
    },
    {
      path: 'heatingelements',
      icon: 'heater',
      ...calculator('radiator', API.xflair),
      children: [{ path: 'radiatorExchange', icon: 'repeat', ...calculator('radiatorExchange', API.xflairTausch) }],
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
        { path: 'krn41', icon: 'calculator', ...calculator('krn41', API.krn41) },
        { path: 'krn92', icon: 'calculator', ...calculator('krn92', API.krn92) },
        { path: 'kcmodel', icon: 'calculator', ...calculator('kcModel', API.kcModel) },
        { path: 'convectorLoadCalc', icon: 'calculator', ...calculator('convectorLoadCalc', API.convectorLoadCalc) },
        media('convectors'),
      ],
    },
  ],
};
