import { LOCALES, type Locale, routeForPath } from '@portal/contracts';
import { BrandMark, Button, Icon, IconButton } from '@portal/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { session, signIn, signOut } from '../auth/session';
import { FavoriteDialog } from '../pages/FavoriteDialog';
import { useLocation, useNavigate } from '../routing/router';
import { routeTitle } from '../routing/titles';
import { useStore } from '../state/store';
import { site, siteName } from './site';

export function Header({
  locale,
  country,
  menuOpen,
  onToggleMenu,
  onSearch,
  children,
}: {
  locale: Locale;
  country: string;
  menuOpen: boolean;
  onToggleMenu: () => void;
  onSearch: () => void;
  /** Drawn first inside the header (the loader bar, so it sits in a landmark). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const current = useStore(session);
  const look = useStore(site);
  const [adding, setAdding] = useState(false);
  const name = siteName(look);
  const signedIn = current.status === 'signedIn';

  const rest = location.pathname.split('/').slice(3);
  const route = routeForPath(rest);
  const pageTitle = route ? routeTitle(route) : name;

  /** The same page in another language: only the locale segment changes. */
  const switchLanguage = (next: string) => {
    const parts = location.pathname.split('/');
    parts[1] = next;
    navigate(`${parts.join('/')}${location.search}${location.hash}`);
  };

  return (
    <header className="shell-header">
      {children}
      {signedIn && (
        <span className="shell-header__menu-toggle">
          <IconButton
            icon={menuOpen ? 'x' : 'menu'}
            label={menuOpen ? t('closeMenu') : t('openMenu')}
            aria-expanded={menuOpen}
            aria-controls="shell-navigation"
            onClick={onToggleMenu}
          />
        </span>
      )}
      <a
        className="shell-header__brand"
        href={`/portal/${locale}/${country}`}
        onClick={(e) => {
          e.preventDefault();
          navigate(`/${locale}/${country}`);
        }}
      >
        <BrandMark theme={look.theme} />
        <span className="shell-header__name">{name}</span>
      </a>
      <div className="shell-header__tools">
        {signedIn && (
          <button type="button" className="shell-search-button" onClick={onSearch} aria-keyshortcuts="Control+K">
            <Icon name="search" />
            <span className="shell-search-button__text">{t('searchPlaceholder')}</span>
            <kbd>{t('searchHint')}</kbd>
          </button>
        )}
        {signedIn && <IconButton icon="star" label={t('favorites.add')} onClick={() => setAdding(true)} />}
        <label className="shell-language">
          <span className="p-visually-hidden">{t('language')}</span>
          <select value={locale} onChange={(e) => switchLanguage(e.target.value)}>
            {LOCALES.map((l) => (
              <option key={l} value={l} lang={l}>
                {t(`languages.${l}`)}
              </option>
            ))}
          </select>
        </label>
        {signedIn ? (
          <span className="shell-user">
            <a
              className="shell-user__account"
              title={current.user?.email}
              href={`/portal/${locale}/${country}/account`}
              onClick={(e) => {
                e.preventDefault();
                navigate(`/${locale}/${country}/account`);
              }}
            >
              <Icon name="user-cog" size={16} />
              <span className="p-visually-hidden">{t('account.title')}: </span>
              <span className="shell-user__name">
                {current.user?.firstName} {current.user?.lastName}
              </span>
            </a>
            <Button variant="ghost" icon="log-out" onClick={() => void signOut({ locale, country })}>
              <span className="shell-phone-hidden">{t('signOut')}</span>
            </Button>
          </span>
        ) : (
          current.status === 'anonymous' && (
            <Button variant="primary" icon="log-in" onClick={() => void signIn({ locale })}>
              {t('signIn')}
            </Button>
          )
        )}
      </div>
      {adding && (
        <FavoriteDialog
          mode="add"
          initial={{
            name: pageTitle,
            description: '',
            path: location.pathname.replace(/^\/portal/, '') || '/',
            query: location.search.replace(/^\?/, ''),
          }}
          onClose={() => setAdding(false)}
        />
      )}
    </header>
  );
}
