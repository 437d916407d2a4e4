import { type Locale, menuFor, routeForPath } from '@portal/contracts';
import { LoadingBar, MessageArea } from '@portal/ui';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshPermissions, session } from '../auth/session';
import i18n from '../i18n';
import { loadMiniAppRoutes, loadRegistry, miniAppRegistry } from '../miniapps/registry';
import { Page } from '../pages/Page';
import { browserLocale, resolveLocation } from '../routing/location';
import { Navigate, useLocation } from '../routing/router';
import { CommandPalette } from '../search/CommandPalette';
import { loader, whileLoading } from '../state/loader';
import { dismissMessage, messages } from '../state/messages';
import { useStore } from '../state/store';
import { Header } from './Header';
import { Navigation } from './Navigation';
import { loadSite, site } from './site';

/** The path segment of the security page ("Mein Konto"), below /{locale}/{country}. */
const ACCOUNT_SEGMENT = 'account';
/** Loaded when opened: the passkey library stays out of the shell's first download. */
const AccountPage = lazy(() => import('../pages/account/AccountPage'));

/** The main layout at /{locale}/{country}/…: header, menu, the page, messages and the loader. */
export function Shell() {
  const location = useLocation();
  const segments = useMemo(() => location.pathname.split('/').filter(Boolean), [location.pathname]);
  const resolved = resolveLocation(segments, browserLocale());
  const { t } = useTranslation();
  const current = useStore(session);
  const look = useStore(site);
  const busy = useStore(loader);
  const shown = useStore(messages);
  // The mini-apps' routes join the route table when they arrive: the menu and the guard read it again.
  const registry = useStore(miniAppRegistry);
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const [languageReady, setLanguageReady] = useState<string>(i18n.language);

  const locale = resolved.kind === 'page' ? resolved.locale : undefined;
  const country = resolved.kind === 'page' ? resolved.country : undefined;

  // After each navigation the interface language follows the route's locale (spec §2).
  useEffect(() => {
    if (!locale) return;
    document.documentElement.lang = locale;
    if (i18n.language !== locale) {
      void whileLoading(i18n.changeLanguage(locale)).then(() => setLanguageReady(locale));
    } else setLanguageReady(locale);
  }, [locale]);

  useEffect(() => {
    void whileLoading(loadMiniAppRoutes());
  }, []);

  useEffect(() => {
    if (country && locale) void whileLoading(loadSite(country, locale));
  }, [country, locale]);

  // A new permission list (after an administrator's change) asks for the registry again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: current.granted is the trigger, not a value used
  useEffect(() => {
    if (country && current.status !== 'unknown') void loadRegistry(country, current.status === 'signedIn');
  }, [country, current.status, current.granted]);

  // The phone menu closes after each navigation.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger
  useEffect(() => setMenuOpen(false), [location.pathname]);

  // Permission changes take effect without a new sign-in: the list is fetched again when the tab
  // comes back into view and every two minutes while it is open (spec §4, issue: administration).
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === 'visible' && session.get().status === 'signedIn')
        void refreshPermissions().catch(() => undefined);
    };
    document.addEventListener('visibilitychange', refresh);
    const timer = setInterval(refresh, 120_000);
    return () => {
      document.removeEventListener('visibilitychange', refresh);
      clearInterval(timer);
    };
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setSearchOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (resolved.kind === 'redirect') return <Navigate to={resolved.to} replace />;
  const rest = resolved.rest;
  // The security page ("Mein Konto") is the shell's own, for every signed-in person. An address no
  // route has yet may be a mini-app's: decided once the mini-apps' routes are in.
  const ownAccount = rest.length === 1 && rest[0] === ACCOUNT_SEGMENT;
  if (rest.length > 0 && !ownAccount && !routeForPath(rest) && registry.routesLoaded)
    return <Navigate to={`/${browserLocale()}/de`} replace />;

  const ctx = { permissions: current.granted, brand: look.brand, country: resolved.country, locale: resolved.locale };
  const menu = current.status === 'signedIn' ? menuFor(ctx) : [];

  return (
    <div className="shell" data-brand={look.brand} data-language={languageReady}>
      <a className="shell-skip" href="#main">
        {t('skipToContent')}
      </a>
      <Header
        locale={resolved.locale as Locale}
        country={resolved.country}
        menuOpen={menuOpen}
        onToggleMenu={() => setMenuOpen((o) => !o)}
        onSearch={() => setSearchOpen(true)}
      >
        <LoadingBar active={busy.active} label={t('loading')} />
      </Header>
      <div className="shell-body">
        {current.status === 'signedIn' && (
          <Navigation sections={menu} open={menuOpen} onClose={() => setMenuOpen(false)} />
        )}
        <main id="main" className="shell-main" tabIndex={-1}>
          {ownAccount ? (
            <Suspense fallback={<p role="status">{t('loading')}</p>}>
              <AccountPage locale={resolved.locale as Locale} />
            </Suspense>
          ) : (
            <Page locale={resolved.locale as Locale} country={resolved.country} rest={rest} />
          )}
        </main>
      </div>
      {searchOpen && <CommandPalette context={ctx} onClose={() => setSearchOpen(false)} />}
      <MessageArea messages={shown} onDismiss={dismissMessage} dismissLabel={t('dismiss')} />
    </div>
  );
}
