import { canteen } from './canteen';
import { flatten } from './define';
import { employeeInfo } from './employeeInfo';
import { hr } from './hr';
import { pm } from './pm';
import {
  accounting,
  bekonTracking,
  coronaArboniaDE,
  coronaGroupDE,
  crm,
  favorite,
  home,
  it,
  logistic,
  marketing,
  production,
  quality,
  reporting,
  sales,
  sapSql,
  security,
  service,
  worksCouncil,
} from './shell';
import type { RouteMeta } from './types';

/**
 * The whole tree of spec §2, in the spec's order, flattened: the one table the router, the
 * menu, the guards, the back links, the search and the favourites read.
 */
export const ROUTES: readonly RouteMeta[] = flatten([
  home,
  favorite,
  crm,
  security,
  reporting,
  canteen,
  pm,
  coronaGroupDE,
  coronaArboniaDE,
  sales,
  worksCouncil,
  bekonTracking,
  service,
  it,
  quality,
  accounting,
  logistic,
  hr,
  marketing,
  employeeInfo,
  production,
  sapSql,
]);
