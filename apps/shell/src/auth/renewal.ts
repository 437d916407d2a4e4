import { User } from 'oidc-client-ts';
import { userManager } from './oidc';

/**
 * Token renewal shared by every tab. Refresh tokens rotate and a reused one ends the whole grant,
 * so two tabs holding the same refresh token (a duplicated tab copies session storage) must never
 * both spend it: renewals run one at a time under a Web Lock, and a tab that renewed tells the
 * others which refresh token it spent and what replaced it (BroadcastChannel). A tab holding the
 * spent one adopts the replacement instead of spending it again.
 */
const LOCK = 'portal-token-renewal';
const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel('portal-token-renewal');
const RETRY_AFTER_TIMEOUT_MS = 5_000;

export type RenewalOutcome = 'renewed' | 'adopted' | 'timeout' | 'failed';
type Listener = (event: { outcome: RenewalOutcome; error?: unknown }) => void;
const listeners = new Set<Listener>();

export function onRenewal(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function fingerprint(token: string | undefined): Promise<string> {
  if (!token) return '';
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

channel?.addEventListener('message', async (event: MessageEvent<{ spent: string; user: string }>) => {
  const current = await userManager.getUser();
  if (current && (await fingerprint(current.refresh_token)) === event.data.spent) {
    await userManager.storeUser(User.fromStorageString(event.data.user));
    await userManager.getUser(); // raises userLoaded for this tab's listeners
  }
});

async function withLock<T>(task: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks) return navigator.locks.request(LOCK, task);
  return task();
}

let inFlight: Promise<User | null> | undefined;

/** Renews now (once per tab at a time); on a time-out tries again after 5 s (spec §4). */
export function renewTokens(): Promise<User | null> {
  inFlight ??= withLock(async () => {
    const before = await userManager.getUser();
    if (!before?.refresh_token) return before;
    // Another tab may have renewed for us while we waited for the lock.
    if (before.expires_in !== undefined && before.expires_in > 90) {
      notify({ outcome: 'adopted' });
      return before;
    }
    const spent = await fingerprint(before.refresh_token);
    try {
      const renewed = await userManager.signinSilent();
      if (renewed) channel?.postMessage({ spent, user: renewed.toStorageString() });
      notify({ outcome: 'renewed' });
      return renewed;
    } catch (error) {
      const timedOut = error instanceof Error && /timed out/i.test(error.message);
      notify({ outcome: timedOut ? 'timeout' : 'failed', error });
      if (timedOut) setTimeout(() => void renewTokens(), RETRY_AFTER_TIMEOUT_MS);
      throw error;
    }
  }).finally(() => {
    inFlight = undefined;
  });
  return inFlight;
}

function notify(event: { outcome: RenewalOutcome; error?: unknown }): void {
  for (const listener of [...listeners]) listener(event);
}
