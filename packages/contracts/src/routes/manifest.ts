import { z } from 'zod';
import type { Locale } from '../brands';
import { ALL_RESSOURCES, RESSOURCE_GROUPS, RESSOURCE_TYPE_API, RESSOURCE_TYPE_UI } from '../resources';
import { MENU_AREAS, type RouteMeta } from './types';

/**
 * A mini-app's manifest (`miniapps/<name>/miniapp.json`): the one place that describes it. Its
 * name and exposed module, the resources it declares (registered as PortalRessource rows at
 * start), who may load it, and its routes with the metadata of spec §3, titles in five languages.
 * The server reads the manifests at run time and hands each user the routes they may open; the
 * shell adds them to the core table (`ROUTES`), so a new mini-app needs no shell or server build.
 */

const technicalName = z.string().regex(/^(ui|api)\.[A-Za-z][\w.-]{0,99}$/);
const text = z.string().min(1).max(200);
/** A title in each of the five languages (spec §1: German and English complete, Czech, French, Italian). */
const localized = z.object({ de: text, en: text, cs: text, fr: text, it: text }).strict();
const brandPair = z.object({ domain: z.string().min(1).max(40), country: z.string().min(1).max(8) }).strict();

/** The placeholder id in templates/miniapp: every mini-app needs an id of its own. */
export const TEMPLATE_RESOURCE_ID = '00000000-0000-4000-8000-000000000000';

/** A resource the mini-app brings (its UI link, its API). The id never changes: roles hold it. */
export const manifestResourceSchema = z
  .object({
    id: z.uuid().refine((id) => id !== TEMPLATE_RESOURCE_ID, {
      message: 'replace the template’s resource id with a new one (node -p "crypto.randomUUID()")',
    }),
    technicalName,
    name: z.string().min(1).max(200),
    description: z.string().max(1000).default(''),
    /** One of the portal's resource groups (`RESSOURCE_GROUPS`). */
    group: z.enum(
      Object.keys(RESSOURCE_GROUPS) as [keyof typeof RESSOURCE_GROUPS, ...(keyof typeof RESSOURCE_GROUPS)[]],
    ),
  })
  .strict();

export interface ManifestRoute {
  /** URL segment below the parent (the spec's spelling). */
  readonly path: string;
  /** Name segment; defaults to `path`. */
  readonly segment?: string;
  /** On a top-level entry of the manifest: the core route it hangs below (else the manifest's `parent`). */
  readonly parent?: string;
  readonly title: Record<Locale, string>;
  readonly icon: string;
  readonly image?: string;
  /** Position among its siblings; defaults to after the core entries (steps of ten). */
  readonly order?: number;
  /** Route name of the back target; defaults to the parent. */
  readonly back?: string;
  /** Technical names of UI resources; defaults to the parent's (a child lists the area's resource again). */
  readonly permissions?: readonly string[];
  /** Technical names of the API resources the page's data calls need. */
  readonly apis?: readonly string[];
  readonly brands?: readonly { domain: string; country: string }[];
  readonly public?: boolean;
  readonly hidden?: boolean;
  readonly restricted?: boolean;
  /** A menu area for a shortcut (top-level routes take the manifest's area). */
  readonly area?: (typeof MENU_AREAS)[number];
  /** A tile page of its children instead of a screen of the mini-app. */
  readonly menu?: boolean;
  /** Leads to its first child the user may open instead of showing a page. */
  readonly redirect?: 'firstChild';
  /** The screen the mini-app's module shows (`RouteContent.module`), and its props. */
  readonly screen?: string;
  readonly props?: Record<string, unknown>;
  readonly children?: readonly ManifestRoute[];
}

const manifestRouteSchema: z.ZodType<ManifestRoute> = z.lazy(() =>
  z
    .object({
      path: z.string().regex(/^[A-Za-z][\w-]{0,63}$/),
      segment: z
        .string()
        .regex(/^[a-z][\w]{0,63}$/)
        .optional(),
      parent: z.string().max(300).optional(),
      title: localized,
      icon: z.string().regex(/^[a-z0-9-]{1,64}$/),
      image: z.string().max(200).optional(),
      order: z.number().int().min(0).max(100_000).optional(),
      back: z.string().max(300).optional(),
      permissions: z.array(technicalName).optional(),
      apis: z.array(technicalName).optional(),
      brands: z.array(brandPair).optional(),
      public: z.boolean().optional(),
      hidden: z.boolean().optional(),
      restricted: z.boolean().optional(),
      area: z.enum(MENU_AREAS).optional(),
      menu: z.boolean().optional(),
      redirect: z.literal('firstChild').optional(),
      screen: z
        .string()
        .regex(/^[A-Za-z][\w-]{0,63}$/)
        .optional(),
      props: z.record(z.string(), z.unknown()).optional(),
      children: z.array(manifestRouteSchema).optional(),
    })
    .strict(),
);

export const miniAppManifestSchema = z
  .object({
    name: z.string().regex(/^[a-zA-Z][\w-]{0,63}$/),
    module: z
      .string()
      .regex(/^\.\/[\w-]+$/)
      .default('./App'),
    title: z.string().default(''),
    /** Technical names of UI resources; a user holding any of them may load the mini-app. Empty: public. */
    permissions: z.array(technicalName).default([]),
    brands: z.array(brandPair).optional(),
    /** Resources the mini-app declares, written as PortalRessource rows at every start and reload. */
    resources: z.array(manifestResourceSchema).default([]),
    /** The menu area its top-level routes are listed under. */
    area: z.enum(MENU_AREAS).optional(),
    /** A core route its routes hang below (`pm.convectors`); absent: top level. */
    parent: z.string().max(300).optional(),
    routes: z.array(manifestRouteSchema).default([]),
  })
  .strict();

export type MiniAppManifest = z.infer<typeof miniAppManifestSchema>;
export type ManifestResource = z.infer<typeof manifestResourceSchema>;

/** The resource type of a declared resource, from its technical name. */
export function manifestResourceType(r: ManifestResource): typeof RESSOURCE_TYPE_UI | typeof RESSOURCE_TYPE_API {
  return r.technicalName.startsWith('api.') ? RESSOURCE_TYPE_API : RESSOURCE_TYPE_UI;
}

/** Technical name → resource id: the portal's registry and the manifests' own resources. */
export function resourceIdsByName(manifests: readonly MiniAppManifest[]): Map<string, string> {
  const ids = new Map(ALL_RESSOURCES.map((r) => [r.technicalName, r.id]));
  for (const m of manifests) for (const r of m.resources) ids.set(r.technicalName, r.id);
  return ids;
}

/** Entries added after the core ones get orders from here on, in steps of ten. */
const MANIFEST_ORDER_BASE = 1000;

/**
 * The manifest's routes as rows of the route table: named by ancestry below `parent`, titles
 * carried along (`RouteMeta.title`), technical names resolved to resource ids. Throws on a name
 * no registry knows, so a manifest with a typo never loads.
 */
export function manifestRoutes(manifest: MiniAppManifest, ids: ReadonlyMap<string, string>): RouteMeta[] {
  const idOf = (name: string) => {
    const id = ids.get(name);
    if (!id) throw new Error(`mini-app ${manifest.name}: unknown resource ${name}`);
    return id;
  };
  const out: RouteMeta[] = [];
  type Parent = { readonly name: string; readonly permissions: readonly string[]; readonly top: boolean };
  const walk = (nodes: readonly ManifestRoute[], above: Parent | undefined) => {
    nodes.forEach((node, index) => {
      // A top-level entry hangs below its own `parent`, else the manifest's, else the shell.
      const anchor = above ? undefined : (node.parent ?? manifest.parent);
      const parent: Parent | undefined =
        above ?? (anchor ? { name: anchor, permissions: manifest.permissions.map(idOf), top: true } : undefined);
      const topLevel = parent === undefined || parent.top;
      const segment = node.segment ?? node.path;
      const name = parent ? `${parent.name}.${segment}` : segment;
      const permissions = node.permissions
        ? node.permissions.map(idOf)
        : node.public
          ? []
          : (parent?.permissions ?? manifest.permissions.map(idOf));
      const area = node.area ?? (topLevel ? manifest.area : undefined);
      const first = node.children?.[0];
      const route: RouteMeta = {
        name,
        path: node.path,
        ...(parent ? { parent: parent.name, back: node.back ?? parent.name } : node.back ? { back: node.back } : {}),
        titleKey: `menu.${name}`,
        title: node.title,
        icon: node.icon,
        ...(node.image ? { image: node.image } : {}),
        order: node.order ?? (topLevel ? MANIFEST_ORDER_BASE : 0) + (index + 1) * 10,
        permissions,
        ...(node.apis && node.apis.length > 0 ? { apis: node.apis.map(idOf) } : {}),
        ...(node.brands ? { brands: node.brands as RouteMeta['brands'] } : {}),
        ...(node.public ? { public: true } : {}),
        ...(node.redirect === 'firstChild' && first
          ? { redirect: { route: `${name}.${first.segment ?? first.path}` } }
          : {}),
        ...(area ? { area } : {}),
        ...(node.redirect
          ? {}
          : {
              content: node.menu
                ? { kind: 'menu' as const }
                : {
                    kind: 'miniApp' as const,
                    app: manifest.name,
                    ...(node.screen ? { module: node.screen } : {}),
                    ...(node.props ? { props: node.props } : {}),
                  },
            }),
        ...(node.restricted ? { restricted: true } : {}),
        ...(node.hidden ? { hidden: true } : {}),
      };
      out.push(route);
      walk(node.children ?? [], { name, permissions, top: false });
    });
  };
  walk(manifest.routes, undefined);
  return out;
}
