import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type MiniAppManifest, manifestRoutes, miniAppManifestSchema, resourceIdsByName } from './manifest';
import { installMiniAppRoutes } from './table';
import type { RouteMeta } from './types';

/**
 * For tests (Node only): the manifests of the repository's mini-apps (`miniapps/*\/miniapp.json`),
 * built or not, validated as the server validates them.
 */
export function repositoryManifests(): MiniAppManifest[] {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'miniapps', 'vite.shared.ts'))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error('the repository root was not found');
    dir = up;
  }
  const root = path.join(dir, 'miniapps');
  return fs
    .readdirSync(root)
    .sort()
    .filter((folder) => fs.existsSync(path.join(root, folder, 'miniapp.json')))
    .map((folder) =>
      miniAppManifestSchema.parse(JSON.parse(fs.readFileSync(path.join(root, folder, 'miniapp.json'), 'utf8'))),
    );
}

/** The mini-app routes of the repository's manifests. */
export function repositoryMiniAppRoutes(): RouteMeta[] {
  const manifests = repositoryManifests();
  const ids = resourceIdsByName(manifests);
  return manifests.flatMap((m) => manifestRoutes(m, ids));
}

/** Installs the repository's mini-app routes beside the core table, as the shell does; returns the whole table. */
export function installRepositoryMiniApps(): readonly RouteMeta[] {
  return installMiniAppRoutes(repositoryMiniAppRoutes());
}
