import { DEFAULT_COUNTRY, DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@portal/contracts';

/** The default interface language: the browser's, when the portal speaks it, else German (spec §1). */
export function browserLocale(languages: readonly string[] = navigator.languages ?? [navigator.language]): Locale {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

const COUNTRY = /^[a-z]{2}$/;

export type ResolvedLocation =
  | { readonly kind: 'page'; readonly locale: Locale; readonly country: string; readonly rest: readonly string[] }
  | { readonly kind: 'redirect'; readonly to: string };

/**
 * The redirect rules of spec §2 for a path below /portal/ (segments without the base):
 * - unsupported locale and no country → the default locale with country de;
 * - supported locale and no country → country de;
 * - unsupported locale but a country → the default locale with that country;
 * - anything else that is no locale/country pair → the default locale and country.
 * Whether the rest names a known page is the router's question (unknown pages redirect too).
 */
export function resolveLocation(segments: readonly string[], defaultLocale: Locale): ResolvedLocation {
  const [first, second, ...rest] = segments;
  if (first === undefined) return { kind: 'redirect', to: `/${defaultLocale}/${DEFAULT_COUNTRY}` };
  if (second === undefined) {
    return { kind: 'redirect', to: `/${isLocale(first) ? first : defaultLocale}/${DEFAULT_COUNTRY}` };
  }
  if (!COUNTRY.test(second)) return { kind: 'redirect', to: `/${defaultLocale}/${DEFAULT_COUNTRY}` };
  if (!isLocale(first)) return { kind: 'redirect', to: `/${[defaultLocale, second, ...rest].join('/')}` };
  return { kind: 'page', locale: first, country: second, rest };
}

/** The country of the route the browser is on, when it has one. */
export function routeCountry(pathname = window.location.pathname): string | undefined {
  const segment = pathname.replace(/^\/portal\/?/, '').split('/')[1] ?? '';
  return COUNTRY.test(segment) ? segment : undefined;
}

/** The locale of the route the browser is on, for sign-in (`ui_locales`). */
export function routeLocale(pathname = window.location.pathname): Locale {
  const segment = pathname.replace(/^\/portal\/?/, '').split('/')[0];
  return isLocale(segment) ? segment : browserLocale();
}

export { LOCALES };
