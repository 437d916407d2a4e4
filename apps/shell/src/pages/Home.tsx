import { fullPath, type Locale } from '@portal/contracts';
import { Card } from '@portal/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { session } from '../auth/session';
import { site } from '../layout/site';
import { createMiniAppContext } from '../miniapps/context';
import { MiniAppContainer } from '../miniapps/MiniAppContainer';
import { miniAppRegistry } from '../miniapps/registry';
import { useNavigate } from '../routing/router';
import { useStore } from '../state/store';

/** The start page: a greeting, and the home tiles drawn by the welcome mini-app. */
export function Home({ locale, country }: { locale: Locale; country: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const current = useStore(session);
  const registry = useStore(miniAppRegistry);
  const look = useStore(site);
  const welcome = registry.entries.find((e) => e.name === 'welcome');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the context snapshots the session's permissions, so a new permission list needs a new context
  const context = useMemo(
    () =>
      createMiniAppContext({
        locale,
        country,
        brand: look.brand,
        routeName: 'home',
        props: {},
        navigate: (to) =>
          navigate(
            'route' in to ? fullPath(to.route, locale, country) : `/${locale}/${country}/${to.path.replace(/^\//, '')}`,
          ),
      }),
    // The context carries the permissions: a new permission list gives the tiles a new context.
    [locale, country, look.brand, navigate, current.granted],
  );
  if (current.status !== 'signedIn') return null;
  return (
    <>
      <h2 className="shell-greeting">
        {t('welcome', { name: `${current.user?.firstName ?? ''} ${current.user?.lastName ?? ''}`.trim() })}
      </h2>
      {welcome ? (
        <MiniAppContainer
          key={`${locale}-${current.granted.size}`}
          registration={welcome}
          context={context}
          title={t('home.title')}
        />
      ) : registry.loaded ? (
        <Card title={t('home.yourAreas')}>
          <p>{t('home.noAreas')}</p>
        </Card>
      ) : null}
    </>
  );
}
