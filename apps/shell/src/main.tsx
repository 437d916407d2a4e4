import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { userManager } from './auth';
import { language, t } from './texts';

interface LoginResult {
  user: { firstName: string; lastName: string };
  permissions: Array<{ ressource: string; accessType: number }>;
}

type State =
  | { kind: 'loading' }
  | { kind: 'signedOut'; message?: string }
  | { kind: 'signedIn'; login: LoginResult }
  | { kind: 'error'; message: string };

async function loginOpenId(): Promise<LoginResult> {
  const user = await userManager.getUser();
  if (!user || user.expired) throw new Error('no session');
  const response = await fetch('/portal/api/Auth/loginOpenId', {
    method: 'POST',
    headers: { authorization: `Bearer ${user.access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      sub: user.profile.sub,
      login: user.profile.preferred_username ?? '',
      firstName: user.profile.given_name ?? '',
      lastName: user.profile.family_name ?? '',
      mail: user.profile.email ?? '',
      displayName: user.profile.name ?? '',
    }),
  });
  if (!response.ok) throw new Error(`loginOpenId answered ${response.status}`);
  return response.json() as Promise<LoginResult>;
}

function App() {
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    const path = window.location.pathname;
    const run = async () => {
      if (path.endsWith('/auth/loginCallback')) {
        await userManager.signinRedirectCallback();
        window.history.replaceState(null, '', '/portal/');
      }
      if (path.endsWith('/auth/logoutCallback')) {
        await userManager.signoutRedirectCallback();
        window.history.replaceState(null, '', '/portal/');
        return setState({ kind: 'signedOut', message: t('signedOut') });
      }
      const user = await userManager.getUser();
      if (!user || user.expired) return setState({ kind: 'signedOut' });
      setState({ kind: 'signedIn', login: await loginOpenId() });
    };
    run().catch((error: unknown) =>
      setState({ kind: 'error', message: error instanceof Error ? error.message : String(error) }),
    );
  }, []);

  return (
    <main
      lang={language}
      style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '3rem auto', padding: '0 1rem' }}
    >
      <h1 style={{ color: '#ef7d00' }}>{t('title')}</h1>
      {state.kind === 'loading' && <p role="status">{t('signingIn')}</p>}
      {state.kind === 'signedOut' && (
        <>
          {state.message && <p role="status">{state.message}</p>}
          <p>{t('intro')}</p>
          <button type="button" onClick={() => userManager.signinRedirect({ ui_locales: language })}>
            {t('signIn')}
          </button>
        </>
      )}
      {state.kind === 'signedIn' && (
        <>
          <h2>{t('welcome', { name: `${state.login.user.firstName} ${state.login.user.lastName}` })}</h2>
          <p data-testid="permission-count">
            {t('permissions', { count: state.login.permissions.filter((p) => p.accessType === 1).length })}
          </p>
          <button type="button" onClick={() => userManager.signoutRedirect()}>
            {t('signOut')}
          </button>
        </>
      )}
      {state.kind === 'error' && <p role="alert">{t('error', { message: state.message })}</p>}
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
