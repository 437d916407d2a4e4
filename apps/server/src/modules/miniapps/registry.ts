import fs from 'node:fs';
import path from 'node:path';
import {
  type MiniAppManifest,
  manifestRoutes,
  miniAppManifestSchema,
  ROUTES,
  type RouteMeta,
  resourceIdsByName,
  withMiniAppRoutes,
} from '@portal/contracts';

/** A brand pair of spec §3 (domain and country, `*` for any). */
export interface BrandPair {
  readonly domain: string;
  readonly country: string;
}

/**
 * The mini-app registry is data: every mini-app folder carries a `miniapp.json` manifest (name, the
 * module it exposes, the resources it declares, who may load it, its routes with titles in five
 * languages). The server reads the manifests of the built mini-apps at start and again on a reload,
 * so adding a mini-app needs no shell or server build.
 */
export interface MiniAppEntry {
  readonly name: string;
  readonly module: string;
  readonly title: string;
  /** Resource ids (any of them with access type 1 opens the mini-app); empty for public ones. */
  readonly permissions: readonly string[];
  readonly brands: readonly BrandPair[] | undefined;
  /** The folder its files are served from at /portaluiv3/{name}/. */
  readonly dist: string;
}

/** What one read of the mini-app directory found: the entries, their manifests and their routes. */
export interface RegistrySnapshot {
  readonly entries: readonly MiniAppEntry[];
  readonly manifests: readonly MiniAppManifest[];
  /** The mini-apps' routes, as rows of the route table (beside the core table of contracts). */
  readonly routes: readonly RouteMeta[];
  /** The core table and the mini-apps' routes: what access to a mini-app route is checked against. */
  readonly table: readonly RouteMeta[];
}

/**
 * Reads `<root>/<folder>/miniapp.json` of every built mini-app (one with `dist/remoteEntry.js`),
 * validated. Throws on the first bad manifest, naming it, so a reload with a broken one changes nothing.
 */
export function readRegistry(miniappsRoot: string): RegistrySnapshot {
  if (!miniappsRoot || !fs.existsSync(miniappsRoot)) return { entries: [], manifests: [], routes: [], table: ROUTES };
  const found: Array<{ manifest: MiniAppManifest; dist: string }> = [];
  for (const folder of fs.readdirSync(miniappsRoot).sort()) {
    const manifestFile = path.join(miniappsRoot, folder, 'miniapp.json');
    const dist = path.join(miniappsRoot, folder, 'dist');
    if (!fs.existsSync(manifestFile) || !fs.existsSync(path.join(dist, 'remoteEntry.js'))) continue;
    const parsed = miniAppManifestSchema.safeParse(JSON.parse(fs.readFileSync(manifestFile, 'utf8')));
    if (!parsed.success)
      throw new Error(`mini-app ${folder}: ${parsed.error.issues[0]?.message ?? 'invalid manifest'}`);
    found.push({ manifest: parsed.data, dist });
  }
  const names = new Set<string>();
  for (const { manifest } of found) {
    if (names.has(manifest.name)) throw new Error(`mini-app ${manifest.name}: named twice`);
    names.add(manifest.name);
  }
  const manifests = found.map((f) => f.manifest);
  const ids = resourceIdsByName(manifests);
  const idOf = (manifest: MiniAppManifest, name: string) => {
    const id = ids.get(name);
    if (!id) throw new Error(`mini-app ${manifest.name}: unknown resource ${name}`);
    return id;
  };
  const entries = found.map(({ manifest, dist }) => ({
    name: manifest.name,
    module: manifest.module,
    title: manifest.title,
    permissions: manifest.permissions.map((n) => idOf(manifest, n)),
    brands: manifest.brands,
    dist,
  }));
  const routes = manifests.flatMap((m) => manifestRoutes(m, ids));
  const routeNames = new Set<string>(ROUTES.map((r) => r.name));
  for (const r of routes) {
    if (routeNames.has(r.name))
      throw new Error(`route ${r.name}: declared twice (by two mini-apps, or by the core table)`);
    routeNames.add(r.name);
  }
  return { entries, manifests, routes, table: withMiniAppRoutes(routes) };
}

/** The built mini-apps' entries (see readRegistry). */
export function loadRegistry(miniappsRoot: string): MiniAppEntry[] {
  return [...readRegistry(miniappsRoot).entries];
}

/** Brand pairs with `*` wildcards (spec §3). */
export function brandAllowed(brands: readonly BrandPair[] | undefined, brand: string, country: string): boolean {
  if (!brands || brands.length === 0) return true;
  return brands.some((p) => (p.domain === '*' || p.domain === brand) && (p.country === '*' || p.country === country));
}

/** The mini-apps one user may open on one site: permission, brand and country (a gated one is never downloaded). */
export function registryFor(
  entries: readonly MiniAppEntry[],
  user: { granted: ReadonlySet<string>; brand: string; country: string },
): MiniAppEntry[] {
  return entries.filter(
    (e) =>
      (e.permissions.length === 0 || e.permissions.some((id) => user.granted.has(id))) &&
      brandAllowed(e.brands, user.brand, user.country),
  );
}
