import {
  type AccessContext,
  ancestorsOf,
  backTargetOf,
  childrenOf,
  fullPath,
  infoModuleFor,
  isRouteAccessible,
  isRouteVisibleInMenu,
  type Locale,
  type RouteMeta,
  resolveRedirect,
  routeForPath,
  routeRefusal,
} from '@portal/contracts';
import { Card, Icon } from '@portal/ui';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { session, signIn } from '../auth/session';
import { documentTitle, site } from '../layout/site';
import { createMiniAppContext } from '../miniapps/context';
import { MiniAppBoundary, MiniAppContainer } from '../miniapps/MiniAppContainer';
import { miniAppRegistry } from '../miniapps/registry';
import { routingReady } from '../miniapps/reload';
import { Link, Navigate, useLocation, useNavigate } from '../routing/router';
import { routeTitle } from '../routing/titles';
import { showMessage } from '../state/messages';
import { useStore } from '../state/store';
import { FavoritesPage } from './FavoritesPage';
import { Home } from './Home';
import { refusalMessage } from './refusal';

/** The file areas load on demand: most users open the portal without one (docs/files.md). */
const FileArea = lazy(() => import('../files/FileArea'));

/**
 * One page of the route table: the guard (sign-in, permission, brand pair), redirects, then what
 * the route shows: a mini-app, the favourites, tiles of its children, or an information area.
 */
export function Page({ locale, country, rest }: { locale: Locale; country: string; rest: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const current = useStore(session);
  const look = useStore(site);
  const registry = useStore(miniAppRegistry);
  const route = routeForPath(rest);
  const ctx = { permissions: current.granted, brand: look.brand, country, locale };
  const start = `/${locale}/${country}`;

  const needsSignIn = route !== undefined && !route.public && current.status === 'anonymous';
  const refusal = route !== undefined && current.status === 'signedIn' ? routeRefusal(route, ctx) : undefined;
  const refused = refusal !== undefined;

  useEffect(() => {
    if (needsSignIn) void signIn({ locale });
  }, [needsSignIn, locale]);

  useEffect(() => {
    // The spec's guard: an error naming the route, then the locale/country start. A route this
    // site does not offer (reporting on /de/ch) is said to be so: "no permission" would send even
    // an administrator off to ask for one. Not cancelled on a change: the redirect to the start
    // changes the route at once, and the message is for after it.
    if (refusal && route) void refusalMessage(i18n, route, refusal, locale).then((text) => showMessage('error', text));
  }, [refusal, route, locale, i18n]);

  useEffect(() => {
    if (route && route.content?.kind !== 'miniApp') routingReady();
  }, [route]);

  if (!route) return registry.routesLoaded ? <Navigate to={start} replace /> : <p role="status">{t('loading')}</p>;
  if (current.status === 'unknown' || needsSignIn) return <p role="status">{t('signingIn')}</p>;
  if (refused) return <Navigate to={start} replace />;

  const redirect = route.redirect ? resolveRedirect(route, ctx) : undefined;
  if (redirect) {
    if ('href' in redirect) {
      window.location.assign(redirect.href);
      return null;
    }
    return <Navigate to={fullPath(redirect, locale, country)} replace />;
  }

  return (
    <article className="shell-page" aria-labelledby="page-title">
      <PageHeading route={route} locale={locale} country={country} />
      <PageContent route={route} locale={locale} country={country} />
    </article>
  );
}

/**
 * Where "back" leads from a page: its parent menu (spec §2), or, when the user may not open that
 * (a partner's configurator below Vertrieb), the nearest ancestor they may open.
 */
export function reachableBack(route: RouteMeta, ctx: AccessContext): RouteMeta | undefined {
  const back = backTargetOf(route);
  if (!back || isRouteAccessible(back, ctx)) return back;
  return ancestorsOf(route)
    .reverse()
    .find((r) => isRouteAccessible(r, ctx));
}

function PageHeading({ route, locale, country }: { route: RouteMeta; locale: Locale; country: string }) {
  const { t } = useTranslation();
  const current = useStore(session);
  const look = useStore(site);
  const ctx = { permissions: current.granted, brand: look.brand, country, locale };
  const back = reachableBack(route, ctx);
  const trail = ancestorsOf(route).filter((r) => r.path !== '');
  const title = route.path === '' ? t('home.title') : routeTitle(route);
  useEffect(() => {
    document.title = documentTitle(title, look);
  }, [title, look]);
  if (route.path === '')
    return (
      <h1 id="page-title" className="p-visually-hidden">
        {t('home.title')}
      </h1>
    );
  return (
    <div className="shell-page__heading">
      {trail.length > 0 && (
        <nav aria-label={t('breadcrumbs')} className="shell-breadcrumbs">
          <ol>
            {trail.map((r) => (
              <li key={r.name}>
                {isRouteAccessible(r, ctx) ? (
                  <Link to={fullPath(r, locale, country)}>{routeTitle(r)}</Link>
                ) : (
                  routeTitle(r)
                )}
              </li>
            ))}
          </ol>
        </nav>
      )}
      <h1 id="page-title">{title}</h1>
      {back && (
        <Link className="shell-back" to={fullPath(back, locale, country)}>
          <Icon name="arrow-left" /> {t('back', { target: routeTitle(back) })}
        </Link>
      )}
    </div>
  );
}

function PageContent({ route, locale, country }: { route: RouteMeta; locale: Locale; country: string }) {
  const { t } = useTranslation();
  const content = route.content;
  if (route.path === '') return <Home locale={locale} country={country} />;
  if (content?.kind === 'miniApp' && content.app === 'shell' && content.module === 'favorites')
    return <FavoritesPage />;
  if (content?.kind === 'miniApp')
    return (
      <MiniAppPage
        route={route}
        app={content.app}
        screen={content.module}
        props={content.props ?? {}}
        locale={locale}
        country={country}
      />
    );
  // An info page with children (a safety topic with sub-topics) shows their tiles above its files.
  if (content?.kind === 'info')
    return (
      <>
        {childrenOf(route).length > 0 && <Tiles route={route} locale={locale} country={country} />}
        <Suspense fallback={<p role="status">{t('files.loading')}</p>}>
          <FileArea module={infoModuleFor(content, country)} locale={locale} country={country} />
        </Suspense>
      </>
    );
  if (content?.kind === 'menu' || childrenOf(route).length > 0)
    return <Tiles route={route} locale={locale} country={country} />;
  return (
    <Card title={t('pageNotReady')}>
      <p>{t('pageNotReadyHint', { title: routeTitle(route) })}</p>
    </Card>
  );
}

function MiniAppPage({
  route,
  app,
  screen,
  props,
  locale,
  country,
}: {
  route: RouteMeta;
  app: string;
  screen: string | undefined;
  props: Readonly<Record<string, unknown>>;
  locale: Locale;
  country: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const registry = useStore(miniAppRegistry);
  const look = useStore(site);
  const current = useStore(session);
  const registration = registry.entries.find((e) => e.name === app);
  const title = routeTitle(route);
  const back = reachableBack(route, { permissions: current.granted, brand: look.brand, country, locale });
  const context = useMemo(
    () =>
      createMiniAppContext({
        locale,
        country,
        brand: look.brand,
        routeName: route.name,
        screen,
        // The CRM area keeps its own hash route (spec §2: #/overview?returnUrl=…).
        props: route.name === 'crm' ? { ...props, hashRoute: location.hash.replace(/^#/, '') } : props,
        navigate: (to) =>
          navigate(
            'route' in to ? fullPath(to.route, locale, country) : `/${locale}/${country}/${to.path.replace(/^\//, '')}`,
          ),
      }),
    [locale, country, look.brand, route.name, screen, props, navigate, location.hash],
  );
  if (!registry.loaded) return <p role="status">{t('miniApp.loading', { name: title })}</p>;
  if (!registration) {
    return (
      <Card title={t('pageNotReady')}>
        <p>{t('pageNotReadyHint', { title })}</p>
      </Card>
    );
  }
  return (
    <MiniAppBoundary
      fallback={(_error, reset) => (
        <Card
          title={t('miniApp.unavailable', { name: title })}
          actions={
            <button type="button" className="p-button" onClick={reset}>
              {t('miniApp.retry')}
            </button>
          }
        >
          <p>{t('miniApp.unavailableHint')}</p>
        </Card>
      )}
    >
      <MiniAppContainer
        // A new route (another screen of the same mini-app) mounts the mini-app afresh.
        key={route.name}
        registration={registration}
        context={context}
        title={title}
        onClose={back ? () => navigate(fullPath(back, locale, country)) : undefined}
      />
    </MiniAppBoundary>
  );
}

function Tiles({ route, locale, country }: { route: RouteMeta; locale: Locale; country: string }) {
  const { t } = useTranslation();
  const current = useStore(session);
  const look = useStore(site);
  const ctx = { permissions: current.granted, brand: look.brand, country, locale };
  const children = childrenOf(route).filter((c) => isRouteVisibleInMenu(c, ctx));
  return (
    <ul className="shell-tiles">
      {children.map((child) => {
        const accessible = isRouteAccessible(child, ctx);
        const label = routeTitle(child);
        const restricted = child.restricted ? (
          <small className="shell-tile__restricted">{t('menu:_restricted')}</small>
        ) : null;
        const external = child.redirect && 'href' in child.redirect ? child.redirect.href : undefined;
        return (
          <li key={child.name}>
            {!accessible ? (
              <span className="shell-tile shell-tile--locked" aria-disabled="true">
                <Icon name="lock" size={28} />
                <span>{label}</span>
                {restricted}
              </span>
            ) : external ? (
              <a className="shell-tile" href={external} target="_blank" rel="noopener noreferrer">
                <Icon name={child.icon} size={28} />
                <span>{label}</span>
                <small>{t('opensExternally')}</small>
              </a>
            ) : (
              <Link className="shell-tile" to={fullPath(child, locale, country)}>
                <Icon name={child.icon} size={28} />
                <span>{label}</span>
                {restricted}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
