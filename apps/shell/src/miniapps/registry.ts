import { installMiniAppRoutes, type RouteMeta } from '@portal/contracts';
import type { MiniAppRegistration } from '@portal/sdk';
import { api } from '../api';
import { createStore } from '../state/store';

/**
 * The mini-apps this user may open on this site, as the server hands them (permission, brand and
 * country already applied: a gated mini-app is never even named to the browser), and whether the
 * mini-apps' routes (from their manifests) are in the route table yet.
 */
export const miniAppRegistry = createStore<{
  loaded: boolean;
  routesLoaded: boolean;
  entries: readonly MiniAppRegistration[];
}>({
  loaded: false,
  routesLoaded: false,
  entries: [],
});

/**
 * Puts the mini-apps' routes beside the core table (`installMiniAppRoutes`): the menu, the guard,
 * the search, the back links and the favourites read them from then on. Asked again with the
 * registry, so a mini-app added to the running portal shows up without a new shell.
 */
export async function loadMiniAppRoutes(): Promise<void> {
  try {
    installMiniAppRoutes(await api.portal.get<RouteMeta[]>('/api/MiniApps/routes'));
  } catch (error) {
    console.error('the mini-app routes could not be loaded', error);
  }
  miniAppRegistry.set({ ...miniAppRegistry.get(), routesLoaded: true });
}

export async function loadRegistry(country: string, signedIn: boolean): Promise<void> {
  const path = signedIn ? '/api/MiniApps' : '/api/MiniApps/public';
  const routes = loadMiniAppRoutes();
  try {
    const entries = await api.portal.get<MiniAppRegistration[]>(path, { query: { country } });
    await routes;
    miniAppRegistry.set({ ...miniAppRegistry.get(), loaded: true, entries });
  } catch (error) {
    console.error('the mini-app registry could not be loaded', error);
    await routes;
    miniAppRegistry.set({ ...miniAppRegistry.get(), loaded: true, entries: [] });
  }
}

export function registrationOf(name: string): MiniAppRegistration | undefined {
  return miniAppRegistry.get().entries.find((e) => e.name === name);
}
