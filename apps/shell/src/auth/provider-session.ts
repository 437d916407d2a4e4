import { CheckSessionIFrame } from 'oidc-client-ts';
import i18n from '../i18n';
import { userManager } from './oidc';
import { session } from './session';
import { describeSessionFrame } from './session-frame';

/** Spec §9: the session check runs every 2 s. */
export const SESSION_CHECK_SECONDS = 2;

/**
 * The session check of spec §4 (OpenID Connect Session Management 1.0). While this tab is signed
 * in with a sign-in that carried a `session_state`, the provider's check-session frame is asked
 * every 2 s whether the browser's session at the provider is still that one. "changed" (the user
 * signed out in another tab, or another user signed in) calls `onChanged` once per sign-in;
 * "error" stops the checks. A provider without such a frame is not watched.
 */
export function watchProviderSession(onChanged: () => void): () => void {
  let frame: CheckSessionIFrame | undefined;
  let watching: string | undefined;
  let unname: (() => void) | undefined;

  const follow = async () => {
    if (session.get().status !== 'signedIn') {
      frame?.stop();
      watching = undefined;
      return;
    }
    const user = await userManager.getUser();
    const state = user?.session_state ?? undefined;
    if (!state || state === watching) return;
    const url = await userManager.metadataService.getCheckSessionIframe().catch(() => undefined);
    if (!url) return;
    if (!frame) {
      frame = new CheckSessionIFrame(
        async () => {
          watching = undefined;
          onChanged();
        },
        userManager.settings.client_id,
        url,
        SESSION_CHECK_SECONDS,
        true,
      );
      const loaded = frame.load();
      const element = [...document.querySelectorAll('iframe')].find((f) => f.src === new URL(url).href);
      if (element) unname = describeSessionFrame(element, i18n);
      await loaded;
    }
    watching = state;
    frame.start(state);
  };

  const stop = session.subscribe(() => void follow().catch((error: unknown) => console.error(error)));
  void follow().catch((error: unknown) => console.error(error));
  return () => {
    stop();
    frame?.stop();
    unname?.();
  };
}
