import {
  CRM_COUNTRIES,
  type CRM_DIVISIONS,
  type CRM_PROJECTS,
  type CRM_SALUTATIONS,
  type CRM_TARGET_GROUPS,
  DEFAULT_LOCALE,
  isLocale,
  type Locale,
  type TranslationData,
} from '@portal/contracts';

/**
 * The CRM's value lists in the asker's language (spec §7 `Localization/*`): the value is what a
 * registration stores, the translated value what a person reads. Country names come from the
 * runtime's CLDR data, so every country reads right in every language without a table of ours.
 */
export const LOCALIZATION_LISTS = ['countries', 'salutations', 'targetGroups', 'divisions', 'projects'] as const;
export type LocalizationList = (typeof LOCALIZATION_LISTS)[number];

type Words = Record<Locale, string>;

const SALUTATIONS: Record<(typeof CRM_SALUTATIONS)[number], Words> = {
  mr: { de: 'Herr', en: 'Mr', cs: 'Pan', fr: 'Monsieur', it: 'Signor' },
  ms: { de: 'Frau', en: 'Ms', cs: 'Paní', fr: 'Madame', it: 'Signora' },
  none: { de: 'Keine Angabe', en: 'Not specified', cs: 'Neuvedeno', fr: 'Non précisé', it: 'Non specificato' },
};

const TARGET_GROUPS: Record<(typeof CRM_TARGET_GROUPS)[number], Words> = {
  FGH: { de: 'Fachgroßhandel', en: 'Wholesale trade', cs: 'Velkoobchod', fr: 'Négoce spécialisé', it: 'Grossista' },
  FHW: { de: 'Fachhandwerk', en: 'Installer', cs: 'Instalatér', fr: 'Installateur', it: 'Installatore' },
  PRS: { de: 'Privatperson', en: 'Private person', cs: 'Soukromá osoba', fr: 'Particulier', it: 'Privato' },
};

const DIVISIONS: Record<(typeof CRM_DIVISIONS)[number], Words> = {
  heating: { de: 'Heizung', en: 'Heating', cs: 'Vytápění', fr: 'Chauffage', it: 'Riscaldamento' },
  sanitary: { de: 'Sanitär', en: 'Sanitary', cs: 'Sanita', fr: 'Sanitaire', it: 'Sanitari' },
};

const PROJECTS: Record<(typeof CRM_PROJECTS)[number], Words> = {
  newBuilding: {
    de: 'Neubau',
    en: 'New building',
    cs: 'Novostavba',
    fr: 'Construction neuve',
    it: 'Nuova costruzione',
  },
  renovation: { de: 'Sanierung', en: 'Renovation', cs: 'Renovace', fr: 'Rénovation', it: 'Ristrutturazione' },
  maintenance: {
    de: 'Wartung und Service',
    en: 'Maintenance and service',
    cs: 'Údržba a servis',
    fr: 'Entretien et service',
    it: 'Manutenzione e assistenza',
  },
};

/** The interface language of a culture code (`fr-CH` → fr); unknown or missing → German (spec §9). */
export function localeOfCulture(cultureCode: string | undefined): Locale {
  const language = cultureCode?.slice(0, 2).toLowerCase();
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

export function localizedList(list: LocalizationList, locale: Locale): TranslationData {
  const pairs = (words: Record<string, Words>) =>
    Object.entries(words).map(([value, w]) => ({ value, translatedValue: w[locale] }));
  switch (list) {
    case 'countries': {
      const names = new Intl.DisplayNames([locale], { type: 'region' });
      const collator = new Intl.Collator(locale);
      const countries = CRM_COUNTRIES.map((value) => ({ value, translatedValue: names.of(value) ?? value }));
      return { translationData: countries.sort((a, b) => collator.compare(a.translatedValue, b.translatedValue)) };
    }
    case 'salutations':
      return { translationData: pairs(SALUTATIONS) };
    case 'targetGroups':
      return { translationData: pairs(TARGET_GROUPS) };
    case 'divisions':
      return { translationData: pairs(DIVISIONS) };
    case 'projects':
      return { translationData: pairs(PROJECTS) };
  }
}
