import type { Brand, Locale } from '../brands';

/** A brand pair of spec §3: the brand (domain) and the site's country, `*` for any. */
export interface BrandPair {
  readonly domain: Brand | '*';
  readonly country: string;
}

/**
 * The German menu areas of spec §2, in menu order. Every top-level route names its area; a
 * deeper route may name one too and is then also offered under that area's heading as a
 * shortcut (Ausbildung, Konfigurator, Tracking, Objekte, Firmware). Labels: `menu._areas.<key>`.
 */
export const MENU_AREAS = [
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
] as const;
export type MenuArea = (typeof MENU_AREAS)[number];

/**
 * What renders a page:
 * - `miniApp`: a mini-app from the registry (`app`, the module it exposes, and props it receives).
 *   Shell-native pages use the app `shell` (favourites: `{ app: 'shell', module: 'favorites' }`).
 * - `info`: the file area of an info-system module (spec §3, modules 0–76, see INFO_MODULES);
 *   `byCountry` picks another module for a site country (`{ cz: 1 }`). File name, type and sort
 *   come from INFO_MODULES, so the route and the server read one definition.
 * - `menu`: a tile page of the route's children (a menu area's own page).
 * - `placeholder`: an area the spec names without content yet (service, IT, quality …); the shell
 *   shows its title and a short "in preparation" note.
 */
export type RouteContent =
  | {
      readonly kind: 'miniApp';
      readonly app: string;
      readonly module?: string;
      readonly props?: Readonly<Record<string, unknown>>;
    }
  | {
      readonly kind: 'info';
      readonly module: number;
      readonly byCountry?: Readonly<Record<string, number>>;
    }
  | { readonly kind: 'menu' }
  | { readonly kind: 'placeholder' };

/**
 * Where an entry that only redirects leads: another route by name (an area entry leading to its
 * first child), or an address outside the portal. `setting` names the brand setting that holds
 * the address for a brand (each brand has its own website); `href` is the fallback.
 */
export type RouteRedirect = { readonly route: string } | { readonly href: string; readonly setting?: string };

/**
 * Route metadata (spec §3): the one table the router, the menu, the guards, the back links, the
 * search and the favourites read. A route's full path is its ancestors' segments joined under
 * `/{locale}/{country}/`.
 */
export interface RouteMeta {
  /** Unique name, dotted by ancestry: `canteen.foodOrder`. The back route and redirects name routes by it. */
  readonly name: string;
  /** Path segment below the parent (spec's child names: `foodOrder`, `krn41`). */
  readonly path: string;
  /** Name of the parent route; absent for top-level children of the shell. */
  readonly parent?: string;
  /** i18n key of the title (`menu.canteen.foodOrder`). */
  readonly titleKey: string;
  /** A mini-app route's title in every language, from its manifest (the shell adds it to the `menu` texts). */
  readonly title?: Readonly<Record<Locale, string>>;
  /** Icon name of the UI kit's icon set. */
  readonly icon?: string;
  /** Tile image name. */
  readonly image?: string;
  /** Position among its siblings. */
  readonly order: number;
  /** Route name of the back target (the parent menu, spec §2). */
  readonly back?: string;
  /** Resource ids; the user passes when holding any of them with access type 1 (spec §5). */
  readonly permissions: readonly string[];
  /**
   * API resource ids the page's own data calls need (`API.salesPerformance.id`): it opens, and is
   * offered in the menu and search, only to holders of every one (access type 1), so nobody meets
   * a 403 behind an entry they were offered. The page's children name their own.
   */
  readonly apis?: readonly string[];
  /** Allowed brand pairs; absent means every brand and country. */
  readonly brands?: readonly BrandPair[];
  /** Public routes need no sign-in and no permission (crm, bekonTracking). */
  readonly public?: boolean;
  /** An entry that only redirects: to another route by name, or to an address outside the portal. */
  readonly redirect?: RouteRedirect;
  /** The menu area: required on top-level routes; on a deeper route it adds a shortcut under that area. */
  readonly area?: MenuArea;
  /** What the page shows. */
  readonly content?: RouteContent;
  /**
   * Shown in the menu to everyone who may see its parent, labelled "nur für Zugriffsberechtigte";
   * it opens only for holders of its permissions (the spec's Cross-Designer entries).
   */
  readonly restricted?: boolean;
  /** Hidden from the menu (reachable by link only). */
  readonly hidden?: boolean;
}
