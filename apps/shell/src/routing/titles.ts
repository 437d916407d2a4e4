import { isLocale, menuMessageKey, type RouteMeta, routeByName } from '@portal/contracts';
import type { i18n as I18n } from 'i18next';
import shellI18n from '../i18n';

/**
 * A route's title in the interface language: a mini-app route carries its five titles from its
 * manifest (German when the language has none); a core route's title is in the `menu` texts.
 */
export function routeTitle(route: RouteMeta | string, language?: string, i18n: I18n = shellI18n): string {
  const target = typeof route === 'string' ? routeByName(route) : route;
  if (!target) return String(route);
  if (target.title) {
    language ??= i18n.language;
    return (isLocale(language) ? target.title[language] : undefined) ?? target.title.de;
  }
  return i18n.t(`menu:${menuMessageKey(target)}`, language ? { lng: language } : {});
}
