import { type MiniAppProps, mountMiniApp } from '@portal/ui';
import { type ComponentType, useEffect, useMemo, useRef, useState } from 'react';
import { crmApi } from './api';
import { Confirm } from './Confirm';
import { type Env, EnvContext } from './common';
import { DealerFinder } from './DealerFinder';
import { type CrmScreen, hashFor, parseHashRoute } from './hashRoute';
import { safeReturnPath } from './links';
import { Overview } from './Overview';
import { Profile } from './Profile';
import { Registration } from './Registration';
import { isClerk, Registrations } from './Registrations';
import { CSS } from './styles';
import { textsFor, translations } from './texts';

/** The area's screens by the hash route (`#/overview`, `#/dealers`, …). */
const SCREENS: Record<CrmScreen, ComponentType> = {
  overview: Overview,
  dealers: DealerFinder,
  register: Registration,
  profile: Profile,
  confirm: Confirm,
  registrations: Registrations,
};

/**
 * The hash is the area's own route; the shell mounts the mini-app once per page, so the mini-app
 * follows hash changes itself.
 */
function useHash(): string {
  const [hash, setHash] = useState(() => window.location.hash);
  useEffect(() => {
    const follow = () => setHash(window.location.hash);
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  return hash;
}

/**
 * After a move inside the area (a link, a registration sent), the focus goes to the new screen's
 * heading, so keyboard and screen-reader users start there and hear where they are. Not on the
 * first screen: there the shell decides where the focus is.
 */
function useFocusOnNewScreen(screen: CrmScreen) {
  const ref = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose each time the screen changes
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const heading = ref.current?.querySelector<HTMLElement>('h2');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [screen]);
  return ref;
}

function CrmApp({ context, locale }: MiniAppProps) {
  const hash = useHash();
  const api = useMemo(() => crmApi(context.http.crm), [context]);
  const env = useMemo<Env>(() => {
    const route = parseHashRoute(hash);
    return {
      context,
      api,
      t: textsFor(locale),
      locale,
      route,
      returnPath: safeReturnPath(route.returnUrl, window.location.origin),
    };
  }, [context, api, locale, hash]);
  const { t, route, returnPath } = env;
  const Screen = SCREENS[route.screen];
  const screenRef = useFocusOnNewScreen(route.screen);
  const screens: Array<[CrmScreen, string]> = [
    ['overview', t.navOverview],
    ['dealers', t.navDealers],
    ['register', t.navRegister],
    ...(context.user ? ([['profile', t.navProfile]] as Array<[CrmScreen, string]>) : []),
    ...(isClerk(env) ? ([['registrations', t.navReview]] as Array<[CrmScreen, string]>) : []),
  ];
  return (
    <EnvContext.Provider value={env}>
      <style>{CSS}</style>
      <div className="crm" lang={locale}>
        <nav className="crm-nav" aria-label={t.navLabel}>
          <ul>
            {screens.map(([screen, label]) => (
              <li key={screen}>
                <a href={hashFor(screen, route.returnUrl)} aria-current={screen === route.screen ? 'page' : undefined}>
                  {label}
                </a>
              </li>
            ))}
            {returnPath && (
              <li>
                <a href={returnPath}>{t.back}</a>
              </li>
            )}
          </ul>
        </nav>
        <div ref={screenRef} className="crm-screen">
          <Screen key={route.screen} />
        </div>
      </div>
    </EnvContext.Provider>
  );
}

export const mount = mountMiniApp(CrmApp, { texts: translations });
