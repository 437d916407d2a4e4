import { canteen } from './canteen';
import { flatten } from './define';
import { employeeInfo } from './employeeInfo';
import { hr } from './hr';
import { pm } from './pm';
import {
  accounting,
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
  service,
  worksCouncil,
} from './shell';
import type { RouteMeta } from './types';

/**
 * The core table: the portal's own areas of spec §2 (home, favourites, the CRM area, the info
 * pages, the placeholder areas, the menus the mini-apps hang below), in the spec's order,
 * flattened. The mini-apps' routes come from their manifests at run time (`installMiniAppRoutes`);
 * the orders keep the places of spec §2 free for the mini-apps' entries (security 40, reporting 50 …).
 */
export const ROUTES: readonly RouteMeta[] = flatten([
  { ...home, order: 10 },
  { ...favorite, order: 20 },
  { ...crm, order: 30 },
  { ...canteen, order: 60 },
  { ...pm, order: 70 },
  { ...coronaGroupDE, order: 80 },
  { ...coronaArboniaDE, order: 90 },
  { ...worksCouncil, order: 110 },
  { ...service, order: 130 },
  { ...it, order: 140 },
  { ...quality, order: 150 },
  { ...accounting, order: 160 },
  { ...logistic, order: 170 },
  { ...hr, order: 180 },
  { ...marketing, order: 190 },
  { ...employeeInfo, order: 200 },
  { ...production, order: 210 },
]);

/**
 * The core table with the mini-apps' routes (from their manifests), in tree order: each route
 * before its children, siblings by `order`. A route whose name the core table has is left out.
 */
export function withMiniAppRoutes(routes: readonly RouteMeta[]): readonly RouteMeta[] {
  const core = new Set(ROUTES.map((r) => r.name));
  const all = [...ROUTES, ...routes.filter((r) => !core.has(r.name))];
  const children = new Map<string | undefined, RouteMeta[]>();
  for (const r of all) children.set(r.parent, [...(children.get(r.parent) ?? []), r]);
  const out: RouteMeta[] = [];
  const visit = (parent: string | undefined) => {
    for (const r of [...(children.get(parent) ?? [])].sort((a, b) => a.order - b.order)) {
      out.push(r);
      visit(r.name);
    }
  };
  visit(undefined);
  return out;
}

let current: readonly RouteMeta[] = ROUTES;

/**
 * The table the router, the menu, the guards, the back links, the search and the favourites
 * read: the core table and the mini-app routes installed from the manifests.
 */
export function routeTable(): readonly RouteMeta[] {
  return current;
}

/**
 * Puts the mini-app routes of the manifests (as the server handed them) beside the core table,
 * replacing those installed before. A route whose name the core table already has is left out.
 */
export function installMiniAppRoutes(routes: readonly RouteMeta[]): readonly RouteMeta[] {
  current = withMiniAppRoutes(routes);
  return current;
}
