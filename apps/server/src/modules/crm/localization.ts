import { CRM_COUNTRIES, DEFAULT_LOCALE, isLocale, type Locale, type TranslationData } from '@portal/contracts';
import { type ServerTextKey, serverText } from '../../i18n';
import germanCrm from '../../i18n/locales/de/crm.json';

/**
 * The CRM's value lists in the asker's language (spec §7 `Localization/*`): the value is what a
 * registration stores, the translated value what a person reads (the server catalogue's `crm`
 * namespace, `lists.*`; a test holds them to the contracts' value lists). Country names come from the
 * runtime's CLDR data, so every country reads right in every language without a table of ours.
 */
export const LOCALIZATION_LISTS = ['countries', 'salutations', 'targetGroups', 'divisions', 'projects'] as const;
export type LocalizationList = (typeof LOCALIZATION_LISTS)[number];

/** The lists of words (every list but the countries): the server catalogue's `crm` namespace, `lists.*`. */
type WordList = Exclude<LocalizationList, 'countries'>;

/** A list's values in the catalogue's order, each with its word in the language (German where it lacks one). */
function words(list: WordList, locale: Locale): TranslationData['translationData'] {
  return Object.keys(germanCrm.lists[list]).map((value) => ({
    value,
    translatedValue: serverText('crm', locale, `lists.${list}.${value}` as ServerTextKey<'crm'>),
  }));
}

/** The interface language of a culture code (`fr-CH` → fr); unknown or missing → German (spec §9). */
export function localeOfCulture(cultureCode: string | undefined): Locale {
  const language = cultureCode?.slice(0, 2).toLowerCase();
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

export function localizedList(list: LocalizationList, locale: Locale): TranslationData {
  if (list !== 'countries') return { translationData: words(list, locale) };
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const collator = new Intl.Collator(locale);
  const countries = CRM_COUNTRIES.map((value) => ({ value, translatedValue: names.of(value) ?? value }));
  return { translationData: countries.sort((a, b) => collator.compare(a.translatedValue, b.translatedValue)) };
}
