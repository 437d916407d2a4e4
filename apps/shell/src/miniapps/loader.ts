import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { isMiniAppModule, type MiniAppModule, type MiniAppRegistration } from '@portal/sdk';

/** Every way a mini-app can fail, named (spec §8; one test scenario each). */
export type MiniAppFailure = 'load' | 'loadTimeout' | 'noMount' | 'mountThrew' | 'mountTimeout';

export class MiniAppError extends Error {
  constructor(
    readonly failure: MiniAppFailure,
    readonly app: string,
    cause?: unknown,
  ) {
    super(`mini-app ${app}: ${failure}${cause instanceof Error ? ` (${cause.message})` : ''}`, { cause });
    this.name = 'MiniAppError';
  }
}

export const LOAD_TIMEOUT_MS = 20_000;
export const MOUNT_TIMEOUT_MS = 10_000;

export function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(onTimeout()), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

const registered = new Map<string, string>();

/**
 * Loads a mini-app's exposed module at run time from its remote entry (Module Federation, with
 * React and the UI kit shared as singletons with the shell). A retry registers the remote again so
 * a failed entry is fetched anew.
 */
export async function loadMiniApp(registration: MiniAppRegistration, retry = false): Promise<MiniAppModule> {
  const started = performance.now();
  try {
    const loaded = await loadRemoteModule(registration, retry);
    reportLoad(registration.name, 'loaded', started);
    return loaded;
  } catch (error) {
    reportLoad(registration.name, 'failed', started);
    throw error;
  }
}

/** Tells the server how long a load took, for its metrics; a beacon, so it never holds the page. */
function reportLoad(name: string, outcome: 'loaded' | 'failed', started: number): void {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
  const ms = Math.max(0, Math.round(performance.now() - started));
  const body = new Blob([JSON.stringify({ name, outcome, ms })], { type: 'application/json' });
  navigator.sendBeacon('/portal/api/MiniApps/loads', body);
}

async function loadRemoteModule(registration: MiniAppRegistration, retry: boolean): Promise<MiniAppModule> {
  if (retry || registered.get(registration.name) !== registration.remoteEntry) {
    registerRemotes([{ name: registration.name, entry: registration.remoteEntry, type: 'module' }], {
      force: retry || registered.has(registration.name),
    });
    registered.set(registration.name, registration.remoteEntry);
  }
  const id = `${registration.name}/${registration.module.replace(/^\.\//, '')}`;
  let loaded: unknown;
  try {
    loaded = await withTimeout(
      loadRemote<unknown>(id),
      LOAD_TIMEOUT_MS,
      () => new MiniAppError('loadTimeout', registration.name),
    );
  } catch (error) {
    if (error instanceof MiniAppError) throw error;
    throw new MiniAppError('load', registration.name, error);
  }
  if (!isMiniAppModule(loaded)) throw new MiniAppError('noMount', registration.name);
  return loaded;
}
