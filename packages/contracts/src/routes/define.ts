import { API } from '../resources';
import type { BrandPair, MenuArea, RouteContent, RouteMeta, RouteRedirect } from './types';

/** Redirect to the route's first child (by order); resolved to that child's name when flattened. */
export const FIRST_CHILD = { route: '<first child>' } as const;

/**
 * One entry as written in the area files: the spec's path segment, the rest of RouteMeta, and
 * its children nested. `flatten` turns the tree into the flat table the router, menu, guards,
 * back links and favourites read.
 */
export interface RouteNode {
  /** The spec's child name, used as the URL segment. */
  readonly path: string;
  /** Name segment; defaults to `path`. Top-level PM, IT, HR, SAPSQL are named pm, it, hr, sapSql. */
  readonly segment?: string;
  readonly icon: string;
  readonly image?: string;
  /** Position among its siblings; defaults to its place in steps of ten. Set where a mini-app's entries sit between. */
  readonly order?: number;
  /** Defaults to the parent's permissions (a child lists the area resource again). */
  readonly permissions?: readonly string[];
  /** API resources the page's data calls need; an info page needs the file API without saying so. */
  readonly apis?: readonly string[];
  readonly brands?: readonly BrandPair[];
  readonly public?: boolean;
  readonly redirect?: RouteRedirect | typeof FIRST_CHILD;
  readonly area?: MenuArea;
  readonly content?: RouteContent;
  readonly restricted?: boolean;
  readonly hidden?: boolean;
  readonly children?: readonly RouteNode[];
}

/** Siblings are ordered in steps of ten, so an operator can slot an entry in between. */
const ORDER_STEP = 10;

export function flatten(nodes: readonly RouteNode[], parent?: RouteMeta): RouteMeta[] {
  const out: RouteMeta[] = [];
  nodes.forEach((node, index) => {
    const name = parent ? `${parent.name}.${node.segment ?? node.path}` : (node.segment ?? node.path);
    const firstChild = node.children?.[0];
    const redirect =
      node.redirect === FIRST_CHILD
        ? firstChild
          ? { route: `${name}.${firstChild.segment ?? firstChild.path}` }
          : undefined
        : node.redirect;
    const route: RouteMeta = {
      name,
      path: node.path,
      ...(parent ? { parent: parent.name, back: parent.name } : {}),
      titleKey: `menu.${name}`,
      icon: node.icon,
      ...(node.image ? { image: node.image } : {}),
      order: node.order ?? (index + 1) * ORDER_STEP,
      permissions: node.permissions ?? (node.public ? [] : (parent?.permissions ?? [])),
      ...apisOf(node),
      ...(node.brands ? { brands: node.brands } : {}),
      ...(node.public ? { public: true } : {}),
      ...(redirect ? { redirect } : {}),
      ...(node.area ? { area: node.area } : {}),
      ...(node.content ? { content: node.content } : {}),
      ...(node.restricted ? { restricted: true } : {}),
      ...(node.hidden ? { hidden: true } : {}),
    };
    out.push(route, ...flatten(node.children ?? [], route));
  });
  return out;
}

function apisOf(node: RouteNode): { apis?: readonly string[] } {
  const apis = node.apis ?? (node.content?.kind === 'info' ? [API.file.id] : []);
  return apis.length > 0 ? { apis } : {};
}

/** Content helpers, so the area files read like the spec. */
export const miniApp = (app: string, module?: string, props?: Record<string, unknown>): RouteContent => ({
  kind: 'miniApp',
  app,
  ...(module ? { module } : {}),
  ...(props ? { props } : {}),
});

export const MENU: RouteContent = { kind: 'menu' };
export const PLACEHOLDER: RouteContent = { kind: 'placeholder' };
