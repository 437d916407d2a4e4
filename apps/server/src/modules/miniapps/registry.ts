import fs from 'node:fs';
import path from 'node:path';
import { ALL_RESSOURCES } from '@portal/contracts';

/** A brand pair of spec §3 (domain and country, `*` for any). */
export interface BrandPair {
  readonly domain: string;
  readonly country: string;
}

import { z } from 'zod';

/**
 * The mini-app registry is data: every mini-app folder carries a `miniapp.json` manifest (name, the
 * module it exposes, the UI resources that open it, the brand pairs it serves). The server reads the
 * manifests of the built mini-apps at start, so adding a mini-app needs no new shell build.
 */
const manifestSchema = z
  .object({
    name: z.string().regex(/^[a-zA-Z][\w-]{0,63}$/),
    module: z
      .string()
      .regex(/^\.\/[\w-]+$/)
      .default('./App'),
    title: z.string().default(''),
    /** Technical names of UI resources; a user holding any of them may open the mini-app. Empty: public. */
    permissions: z.array(z.string()).default([]),
    brands: z.array(z.object({ domain: z.string(), country: z.string() })).optional(),
  })
  .strict();

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

export function loadRegistry(miniappsRoot: string): MiniAppEntry[] {
  if (!fs.existsSync(miniappsRoot)) return [];
  const byTechnicalName = new Map(ALL_RESSOURCES.map((r) => [r.technicalName, r.id]));
  const entries: MiniAppEntry[] = [];
  for (const folder of fs.readdirSync(miniappsRoot).sort()) {
    const manifestFile = path.join(miniappsRoot, folder, 'miniapp.json');
    const dist = path.join(miniappsRoot, folder, 'dist');
    if (!fs.existsSync(manifestFile) || !fs.existsSync(path.join(dist, 'remoteEntry.js'))) continue;
    const manifest = manifestSchema.parse(JSON.parse(fs.readFileSync(manifestFile, 'utf8')));
    const permissions = manifest.permissions.map((name) => {
      const id = byTechnicalName.get(name);
      if (!id) throw new Error(`mini-app ${manifest.name}: unknown resource ${name}`);
      return id;
    });
    entries.push({
      name: manifest.name,
      module: manifest.module,
      title: manifest.title,
      permissions,
      brands: manifest.brands as BrandPair[] | undefined,
      dist,
    });
  }
  return entries;
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
