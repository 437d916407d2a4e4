import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { completeSignIn, completeSignOut, type SignInFailure, signIn, signInFailure } from './auth/session';
import { Shell } from './layout/Shell';
import { browserLocale, routeCountry, routeLocale } from './routing/location';
import { Router, useLocation, useNavigate } from './routing/router';
import { showMessage } from './state/messages';

/**
 * /portal/auth/loginCallback: finishes the sign-in and goes back to the route it started from. A
 * sign-in that did not complete (cancelled at the provider, a state that matches nothing) says so
 * in the language of that route and offers to sign in again, back to the same route.
 */
function LoginCallback() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<{ failure: SignInFailure; t: TFunction } | undefined>();
  useEffect(() => {
    completeSignIn()
      .then((returnTo) => navigate(returnTo.replace(/^\/portal/, '') || '/', { replace: true }))
      .catch(async (error: unknown) => {
        console.error(error);
        const failed = signInFailure(error);
        const locale = routeLocale(failed.returnTo);
        await i18n.loadLanguages(locale).catch(() => undefined);
        document.documentElement.lang = locale;
        setFailure({ failure: failed, t: i18n.getFixedT(locale) });
      });
  }, [navigate, i18n]);
  if (!failure) return <p role="status">{t('signingIn')}</p>;
  const { failure: failed, t: tl } = failure;
  const again = () => {
    const country = routeCountry(failed.returnTo);
    void signIn({
      returnTo: failed.returnTo,
      locale: routeLocale(failed.returnTo),
      ...(country ? { country } : {}),
    });
  };
  return (
    <main id="main" className="shell-main shell-signin-failed">
      <p role="alert">{tl(failed.cancelled ? 'signInCancelled' : 'signInFailed')}</p>
      <button type="button" className="p-button" onClick={again}>
        {tl('signInAgain')}
      </button>
    </main>
  );
}

/**
 * /portal/auth/logoutCallback: the provider signed the user out. Back to the site sign-out started
 * on, with the note in that site's language (this page itself has no route language).
 */
function LogoutCallback() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    completeSignOut()
      .catch((error: unknown) => {
        console.error(error);
        return undefined;
      })
      .then(async (site) => {
        const target = site ?? `/${browserLocale()}/de`;
        const locale = target.split('/')[1]!;
        await i18n.loadLanguages(locale).catch(() => undefined);
        showMessage('info', i18n.getFixedT(locale)('signedOut'));
        navigate(target, { replace: true });
      });
  }, [navigate, i18n]);
  return <p role="status">{t('signedOut')}</p>;
}

/** The auth callbacks need no sign-in (spec §2); everything else is the main layout. */
function Routes() {
  const { pathname } = useLocation();
  if (pathname === '/auth/loginCallback') return <LoginCallback />;
  if (pathname === '/auth/logoutCallback') return <LogoutCallback />;
  return <Shell />;
}

export function App() {
  return (
    <Router basename="/portal">
      <Routes />
    </Router>
  );
}
