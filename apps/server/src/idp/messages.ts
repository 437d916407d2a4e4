import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@portal/contracts';
import { type ServerTexts, serverTextTables } from '../i18n';

/**
 * Texts of the sign-in, second-factor and sign-out pages in every interface language (spec §1):
 * the server catalogue's namespace `signIn` (i18n/locales/<language>/signIn.json), German for a
 * text a language lacks, values `{brand}` filled with `format`.
 */
export type Messages = ServerTexts<'signIn'>;

export const MESSAGES: Record<Locale, Messages> = serverTextTables('signIn');

/** The identity provider's pages fill their texts like every other part of the portal. */
export { fill as format } from '@portal/contracts';

function firstSupported(tags: string[]): Locale | undefined {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return undefined;
}

/** `Accept-Language` entries by their q value, highest first. */
function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((e) => e.tag && e.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((e) => e.tag);
}

/** The first supported language of `ui_locales`, else of Accept-Language, else German (spec §9). */
export function pickLocale(uiLocales: unknown, acceptLanguage: string | undefined): Locale {
  const fromParam = typeof uiLocales === 'string' ? firstSupported(uiLocales.split(/\s+/).filter(Boolean)) : undefined;
  return fromParam ?? firstSupported(acceptLanguageTags(acceptLanguage)) ?? DEFAULT_LOCALE;
}

/**
 * The site's country from `ui_locales`: the region of the first entry in a supported language
 * ("fr-CH" → "ch"), as the portal sends it (spec §6: default "de-DE"). Accept-Language says where
 * the browser is, not which site the user came from, so it is not asked.
 */
export function pickCountry(uiLocales: unknown): string | undefined {
  if (typeof uiLocales !== 'string') return undefined;
  for (const tag of uiLocales.split(/\s+/).filter(Boolean)) {
    const [primary = '', region] = tag.toLowerCase().split(/[-_]/);
    if (isLocale(primary)) return region && /^[a-z]{2}$/.test(region) ? region : undefined;
  }
  return undefined;
}

export { LOCALES };
