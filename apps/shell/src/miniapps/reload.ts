/**
 * A failed load of code reloads the page once (a new deployment may have replaced the files); if it
 * fails again the error is only logged (spec §2). The flag is cleared once routing is ready, that
 * is, once a page (and its mini-app) rendered.
 */
const FLAG = 'portal.reloadedAfterLoadError';

export function reloadOnce(reason: unknown): boolean {
  if (sessionStorage.getItem(FLAG)) {
    console.error('loading failed again after a reload; not reloading a second time', reason);
    return false;
  }
  sessionStorage.setItem(FLAG, String(Date.now()));
  window.location.reload();
  return true;
}

export function routingReady(): void {
  sessionStorage.removeItem(FLAG);
}

export function reloadedBefore(): boolean {
  return sessionStorage.getItem(FLAG) !== null;
}
