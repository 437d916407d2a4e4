import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { completeSignIn, completeSignOut } from './auth/session';
import { Shell } from './layout/Shell';
import { browserLocale } from './routing/location';
import { Navigate, Router, useLocation, useNavigate } from './routing/router';
import { showMessage } from './state/messages';

/** /portal/auth/loginCallback: finishes the sign-in and goes back to the route it started from. */
function LoginCallback() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    completeSignIn()
      .then((returnTo) => navigate(returnTo.replace(/^\/portal/, '') || '/', { replace: true }))
      .catch((error: unknown) => {
        console.error(error);
        showMessage('error', error instanceof Error ? error.message : String(error));
        setFailed(true);
      });
  }, [navigate]);
  return failed ? <Navigate to={`/${browserLocale()}/de`} replace /> : <p role="status">{t('signingIn')}</p>;
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
