import { User } from 'oidc-client-ts';
import { userManager } from './oidc';

/**
 * Token renewal shared by every tab (R10). Refresh tokens rotate and a reused one ends the whole
 * grant, so two tabs holding the same refresh token (a tab opened from another copies its session
 * storage) must never both spend it. Renewals run one at a time under a Web Lock; the tab that
 * renewed tells the others which refresh token it spent and what replaced it (BroadcastChannel).
 * Each tab records those replacements as they arrive, and before spending its own refresh token
 * checks whether it was spent already: then it adopts the replacement instead.
 */
const LOCK = 'portal-token-renewal';
const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel('portal-token-renewal');
const RETRY_AFTER_TIMEOUT_MS = 5_000;
/** A token with more than this left needs no renewal (the expiring notice comes 60 s before expiry). */
const FRESH_SECONDS = 60;
/** How long a renewing tab keeps the lock after telling the others. */
const HANDOVER_MS = 300;

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

/** Spent refresh token (fingerprint) → the user that replaced it, as other tabs reported. */
const replacements = new Map<string, string>();

channel?.addEventListener('message', (event: MessageEvent<{ spent: string; user: string }>) => {
  // Recorded at once, so a renewal waiting for the lock in this tab sees it.
  replacements.set(event.data.spent, event.data.user);
  void adoptIfSpent();
});

/** If this tab's refresh token was spent by another tab, take over what replaced it. */
async function adoptIfSpent(): Promise<User | null | undefined> {
  const current = await userManager.getUser();
  if (!current?.refresh_token) return undefined;
  const replacement = replacements.get(await fingerprint(current.refresh_token));
  if (!replacement) return undefined;
  const user = User.fromStorageString(replacement);
  await userManager.storeUser(user);
  return userManager.getUser(); // raises userLoaded for this tab's listeners
}

async function withLock<T>(task: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks) return navigator.locks.request(LOCK, task);
  return task();
}

let inFlight: Promise<User | null> | undefined;

/** Renews now (once per tab at a time); on a time-out tries again after 5 s (spec §4). */
export function renewTokens(): Promise<User | null> {
  inFlight ??= withLock(async () => {
    const adopted = await adoptIfSpent();
    if (adopted) {
      notify({ outcome: 'adopted' });
      return adopted;
    }
    const before = await userManager.getUser();
    if (!before?.refresh_token) return before;
    if (before.expires_in !== undefined && before.expires_in > FRESH_SECONDS) return before;
    const spent = await fingerprint(before.refresh_token);
    try {
      const renewed = await userManager.signinSilent();
      if (renewed) {
        channel?.postMessage({ spent, user: renewed.toStorageString() });
        // The browser orders neither lock grants nor messages between tabs against each other:
        // hold the lock a moment longer so the message reaches a tab waiting for it first.
        await new Promise((resolve) => setTimeout(resolve, HANDOVER_MS));
      }
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
