import { ACCESS_GRANTED, DEFAULT_COUNTRY, DEFAULT_LOCALE } from '../brands';
import { routeTable } from './table';
import { type BrandPair, MENU_AREAS, type MenuArea, type RouteMeta } from './types';

/** Who is looking: granted resource ids (or the login's permission list), and the site's brand and country. */
export interface AccessContext {
  readonly permissions: readonly { readonly ressource: string; readonly accessType: number }[] | ReadonlySet<string>;
  readonly brand: string;
  readonly country: string;
  /** Interface language, for full paths in the menu and search (default `de`). */
  readonly locale?: string;
}

export type RouteTable = readonly RouteMeta[];
type RouteRef = RouteMeta | string;

// ---- The access check (spec §5 route guard, §6 permissions) -------------------------------

/**
 * May this user open this route? For the route and each ancestor, outermost first: its brand
 * pairs must match the site; a public route needs nothing more; otherwise the user must hold
 * one of its resources with access type 1. The route itself also needs every API resource its
 * page calls (`apis`), so a page whose data would answer 403 is never offered. Used by the
 * router, the menu, the search and the mini-app registry.
 */
export function isRouteAccessible(route: RouteRef, ctx: AccessContext, table: RouteTable = routeTable()): boolean {
  const target = resolve(route, table);
  if (!target) return false;
  const granted = grantedIds(ctx.permissions);
  return (
    [...ancestorsOf(target, table), target].every(
      (r) => brandMatches(r.brands, ctx) && (r.public === true || r.permissions.some((id) => granted.has(id))),
    ) && (target.apis ?? []).every((id) => granted.has(id))
  );
}

/**
 * Why a route does not open, for the message the guard shows: `site` when the site (brand and
 * country) does not offer it or one of its ancestors, whatever the user holds, so that asking for a
 * permission would not help; `permission` when the site offers it and the user lacks a resource;
 * undefined when it opens (or is no route).
 */
export function routeRefusal(
  route: RouteRef,
  ctx: AccessContext,
  table: RouteTable = routeTable(),
): 'site' | 'permission' | undefined {
  const target = resolve(route, table);
  if (!target || isRouteAccessible(target, ctx, table)) return undefined;
  return [...ancestorsOf(target, table), target].every((r) => brandMatches(r.brands, ctx)) ? 'permission' : 'site';
}

/** A brand pair matches when domain and country each equal the site's or are `*`; no pairs: every site. */
export function brandMatches(
  pairs: readonly BrandPair[] | undefined,
  site: { brand: string; country: string },
): boolean {
  if (!pairs) return true;
  const country = site.country.toLowerCase();
  return pairs.some(
    (p) => (p.domain === '*' || p.domain === site.brand) && (p.country === '*' || p.country.toLowerCase() === country),
  );
}

const grantedCache = new WeakMap<object, ReadonlySet<string>>();

/** The resource ids granted with access type 1 (access type 0 is evaluated and grants nothing). */
export function grantedIds(permissions: AccessContext['permissions']): ReadonlySet<string> {
  if (permissions instanceof Set) return permissions;
  const list = permissions as readonly { ressource: string; accessType: number }[];
  let set = grantedCache.get(list);
  if (!set) {
    set = new Set(list.filter((p) => p.accessType === ACCESS_GRANTED).map((p) => p.ressource));
    grantedCache.set(list, set);
  }
  return set;
}

// ---- Menu visibility ----------------------------------------------------------------------

/**
 * Is this entry shown in the menu? Hidden entries never; restricted entries (the Cross-Designer
 * versions) to everyone who may open their parent, labelled, on a matching brand; an entry that
 * redirects to a route only when it leads somewhere the user may open; a tile page only when at
 * least one of its children is shown; every other entry when the user may open it.
 */
export function isRouteVisibleInMenu(route: RouteRef, ctx: AccessContext, table: RouteTable = routeTable()): boolean {
  const target = resolve(route, table);
  if (!target || target.hidden) return false;
  if (target.restricted) {
    const parent = target.parent ? routeByName(target.parent, table) : undefined;
    return brandMatches(target.brands, ctx) && (!parent || isRouteAccessible(parent, ctx, table));
  }
  if (!isRouteAccessible(target, ctx, table)) return false;
  if (target.redirect && 'route' in target.redirect) return resolveRedirect(target, ctx, table) !== undefined;
  if (target.content?.kind === 'menu')
    return childrenOf(target, table).some((c) => isRouteVisibleInMenu(c, ctx, table));
  return true;
}

/** Where a redirecting entry leads this user: its target route, else its first child the user may open. */
export function resolveRedirect(
  route: RouteRef,
  ctx: AccessContext,
  table: RouteTable = routeTable(),
): RouteMeta | { readonly href: string; readonly setting?: string } | undefined {
  const target = resolve(route, table);
  const redirect = target?.redirect;
  if (!target || !redirect) return undefined;
  if ('href' in redirect) return redirect;
  const to = routeByName(redirect.route, table);
  if (to && isRouteAccessible(to, ctx, table)) return to;
  return childrenOf(target, table).find((c) => !c.redirect && isRouteAccessible(c, ctx, table));
}

// ---- Lookups ------------------------------------------------------------------------------

interface Index {
  readonly byName: ReadonlyMap<string, RouteMeta>;
  readonly children: ReadonlyMap<string | undefined, readonly RouteMeta[]>;
}
const indexCache = new WeakMap<RouteTable, Index>();

function indexOf(table: RouteTable): Index {
  let index = indexCache.get(table);
  if (!index) {
    const children = new Map<string | undefined, RouteMeta[]>();
    for (const r of table) children.set(r.parent, [...(children.get(r.parent) ?? []), r]);
    for (const list of children.values()) list.sort((a, b) => a.order - b.order);
    index = { byName: new Map(table.map((r) => [r.name, r])), children };
    indexCache.set(table, index);
  }
  return index;
}

function resolve(route: RouteRef, table: RouteTable): RouteMeta | undefined {
  return typeof route === 'string' ? routeByName(route, table) : route;
}

export function routeByName(name: string, table: RouteTable = routeTable()): RouteMeta | undefined {
  return indexOf(table).byName.get(name);
}

/** Children in menu order; without a route, the top-level children of the shell. */
export function childrenOf(route: RouteRef | undefined, table: RouteTable = routeTable()): readonly RouteMeta[] {
  const name = route === undefined ? undefined : typeof route === 'string' ? route : route.name;
  return indexOf(table).children.get(name) ?? [];
}

/** Ancestors, outermost first (not including the route itself). */
export function ancestorsOf(route: RouteRef, table: RouteTable = routeTable()): RouteMeta[] {
  const out: RouteMeta[] = [];
  let current = resolve(route, table);
  while (current?.parent) {
    current = routeByName(current.parent, table);
    if (current) out.unshift(current);
  }
  return out;
}

/** The address of a route under the main layout: `/de/de/canteen/foodOrder`; the home is `/de/de`. */
export function fullPath(
  route: RouteRef,
  locale: string = DEFAULT_LOCALE,
  country: string = DEFAULT_COUNTRY,
  table: RouteTable = routeTable(),
): string {
  const target = resolve(route, table);
  if (!target) throw new Error(`Unknown route: ${String(route)}`);
  const segments = [...ancestorsOf(target, table), target].map((r) => r.path).filter((p) => p !== '');
  return `/${[locale, country, ...segments].join('/')}`;
}

/**
 * The route at these segments below `/{locale}/{country}` (`['canteen', 'foodOrder']` or
 * `'canteen/foodOrder'`); no segments: the home. Exact spelling first, then case-insensitive
 * (`/de/de/pm` finds `PM`). Unknown: undefined.
 */
export function routeForPath(
  segments: readonly string[] | string,
  table: RouteTable = routeTable(),
): RouteMeta | undefined {
  const parts = (typeof segments === 'string' ? segments.split('/') : segments).filter((s) => s !== '');
  if (parts.length === 0) return childrenOf(undefined, table).find((r) => r.path === '');
  let current: RouteMeta | undefined;
  for (const part of parts) {
    const siblings = childrenOf(current, table);
    current =
      siblings.find((r) => r.path === part) ?? siblings.find((r) => r.path.toLowerCase() === part.toLowerCase());
    if (!current) return undefined;
  }
  return current;
}

/** The back target of a sub-page: its parent menu (spec §2). */
export function backTargetOf(route: RouteRef, table: RouteTable = routeTable()): RouteMeta | undefined {
  const back = resolve(route, table)?.back;
  return back ? routeByName(back, table) : undefined;
}

// ---- Menu and search ----------------------------------------------------------------------

export interface MenuEntry {
  readonly route: RouteMeta;
  /** Full path inside the portal, or the outside address of an entry that leads there. */
  readonly href: string;
  readonly external: boolean;
  /** False for a restricted entry the user sees but may not open. */
  readonly accessible: boolean;
  /** `menu._restricted` ("nur für Zugriffsberechtigte") on restricted entries. */
  readonly labelKey?: string;
  readonly children: readonly MenuEntry[];
}

export interface MenuSection {
  readonly area: MenuArea;
  /** `menu._areas.<area>`: the German area names of spec §2 and their translations. */
  readonly titleKey: string;
  readonly entries: readonly MenuEntry[];
}

export const RESTRICTED_LABEL_KEY = 'menu._restricted';

function hrefOf(route: RouteMeta, ctx: AccessContext, table: RouteTable): { href: string; external: boolean } {
  if (route.redirect && 'href' in route.redirect) return { href: route.redirect.href, external: true };
  return { href: fullPath(route, ctx.locale ?? DEFAULT_LOCALE, ctx.country, table), external: false };
}

function menuEntry(route: RouteMeta, ctx: AccessContext, table: RouteTable): MenuEntry {
  return {
    route,
    ...hrefOf(route, ctx, table),
    accessible: isRouteAccessible(route, ctx, table),
    ...(route.restricted ? { labelKey: RESTRICTED_LABEL_KEY } : {}),
    children: childrenOf(route, table)
      .filter((c) => isRouteVisibleInMenu(c, ctx, table))
      .map((c) => menuEntry(c, ctx, table)),
  };
}

/** The menu for this user: areas in MENU_AREAS order, each with its visible entries and their visible children. */
export function menuFor(ctx: AccessContext, table: RouteTable = routeTable()): MenuSection[] {
  return MENU_AREAS.map((area) => ({
    area,
    titleKey: `menu._areas.${area}`,
    entries: table
      .filter((r) => r.area === area && isRouteVisibleInMenu(r, ctx, table))
      // Top-level entries first, then shortcuts to deeper entries; each group in tree order (stable sort).
      .sort((a, b) => Number(a.parent !== undefined) - Number(b.parent !== undefined))
      .map((r) => menuEntry(r, ctx, table)),
  })).filter((section) => section.entries.length > 0);
}

export interface SearchEntry {
  readonly route: RouteMeta;
  /** Title keys from the outermost ancestor to the route, for "Personal › Arbeitssicherheit › Lärm". */
  readonly titleKeys: readonly string[];
  readonly href: string;
  readonly external: boolean;
}

/** Every route this user may open and that is not hidden, in tree order: the command palette's entries. */
export function searchEntries(ctx: AccessContext, table: RouteTable = routeTable()): SearchEntry[] {
  return table
    .filter((r) => !r.hidden && !ancestorsOf(r, table).some((a) => a.hidden) && isRouteAccessible(r, ctx, table))
    .map((r) => ({
      route: r,
      titleKeys: [...ancestorsOf(r, table), r].map((a) => a.titleKey),
      ...hrefOf(r, ctx, table),
    }));
}

// ---- Menu texts ---------------------------------------------------------------------------

/**
 * The key of a route's title inside the `menu` namespace. Menu texts are nested by the title
 * key's parts; an entry with children keeps its own title under `_`:
 * `menu.canteen` → `canteen._`, `menu.canteen.info` → `canteen.info`. Children from mini-app
 * manifests carry their titles themselves and do not count.
 */
export function menuMessageKey(route: RouteRef, table: RouteTable = routeTable()): string {
  const target = resolve(route, table);
  if (!target) throw new Error(`Unknown route: ${String(route)}`);
  const key = target.titleKey.replace(/^menu\./, '');
  // Mini-app routes bring their own titles (`title`); only core children nest the parent's text.
  return childrenOf(target, table).some((c) => !c.title) ? `${key}._` : key;
}
