import '@portal/ui/styles.css';
import './shell.css';
import { createRoot } from 'react-dom/client';
import './api';
import { App } from './App';
import { watchProviderSession } from './auth/provider-session';
import { forgetSignIn, signIn, startSession, watchTokenLifecycle } from './auth/session';
import i18n from './i18n';
import { reloadOnce } from './miniapps/reload';
import { routeLocale } from './routing/location';
import { showMessage } from './state/messages';

const serverError = () => i18n.t('shell:serverError');

// Global window errors are shown as messages (spec §8).
window.addEventListener('error', (event) => {
  const text = event.error instanceof Error ? event.error.message : event.message;
  if (/Cannot redefine property: \$router/.test(text)) return void window.location.reload();
  if (text) showMessage('error', text, serverError());
});
window.addEventListener('unhandledrejection', (event) => {
  const reason = event.reason;
  const text = reason instanceof Error ? reason.message : String(reason);
  if (/Cannot redefine property: \$router/.test(text)) return void window.location.reload();
  showMessage('error', text, serverError());
});
// A chunk of the shell that fails to load: reload once, then log (spec §2, §8).
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnce((event as Event & { payload?: unknown }).payload)) event.preventDefault();
});

watchTokenLifecycle(() => {
  showMessage('warning', i18n.t('shell:silentRenewError'));
  void signIn({ locale: routeLocale() });
});

// Spec §4: the provider's session check says the browser's sign-in changed; this tab's ends too.
watchProviderSession(() => void forgetSignIn().catch((error: unknown) => console.error(error)));

createRoot(document.getElementById('root')!).render(<App />);

// The sign-in callbacks complete the session themselves; everywhere else the stored sign-in is picked up.
if (!window.location.pathname.startsWith('/portal/auth/')) {
  startSession().catch((error: unknown) => console.error(error));
}
