import type { MiniAppRegistration } from '@portal/sdk';
import { api } from '../api';
import { createStore } from '../state/store';

/**
 * The mini-apps this user may open on this site, as the server hands them (permission, brand and
 * country already applied: a gated mini-app is never even named to the browser).
 */
export const miniAppRegistry = createStore<{ loaded: boolean; entries: readonly MiniAppRegistration[] }>({
  loaded: false,
  entries: [],
});

export async function loadRegistry(country: string, signedIn: boolean): Promise<void> {
  const path = signedIn ? '/api/MiniApps' : '/api/MiniApps/public';
  try {
    const entries = await api.portal.get<MiniAppRegistration[]>(path, { query: { country } });
    miniAppRegistry.set({ loaded: true, entries });
  } catch (error) {
    console.error('the mini-app registry could not be loaded', error);
    miniAppRegistry.set({ loaded: true, entries: [] });
  }
}

export function registrationOf(name: string): MiniAppRegistration | undefined {
  return miniAppRegistry.get().entries.find((e) => e.name === name);
}
