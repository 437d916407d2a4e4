import { type Brand, type Locale, routeTable } from '@portal/contracts';
import type { MiniAppContext } from '@portal/sdk';
import { api } from '../api';
import { getToken, session } from '../auth/session';
import { baseUrls } from '../config';
import i18n from '../i18n';
import { routeTitle } from '../routing/titles';
import { showMessage } from '../state/messages';

/** Builds the one object a mini-app receives from the shell (ARCHITECTURE: base addresses, token source, locale, …). */
export function createMiniAppContext(options: {
  locale: Locale;
  country: string;
  brand: Brand;
  routeName: string;
  screen?: string | undefined;
  props: Readonly<Record<string, unknown>>;
  navigate: MiniAppContext['navigate'];
}): MiniAppContext {
  const current = session.get();
  return {
    baseUrls,
    getToken,
    http: api,
    locale: options.locale,
    country: options.country,
    brand: options.brand,
    permissions: current.granted,
    user: current.user
      ? {
          id: current.user.id,
          openIdUserId: current.user.openIdUserId,
          firstName: current.user.firstName,
          lastName: current.user.lastName,
          email: current.user.email,
        }
      : undefined,
    route: { name: options.routeName, screen: options.screen, props: options.props },
    navigate: options.navigate,
    notify: (message) => showMessage(message.kind, message.text, i18n.t('shell:serverError')),
    routeTable: routeTable(),
    titleOf: (routeName) => {
      try {
        return routeTitle(routeName);
      } catch {
        return routeName;
      }
    },
    onLocaleChange: (listener) => {
      const handler = (lng: string) => listener(lng as Locale);
      i18n.on('languageChanged', handler);
      return () => i18n.off('languageChanged', handler);
    },
  };
}
